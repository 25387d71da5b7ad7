import CPangoCairo
import Foundation
import OpenUIKit

extension UIProgressView: RenderableContent {
    /// A fully rounded systemFill track and the tint colour up to `progress` (uikit-facts-breadth §4);
    /// the bar style is square.
    func drawContent(on surface: RasterSurface, bounds: CGRect) {
        cairo_save(surface.cairo)
        let painter = ControlPainter(surface: surface, view: self)
        let radius = progressViewStyle == .default ? bounds.height / 2 : 0
        painter.fillRoundedRect(bounds, radius: radius, trackTintColor ?? .systemFill)
        let width = bounds.width * CGFloat(progress)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let filled = CGRect(x: rightToLeft ? bounds.maxX - width : 0, y: 0, width: width, height: bounds.height)
        painter.fillRoundedRect(filled, radius: radius, progressTintColor ?? tintColor!)
        cairo_restore(surface.cairo)
    }
}
