import CPangoCairo
import Foundation

extension UITextField {
    /// The rounded fill, the border style's frame and the clear button; the text is the field's label.
    func drawBorderAndClearButton(in ctx: CGContext, bounds: CGRect) {
        cairo_save(ctx.cairo)
        let painter = ControlPainter(ctx, view: self)
        let frame = borderRect(forBounds: bounds)
        if let fill = roundedFill { painter.fillRoundedRect(frame, radius: fill.cornerRadius, fill.color) }
        switch borderStyle {
        case .roundedRect:
            // UNCERTAIN, a choice: a tertiarySystemBackground fill and a hairline systemGray4 edge.
            painter.fillRoundedRect(frame, radius: ControlMetrics.textFieldCornerRadius, .tertiarySystemBackground)
            painter.strokeRoundedRect(
                frame, radius: ControlMetrics.textFieldCornerRadius, width: 1 / ctx.scale, .systemGray4)
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
            let cross = ControlPainter(ctx, view: self)
            let background = UIColor.systemBackground
            cross.line(
                from: CGPoint(x: center.x - arm, y: center.y - arm), to: CGPoint(x: center.x + arm, y: center.y + arm),
                width: 1.5, background, round: true)
            cross.line(
                from: CGPoint(x: center.x - arm, y: center.y + arm), to: CGPoint(x: center.x + arm, y: center.y - arm),
                width: 1.5, background, round: true)
        }
        cairo_restore(ctx.cairo)
    }
}
