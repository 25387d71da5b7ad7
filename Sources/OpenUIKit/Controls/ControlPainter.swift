import CPangoCairo
import Foundation

/// The vector shapes controls are drawn from, antialiased as Core Animation draws rounded shapes. Raw Cairo
/// rather than `CGContext` paths, so that every arc is the one the goldens were drawn with.
struct ControlPainter {
    let cairo: OpaquePointer
    let traits: UITraitCollection
    /// Multiplies every colour's alpha: disabled controls are dimmed (ControlMetrics.disabledAlpha).
    let opacity: CGFloat

    init(_ ctx: CGContext, view: UIView, enabled: Bool = true) {
        cairo = ctx.cairo
        traits = view.traitCollection
        opacity = enabled ? 1 : ControlMetrics.disabledAlpha
        cairo_set_antialias(cairo, CAIRO_ANTIALIAS_GRAY)
    }

    private func source(_ color: UIColor) -> Bool {
        let rgba = color.rgba(in: traits)
        guard rgba.alpha * opacity > 0 else { return false }
        cairo_set_source_rgba(cairo, rgba.red, rgba.green, rgba.blue, rgba.alpha * opacity)
        return true
    }

    func addRoundedRect(_ rect: CGRect, radius: CGFloat) {
        let radius = max(0, min(radius, rect.width / 2, rect.height / 2))
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, rect.maxX - radius, rect.minY + radius, radius, -.pi / 2, 0)
        cairo_arc(cairo, rect.maxX - radius, rect.maxY - radius, radius, 0, .pi / 2)
        cairo_arc(cairo, rect.minX + radius, rect.maxY - radius, radius, .pi / 2, .pi)
        cairo_arc(cairo, rect.minX + radius, rect.minY + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(cairo)
    }

    func fillRoundedRect(_ rect: CGRect, radius: CGFloat, _ color: UIColor) {
        guard rect.width > 0, rect.height > 0, source(color) else { return }
        addRoundedRect(rect, radius: radius)
        cairo_fill(cairo)
    }

    func strokeRoundedRect(_ rect: CGRect, radius: CGFloat, width: CGFloat, _ color: UIColor) {
        guard rect.width > 0, rect.height > 0, width > 0, source(color) else { return }
        let inset = width / 2
        addRoundedRect(rect.insetBy(dx: inset, dy: inset), radius: max(0, radius - inset))
        cairo_set_line_width(cairo, width)
        cairo_stroke(cairo)
    }

    func fillCircle(center: CGPoint, radius: CGFloat, _ color: UIColor) {
        guard radius > 0, source(color) else { return }
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, center.x, center.y, radius, 0, 2 * .pi)
        cairo_fill(cairo)
    }

    func strokeCircle(center: CGPoint, radius: CGFloat, width: CGFloat, _ color: UIColor) {
        guard radius > 0, width > 0, source(color) else { return }
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, center.x, center.y, radius, 0, 2 * .pi)
        cairo_set_line_width(cairo, width)
        cairo_stroke(cairo)
    }

    /// A soft shadow under a knob: two wider translucent circles (a fixed stand-in for a blur).
    func knobShadow(center: CGPoint, radius: CGFloat) {
        fillCircle(center: CGPoint(x: center.x, y: center.y + 1.5), radius: radius + 1, UIColor(white: 0, alpha: 0.06))
        fillCircle(center: CGPoint(x: center.x, y: center.y + 1), radius: radius + 0.5, UIColor(white: 0, alpha: 0.1))
    }

    func line(from start: CGPoint, to end: CGPoint, width: CGFloat, _ color: UIColor, round: Bool = false) {
        guard source(color) else { return }
        cairo_set_line_width(cairo, width)
        cairo_set_line_cap(cairo, round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
        cairo_move_to(cairo, start.x, start.y)
        cairo_line_to(cairo, end.x, end.y)
        cairo_stroke(cairo)
    }
}
