import CPangoCairo

/// A `TextLayout` whose lines are stacked at a fixed pitch: every line is `lineHeight` tall with its
/// baseline `ascender` below the line's top, whichever faces the line falls back to.
///
/// Pango sizes each line by the faces on it, so a line of Noto Sans CJK (24.6 pt at 17 pt) would be
/// taller than a line of Inter (20.6 pt); UIKit's labels use the primary font's metrics for every
/// line. Pango still itemizes, shapes, wraps, aligns and ellipsizes; only the vertical placement is
/// taken from the caller, for both measurement and drawing.
public final class ParagraphLayout {
    /// Space the paragraph style adds between lines, in points; zero by default.
    public struct Spacing: Sendable, Hashable {
        /// After every line but the last.
        public var lineSpacing: Double
        /// Before every line that starts a paragraph (after a newline), except the first line.
        public var paragraphSpacing: Double
        /// Added to every line's x (head indents).
        public var leadingInset: Double

        public init(lineSpacing: Double = 0, paragraphSpacing: Double = 0, leadingInset: Double = 0) {
            self.lineSpacing = lineSpacing
            self.paragraphSpacing = paragraphSpacing
            self.leadingInset = leadingInset
        }
    }

    public let text: TextLayout
    public let lineHeight: Double
    public let ascender: Double
    /// Lines past this count are neither measured nor drawn (clipping without an ellipsis); `nil`
    /// keeps every line.
    public let maximumLines: Int?
    public let spacing: Spacing
    /// Later paragraphs whose style differs from this one's, each laid out by itself and stacked below: the
    /// text's lines, origins, size and drawing are this paragraph's followed by theirs.
    public let following: [StackedParagraph]

    /// A paragraph under the one before, `spacingBefore` points below its last line; its characters start at
    /// `characterOffset` (UTF-16) in the whole text. Its layout has no following paragraphs of its own.
    public struct StackedParagraph {
        public let layout: ParagraphLayout
        public let spacingBefore: Double
        public let characterOffset: Int

        public init(layout: ParagraphLayout, spacingBefore: Double, characterOffset: Int) {
            self.layout = layout
            self.spacingBefore = spacingBefore
            self.characterOffset = characterOffset
        }
    }

    public init(
        text: TextLayout, lineHeight: Double, ascender: Double, maximumLines: Int? = nil, spacing: Spacing = Spacing(),
        following: [StackedParagraph] = []
    ) {
        self.text = text
        self.lineHeight = lineHeight
        self.ascender = ascender
        self.maximumLines = maximumLines
        self.spacing = spacing
        self.following = following
    }

    private var lines: [TextLineExtent] {
        let all = text.lineExtents
        guard let maximumLines, all.count > maximumLines else { return all }
        return Array(all.prefix(maximumLines))
    }

    public var lineCount: Int { following.reduce(ownLineCount) { $0 + $1.layout.lineCount } }

    private var ownLineCount: Int {
        let count = text.lineCount
        return maximumLines.map { min($0, count) } ?? count
    }

    /// Where each following paragraph's top is, from this one's top.
    private var followingTops: [Double] {
        var top = ownSize.height
        return following.map { paragraph in
            top += paragraph.spacingBefore
            defer { top += paragraph.layout.size.height }
            return top
        }
    }

    /// How many of the lines before line `index` start a paragraph (line 0 does not count).
    private func paragraphBreaks(before index: Int) -> Int {
        guard spacing.paragraphSpacing != 0, index > 1 else { return 0 }
        var count = 0
        for line in 1..<index {
            if let pointer = pango_layout_get_line_readonly(text.pangoLayout, Int32(line)),
                pointer.pointee.is_paragraph_start != 0
            {
                count += 1
            }
        }
        return count
    }

    /// The top of line `index`. Written so that without spacing it is exactly `index × lineHeight`.
    private func top(ofLine index: Int, breaks: Int) -> Double {
        Double(index) * lineHeight + Double(index) * spacing.lineSpacing + Double(breaks) * spacing.paragraphSpacing
    }

    /// Logical width of the widest kept line (with its leading inset) and the kept lines' height with their
    /// spacing, in points.
    public var size: (width: Double, height: Double) {
        let own = ownSize
        guard let last = following.last, let lastTop = followingTops.last else { return own }
        let width = following.reduce(own.width) { max($0, $1.layout.size.width) }
        return (width, lastTop + last.layout.size.height)
    }

    private var ownSize: (width: Double, height: Double) {
        let kept = lines
        guard !kept.isEmpty else { return (0, 0) }
        let breaks = paragraphBreaks(before: kept.count)
        let height =
            Double(kept.count) * lineHeight + Double(kept.count - 1) * spacing.lineSpacing + Double(breaks)
            * spacing.paragraphSpacing
        return ((indentedWidths(of: kept).max() ?? 0) + spacing.leadingInset, height)
    }

    /// Each line's width plus the indent Pango gives it: paragraphs' first lines move in by a positive indent,
    /// the other lines by a negative one.
    private func indentedWidths(of kept: [TextLineExtent]) -> [Double] {
        let indent = text.indent
        guard indent != 0 else { return kept.map(\.width) }
        return kept.enumerated().map { index, line in
            let starts =
                pango_layout_get_line_readonly(text.pangoLayout, Int32(index)).map {
                    $0.pointee.is_paragraph_start != 0
                }
                ?? false
            return line.width + (starts ? max(indent, 0) : max(-indent, 0))
        }
    }

    public var firstBaseline: Double { ascender }
    public var lastBaseline: Double {
        if let last = following.last, let top = followingTops.last { return top + last.layout.lastBaseline }
        let last = max(ownLineCount - 1, 0)
        return top(ofLine: last, breaks: paragraphBreaks(before: last + 1)) + ascender
    }

    /// Where each kept line starts (x, from Pango's alignment within `text.width`) and its baseline.
    public var lineOrigins: [(x: Double, baseline: Double)] {
        var origins = ownLineOrigins
        for (paragraph, top) in zip(following, followingTops) {
            origins += paragraph.layout.lineOrigins.map { ($0.x, top + $0.baseline) }
        }
        return origins
    }

    /// Where each kept line ends, from the top: lines of stacked paragraphs can differ in height.
    public var lineBottoms: [Double] {
        var bottoms = ownLineOrigins.map { $0.baseline - ascender + lineHeight }
        for (paragraph, top) in zip(following, followingTops) {
            bottoms += paragraph.layout.lineBottoms.map { top + $0 }
        }
        return bottoms
    }

    private var ownLineOrigins: [(x: Double, baseline: Double)] {
        var breaks = 0
        return lines.enumerated().map { index, line in
            if index > 0, spacing.paragraphSpacing != 0,
                let pointer = pango_layout_get_line_readonly(text.pangoLayout, Int32(index)),
                pointer.pointee.is_paragraph_start != 0
            {
                breaks += 1
            }
            return (line.x + spacing.leadingInset, top(ofLine: index, breaks: breaks) + ascender)
        }
    }

    /// Draws the kept lines with the block's top-left corner at the Cairo context's current point,
    /// in the context's current source colour unless runs carry their own. The context's transform
    /// must be scaled by `text.scale`.
    public func show(in cairo: OpaquePointer) {
        var originX = 0.0
        var originY = 0.0
        cairo_get_current_point(cairo, &originX, &originY)
        if text.runs.contains(where: { $0.shadow != nil }) {
            showShadows(in: cairo, originX: originX, originY: originY)
            cairo_move_to(cairo, originX, originY)
        }
        showGlyphs(in: cairo)
        for (paragraph, top) in zip(following, followingTops) {
            cairo_move_to(cairo, originX, originY + top)
            paragraph.layout.show(in: cairo)
        }
        cairo_move_to(cairo, originX, originY)
    }

    /// Where the character at UTF-16 offset `index` of the whole text starts: its line among `lineOrigins` and its
    /// x from the line's start, in points.
    public func position(ofCharacterAt index: Int) -> (line: Int, x: Double)? {
        guard let later = following.lastIndex(where: { $0.characterOffset <= index }) else {
            return text.position(ofCharacterAt: index)
        }
        let paragraph = following[later]
        guard let position = paragraph.layout.position(ofCharacterAt: index - paragraph.characterOffset) else {
            return nil
        }
        let linesBefore = following[..<later].reduce(ownLineCount) { $0 + $1.layout.lineCount }
        return (linesBefore + position.line, position.x)
    }

    /// `show(in:)` without the runs' shadows.
    func showGlyphs(in cairo: OpaquePointer) {
        var originX = 0.0
        var originY = 0.0
        cairo_get_current_point(cairo, &originX, &originY)
        let layout = text.pangoLayout
        for (index, origin) in ownLineOrigins.enumerated() {
            guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { break }
            cairo_move_to(cairo, originX + origin.x, originY + origin.baseline)
            pango_cairo_show_layout_line(cairo, line)
        }
        cairo_move_to(cairo, originX, originY)
    }
}
