import CPangoCairo

/// A `TextLayout` whose lines are stacked at a fixed pitch: every line is `lineHeight` tall with its
/// baseline `ascender` below the line's top, whichever faces the line falls back to.
///
/// Pango sizes each line by the faces on it, so a line of Noto Sans CJK (24.6 pt at 17 pt) would be
/// taller than a line of Inter (20.6 pt); UIKit's labels use the primary font's metrics for every
/// line. Pango still itemizes, shapes, wraps, aligns and ellipsizes; only the vertical placement is
/// taken from the caller, for both measurement and drawing.
public final class ParagraphLayout {
    public let text: TextLayout
    public let lineHeight: Double
    public let ascender: Double
    /// Lines past this count are neither measured nor drawn (clipping without an ellipsis); `nil`
    /// keeps every line.
    public let maximumLines: Int?

    public init(text: TextLayout, lineHeight: Double, ascender: Double, maximumLines: Int? = nil) {
        self.text = text
        self.lineHeight = lineHeight
        self.ascender = ascender
        self.maximumLines = maximumLines
    }

    private var lines: [TextLineExtent] {
        let all = text.lineExtents
        guard let maximumLines, all.count > maximumLines else { return all }
        return Array(all.prefix(maximumLines))
    }

    public var lineCount: Int {
        let count = text.lineCount
        return maximumLines.map { min($0, count) } ?? count
    }

    /// Logical width of the widest kept line and `lineCount × lineHeight`, in points.
    public var size: (width: Double, height: Double) {
        let kept = lines
        return (kept.map(\.width).max() ?? 0, Double(kept.count) * lineHeight)
    }

    public var firstBaseline: Double { ascender }
    public var lastBaseline: Double { Double(max(lineCount - 1, 0)) * lineHeight + ascender }

    /// Where each kept line starts (x, from Pango's alignment within `text.width`) and its baseline.
    public var lineOrigins: [(x: Double, baseline: Double)] {
        lines.enumerated().map { ($1.x, Double($0) * lineHeight + ascender) }
    }

    /// Draws the kept lines with the block's top-left corner at the Cairo context's current point,
    /// in the context's current source colour unless runs carry their own. The context's transform
    /// must be scaled by `text.scale`.
    public func show(in cairo: OpaquePointer) {
        var originX = 0.0
        var originY = 0.0
        cairo_get_current_point(cairo, &originX, &originY)
        let layout = text.pangoLayout
        for (index, origin) in lineOrigins.enumerated() {
            guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { break }
            cairo_move_to(cairo, originX + origin.x, originY + origin.baseline)
            pango_cairo_show_layout_line(cairo, line)
        }
        cairo_move_to(cairo, originX, originY)
    }
}
