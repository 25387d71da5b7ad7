import CPangoCairo
import Foundation

extension UIButton {
    /// A configured button's background and the glyph of the button types that have one; titles,
    /// images and the activity indicator are the button's subviews.
    func drawBackgroundAndGlyph(in ctx: CGContext, bounds: CGRect) {
        cairo_save(ctx.cairo)
        if let configuration, let fill = configurationBackground {
            let painter = ControlPainter(ctx, view: self)
            let radius = configuration.cornerRadius(height: bounds.height)
            painter.fillRoundedRect(bounds, radius: radius, fill)
            if let stroke = configuration.background.strokeColor {
                painter.strokeRoundedRect(bounds, radius: radius, width: configuration.background.strokeWidth, stroke)
            }
        }
        if let glyph = systemGlyph, let frame = systemGlyphFrame {
            drawGlyph(glyph, in: frame.offsetBy(dx: -self.bounds.minX, dy: -self.bounds.minY), ctx)
        }
        cairo_restore(ctx.cairo)
    }

    /// Vector stand-ins for the SF Symbols UIKit uses (plus.circle, info.circle, the close button's
    /// xmark on a grey circle); proportions are a choice.
    private func drawGlyph(_ glyph: SystemGlyph, in frame: CGRect, _ ctx: CGContext) {
        let painter = ControlPainter(ctx, view: self)
        let center = CGPoint(x: frame.midX, y: frame.midY)
        let side = min(frame.width, frame.height)
        let color = systemGlyphColor
        switch glyph {
        case .contactAdd:
            painter.strokeCircle(center: center, radius: side / 2 - 1.5, width: 1.5, color)
            let arm = side * 0.24
            painter.line(
                from: CGPoint(x: center.x - arm, y: center.y), to: CGPoint(x: center.x + arm, y: center.y), width: 1.5,
                color, round: true)
            painter.line(
                from: CGPoint(x: center.x, y: center.y - arm), to: CGPoint(x: center.x, y: center.y + arm), width: 1.5,
                color, round: true)
        case .info:
            painter.strokeCircle(center: center, radius: side / 2 - 1.5, width: 1.5, color)
            painter.fillCircle(center: CGPoint(x: center.x, y: center.y - side * 0.22), radius: 1.4, color)
            painter.line(
                from: CGPoint(x: center.x, y: center.y - side * 0.06),
                to: CGPoint(x: center.x, y: center.y + side * 0.26), width: 2, color, round: true)
        case .close:
            painter.fillCircle(
                center: center, radius: side / 2, isEnabled ? .tertiarySystemFill : .quaternarySystemFill)
            let arm = side * 0.16
            let cross: UIColor = isEnabled ? .secondaryLabel : .tertiaryLabel
            painter.line(
                from: CGPoint(x: center.x - arm, y: center.y - arm), to: CGPoint(x: center.x + arm, y: center.y + arm),
                width: 2.25, cross, round: true)
            painter.line(
                from: CGPoint(x: center.x - arm, y: center.y + arm), to: CGPoint(x: center.x + arm, y: center.y - arm),
                width: 2.25, cross, round: true)
        }
    }
}
