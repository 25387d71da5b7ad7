import CPangoCairo
import Foundation
import OpenUIKit

extension UIActivityIndicatorView: RenderableContent {
    /// Eight rounded spokes, fading clockwise from the one at twelve o'clock: one fixed frame of the
    /// animation, so that snapshots do not depend on time.
    func drawContent(on surface: RasterSurface, bounds: CGRect) {
        guard drawsSpinner else { return }
        cairo_save(surface.cairo)
        let painter = ControlPainter(surface: surface, view: self)
        let side = intrinsicContentSize.width
        let large = side > ControlMetrics.activityMedium
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let outer = side / 2
        let inner = outer * 0.45
        let width = large ? 4 : 2.25
        let base = color ?? .secondaryLabel
        for spoke in 0..<8 {
            let angle = Double(spoke) * .pi / 4 - .pi / 2
            let alpha = 1 - CGFloat(spoke) * 0.1
            let (c, s) = (CGFloat(cos(angle)), CGFloat(sin(angle)))
            painter.line(
                from: CGPoint(x: center.x + c * inner, y: center.y + s * inner),
                to: CGPoint(x: center.x + c * (outer - width / 2), y: center.y + s * (outer - width / 2)),
                width: width, base.withAlphaComponent(base.rgba(in: traitCollection).alpha * alpha), round: true)
        }
        cairo_restore(surface.cairo)
    }
}
