import CPangoCairo
import Foundation

extension BarGlyphView {
    /// Each glyph is a few antialiased strokes or fills in a unit box scaled to the view: simple stand-ins for
    /// the SF Symbols UIKit draws, with no bitmaps.
    func drawGlyph(in ctx: CGContext, bounds: CGRect) {
        let cairo = ctx.cairo
        let color = drawingColor.rgba(in: traitCollection)
        cairo_save(cairo)
        cairo_set_antialias(cairo, CAIRO_ANTIALIAS_GRAY)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        if flipsForRightToLeft && effectiveUserInterfaceLayoutDirection == .rightToLeft {
            cairo_translate(cairo, bounds.width, 0)
            cairo_scale(cairo, -1, 1)
        }
        let w = bounds.width
        let h = bounds.height
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_width(cairo, max(1.5, min(w, h) / 10))
        func move(_ x: Double, _ y: Double) { cairo_move_to(cairo, x * w, y * h) }
        func line(_ x: Double, _ y: Double) { cairo_line_to(cairo, x * w, y * h) }
        func circle(_ x: Double, _ y: Double, _ r: Double) {
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, x * w, y * h, r * min(w, h), 0, 2 * .pi)
        }
        switch glyph {
        case .backChevron:
            cairo_set_line_width(cairo, 3)
            move(0.8, 0.08)
            line(0.2, 0.5)
            line(0.8, 0.92)
            cairo_stroke(cairo)
        case .plus:
            move(0.5, 0.12)
            line(0.5, 0.88)
            move(0.12, 0.5)
            line(0.88, 0.5)
            cairo_stroke(cairo)
        case .compose:
            move(0.55, 0.15)
            line(0.15, 0.15)
            line(0.15, 0.85)
            line(0.85, 0.85)
            line(0.85, 0.45)
            move(0.45, 0.55)
            line(0.88, 0.12)
            cairo_stroke(cairo)
        case .share:
            move(0.35, 0.4)
            line(0.2, 0.4)
            line(0.2, 0.9)
            line(0.8, 0.9)
            line(0.8, 0.4)
            line(0.65, 0.4)
            move(0.5, 0.62)
            line(0.5, 0.08)
            move(0.33, 0.25)
            line(0.5, 0.08)
            line(0.67, 0.25)
            cairo_stroke(cairo)
        case .magnifier:
            circle(0.42, 0.42, 0.28)
            move(0.63, 0.63)
            line(0.88, 0.88)
            cairo_stroke(cairo)
        case .trash:
            move(0.12, 0.22)
            line(0.88, 0.22)
            move(0.38, 0.22)
            line(0.4, 0.1)
            line(0.6, 0.1)
            line(0.62, 0.22)
            move(0.22, 0.22)
            line(0.28, 0.9)
            line(0.72, 0.9)
            line(0.78, 0.22)
            cairo_stroke(cairo)
        case .refresh:
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, 0.5 * w, 0.52 * h, 0.33 * min(w, h), -0.35 * .pi, 1.45 * .pi)
            cairo_stroke(cairo)
            move(0.58, 0.06)
            line(0.8, 0.2)
            line(0.6, 0.36)
            cairo_stroke(cairo)
        case .book:
            move(0.5, 0.22)
            line(0.5, 0.88)
            move(0.5, 0.22)
            line(0.1, 0.15)
            line(0.1, 0.8)
            line(0.5, 0.88)
            line(0.9, 0.8)
            line(0.9, 0.15)
            line(0.5, 0.22)
            cairo_stroke(cairo)
        case .circle:
            circle(0.5, 0.5, 0.38)
            cairo_stroke(cairo)
        case .star:
            for index in 0..<10 {
                let angle = -Double.pi / 2 + Double(index) * .pi / 5
                let r = index % 2 == 0 ? 0.46 : 0.19
                let x = 0.5 + r * cos(angle)
                let y = 0.53 + r * sin(angle)
                index == 0 ? move(x, y) : line(x, y)
            }
            cairo_close_path(cairo)
            cairo_fill(cairo)
        case .clock:
            circle(0.5, 0.5, 0.4)
            move(0.5, 0.25)
            line(0.5, 0.5)
            line(0.68, 0.62)
            cairo_stroke(cairo)
        case .ellipsis:
            for x in [0.2, 0.5, 0.8] { circle(x, 0.5, 0.09) }
            cairo_fill(cairo)
        case .person:
            circle(0.5, 0.3, 0.2)
            cairo_fill(cairo)
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, 0.5 * w, 0.95 * h, 0.4 * min(w, h), .pi, 2 * .pi)
            cairo_close_path(cairo)
            cairo_fill(cairo)
        case .square:
            cairo_rectangle(cairo, 0.15 * w, 0.15 * h, 0.7 * w, 0.7 * h)
            cairo_fill(cairo)
        }
        cairo_restore(cairo)
    }
}
