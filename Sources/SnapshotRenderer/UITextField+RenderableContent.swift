import CPangoCairo
import Foundation
import OpenUIKit

extension UITextField: RenderableContent {
    /// The border style's frame and the clear button; the text is the field's label.
    func drawContent(on surface: RasterSurface, bounds: CGRect) {
        cairo_save(surface.cairo)
        let painter = ControlPainter(surface: surface, view: self)
        let frame = borderRect(forBounds: bounds)
        if self is UISearchTextField {
            // As UIKit's search field, a background colour replaces the fill, keeping the rounded shape.
            let fill = backgroundColor ?? SearchMetrics.fieldFill
            painter.fillRoundedRect(frame, radius: SearchMetrics.fieldCornerRadius, fill)
        }
        switch borderStyle {
        case .roundedRect:
            // UNCERTAIN, a choice: a tertiarySystemBackground fill and a hairline systemGray4 edge.
            painter.fillRoundedRect(frame, radius: ControlMetrics.textFieldCornerRadius, .tertiarySystemBackground)
            painter.strokeRoundedRect(
                frame, radius: ControlMetrics.textFieldCornerRadius, width: 1 / surface.scale, .systemGray4)
        case .line, .bezel:
            painter.strokeRoundedRect(frame, radius: 0, width: 1, .label)
        case .none:
            break
        }
        let clear = clearButtonRect(forBounds: bounds)
        if clear.width > 0 {
            let center = CGPoint(x: clear.midX, y: clear.midY)
            painter.fillCircle(center: center, radius: clear.width / 2, .tertiaryLabel)
            let arm = clear.width * 0.18
            let cross = ControlPainter(surface: surface, view: self)
            let background = UIColor.systemBackground
            cross.line(
                from: CGPoint(x: center.x - arm, y: center.y - arm), to: CGPoint(x: center.x + arm, y: center.y + arm),
                width: 1.5, background, round: true)
            cross.line(
                from: CGPoint(x: center.x - arm, y: center.y + arm), to: CGPoint(x: center.x + arm, y: center.y - arm),
                width: 1.5, background, round: true)
        }
        cairo_restore(surface.cairo)
    }
}
