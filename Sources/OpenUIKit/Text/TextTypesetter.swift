import Foundation
import Typesetter

/// Turns text and its attributes into the `ParagraphLayout` that is both measured and drawn, for labels (and
/// through them text views and buttons) and for `NSAttributedString`/`NSString` drawing, so that a string
/// measures the same wherever it is drawn. Attributes the string lacks come from these defaults.
struct TextTypesetter {
    var font: UIFont
    var alignment: NSTextAlignment
    var lineBreakMode: NSLineBreakMode
    var rightToLeft: Bool
    var traits: UITraitCollection
    var scale: CGFloat
    /// Fonts of the text and of its runs, scaled for the content size category.
    var adjustsFontForContentSizeCategory = false
    /// Ends the last kept line with an ellipsis whatever the line-break mode (`.truncatesLastVisibleLine`).
    var truncatesLastLine = false
    /// The line limit cuts each paragraph (Pango's limit) and every paragraph is kept, as Core Animation draws a
    /// text layer; otherwise the text keeps at most that many lines in all.
    var limitsLinesPerParagraph = false

    func resolved(_ font: UIFont) -> UIFont {
        adjustsFontForContentSizeCategory ? font.adjusted(for: traits) : font
    }

    /// The paragraph style of the first character: the first paragraph's, and the whole text's when every
    /// paragraph has the same (see `layout(_:text:width:lines:)`).
    static func paragraphStyle(of string: NSAttributedString?) -> NSParagraphStyle? {
        guard let string, string.length > 0 else { return nil }
        return string.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
    }

    /// The line height and baseline every line uses: those of the tallest font in the text (see
    /// `SystemFontMetrics`), raised for attachments that stand taller than the font's ascender.
    func naturalLineMetrics(of string: NSAttributedString?) -> (lineHeight: CGFloat, ascender: CGFloat) {
        var tallest = resolved(font)
        var attachmentAscent: CGFloat = 0
        var attachmentDescent: CGFloat = 0
        if let string {
            let whole = NSRange(location: 0, length: string.length)
            string.enumerateAttribute(.font, in: whole) { value, _, _ in
                if let font = (value as? UIFont).map(resolved), font.lineHeight > tallest.lineHeight { tallest = font }
            }
            string.enumerateAttribute(.attachment, in: whole) { value, _, _ in
                guard let bounds = (value as? NSTextAttachment)?.layoutBounds else { return }
                attachmentAscent = max(attachmentAscent, bounds.maxY)
                attachmentDescent = max(attachmentDescent, -bounds.minY)
            }
        }
        guard attachmentAscent > tallest.ascender || attachmentDescent > tallest.lineHeight - tallest.ascender else {
            return (tallest.lineHeight, tallest.ascender)
        }
        let ascender = max(tallest.ascender, attachmentAscent)
        return (ascender + max(tallest.lineHeight - tallest.ascender, attachmentDescent), ascender)
    }

    /// The line fragment's height and where its baseline sits: the natural height times `lineHeightMultiple`,
    /// then held between `minimumLineHeight` and `maximumLineHeight`; the extra height goes above the text, as
    /// TextKit places it.
    func lineMetrics(of string: NSAttributedString?) -> (lineHeight: CGFloat, ascender: CGFloat) {
        let natural = naturalLineMetrics(of: string)
        guard let style = Self.paragraphStyle(of: string),
            style.lineHeightMultiple > 0 || style.minimumLineHeight > 0 || style.maximumLineHeight > 0
        else { return natural }
        var height = natural.lineHeight
        if style.lineHeightMultiple > 0 { height *= style.lineHeightMultiple }
        if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
        if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
        return (height, natural.ascender + (height - natural.lineHeight))
    }

    /// The text laid out at `width` (nil: not wrapped) keeping at most `lines` lines (nil: all). Paragraphs take
    /// the paragraph style of their first character, as TextKit does: when those differ, each run of paragraphs
    /// with the same style is laid out by itself (its alignment, indents, line heights and spacing) and stacked
    /// under the one before, `lineSpacing` and `paragraphSpacing` of the one before plus its own
    /// `paragraphSpacingBefore` apart; the line limit counts the lines of all of them.
    func layout(_ string: NSAttributedString?, text: String, width: CGFloat?, lines: Int?) -> TypesetText {
        guard let string, case let blocks = Self.styledBlocks(of: string), blocks.count > 1 else {
            return layoutParagraphs(string, text: text, width: width, lines: lines)
        }
        var laidOut: [(typeset: TypesetText, location: Int, style: NSParagraphStyle)] = []
        var remaining = lines
        for block in blocks where remaining.map({ $0 > 0 }) ?? true {
            let part = string.attributedSubstring(from: block.range)
            let typeset = layoutParagraphs(
                part, text: part.string, width: width, lines: limitsLinesPerParagraph ? lines : remaining)
            if !limitsLinesPerParagraph { remaining = remaining.map { $0 - typeset.paragraph.lineCount } }
            laidOut.append((typeset, block.range.location, block.style))
        }
        let first = laidOut[0].typeset.paragraph
        var following: [ParagraphLayout.StackedParagraph] = []
        var attachments = laidOut[0].typeset.attachments
        for (previous, next) in zip(laidOut, laidOut.dropFirst()) {
            let gap =
                max(previous.style.lineSpacing, 0) + max(previous.style.paragraphSpacing, 0)
                + max(next.style.paragraphSpacingBefore, 0)
            following.append(
                ParagraphLayout.StackedParagraph(
                    layout: next.typeset.paragraph, spacingBefore: Double(gap), characterOffset: next.location))
            attachments += next.typeset.attachments.map { ($0.index + next.location, $0.attachment) }
        }
        let paragraph = ParagraphLayout(
            text: first.text, lineHeight: first.lineHeight, ascender: first.ascender, maximumLines: first.maximumLines,
            spacing: first.spacing, following: following)
        return TypesetText(paragraph: paragraph, attachments: attachments)
    }

    /// The runs of paragraphs that share a paragraph style (no style is the default one), each without the
    /// paragraph separator that ends it (but the last keeps a final newline, as one layout would).
    static func styledBlocks(of string: NSAttributedString) -> [(range: NSRange, style: NSParagraphStyle)] {
        let text = string.string as NSString
        var blocks: [(range: NSRange, style: NSParagraphStyle)] = []
        var location = 0
        while location < text.length {
            let paragraph = text.paragraphRange(for: NSRange(location: location, length: 0))
            let style =
                string.attribute(.paragraphStyle, at: paragraph.location, effectiveRange: nil) as? NSParagraphStyle
                ?? .default
            if let last = blocks.last, last.style.isEqual(style) {
                blocks[blocks.count - 1].range.length = NSMaxRange(paragraph) - last.range.location
            } else {
                blocks.append((paragraph, style))
            }
            location = max(NSMaxRange(paragraph), location + 1)
        }
        guard blocks.count > 1 else { return blocks }
        for index in blocks.indices.dropLast() {
            var range = blocks[index].range
            let end = text.substring(with: range)
            let separator = end.hasSuffix("\r\n") ? 2 : (end.last.map { $0.isNewline } ?? false) ? 1 : 0
            range.length -= separator
            blocks[index].range = range
        }
        return blocks
    }

    /// Text whose paragraphs all take the style of its first character, in one Pango layout.
    private func layoutParagraphs(_ string: NSAttributedString?, text: String, width: CGFloat?, lines: Int?)
        -> TypesetText
    {
        let environment: FontEnvironment
        do {
            environment = try FontEnvironment.shared()
        } catch {
            fatalError("Text cannot be measured without the pinned fonts: \(error)")
        }
        let layout = TextLayout(
            text: text, font: resolved(font).fontSpec, scale: Double(scale), environment: environment)
        let (runs, attachments) = self.runs(of: string)
        layout.setRuns(runs)
        let style = Self.paragraphStyle(of: string)
        let breakMode = style?.lineBreakMode ?? lineBreakMode
        var truncation = TextTruncation.none
        switch breakMode {
        case .byTruncatingHead: truncation = .head
        case .byTruncatingMiddle: truncation = .middle
        case .byTruncatingTail: truncation = .tail
        case .byWordWrapping, .byCharWrapping, .byClipping: truncation = truncatesLastLine ? .tail : .none
        }
        let indents = Indents(style: style, rightToLeft: rightToLeft)
        if indents.first != indents.others { layout.indent = Double(indents.first - indents.others) }
        if let width {
            // Pango fits a line with the letter spacing after its last character, which it then leaves out of
            // the line's width: without this room a kerned line exactly as wide as it measured is cut.
            let trailingKern = runs.compactMap(\.kern).max().map { max($0, 0) } ?? 0
            layout.width = Double(max(indents.lineWidth(in: width), 0)) + trailingKern
            if breakMode == .byCharWrapping { layout.setWrapMode(.character) }
            layout.limitLines(lines, truncation: truncation)
        }
        layout.alignment = textLayoutAlignment(style?.alignment ?? alignment)
        // Pango's own tabs (every eight spaces) are not UIKit's; only text with a tab needs them.
        if text.contains("\t") {
            layout.setTabs(tabs(of: style ?? .default, leftInset: indents.leftInset))
        }
        let metrics = lineMetrics(of: string)
        var spacing = ParagraphLayout.Spacing()
        if let style {
            spacing.lineSpacing = Double(max(style.lineSpacing, 0))
            spacing.paragraphSpacing = Double(max(style.paragraphSpacing, 0) + max(style.paragraphSpacingBefore, 0))
            spacing.leadingInset = Double(indents.leftInset)
        }
        let paragraph = ParagraphLayout(
            text: layout, lineHeight: Double(metrics.lineHeight), ascender: Double(metrics.ascender),
            maximumLines: limitsLinesPerParagraph ? nil : lines, spacing: spacing)
        return TypesetText(paragraph: paragraph, attachments: attachments)
    }

    private func textLayoutAlignment(_ alignment: NSTextAlignment) -> TextLayout.Alignment {
        switch alignment {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .natural, .justified: return rightToLeft ? .right : .left
        }
    }

    /// The head and tail indents of `style` as Pango takes them: lines start `min(first, head)` in, Pango
    /// indents the rest, and the wrapping width loses both margins.
    private struct Indents {
        var first: CGFloat = 0
        var others: CGFloat = 0
        var tail: CGFloat = 0
        var rightToLeft = false

        init(style: NSParagraphStyle?, rightToLeft: Bool) {
            guard let style else { return }
            first = max(style.firstLineHeadIndent, 0)
            others = max(style.headIndent, 0)
            tail = style.tailIndent
            self.rightToLeft = rightToLeft
        }

        var leading: CGFloat { min(first, others) }

        /// The inset from the left edge: the head indent, or in right-to-left text the trailing margin.
        var leftInset: CGFloat { rightToLeft ? 0 : leading }

        /// A positive tail indent is the line's length from the leading margin; zero or negative, the inset
        /// from the trailing margin (Apple's documentation of `tailIndent`).
        func lineWidth(in width: CGFloat) -> CGFloat {
            let end = tail > 0 ? min(tail, width) : width + tail
            return end - leading
        }
    }

    /// The Typesetter runs of the string's attributes, and its attachments by character offset.
    private func runs(of string: NSAttributedString?) -> ([TextRun], [(index: Int, attachment: NSTextAttachment)]) {
        guard let string, string.length > 0 else { return ([], []) }
        var runs: [TextRun] = []
        var attachments: [(index: Int, attachment: NSTextAttachment)] = []
        let whole = NSRange(location: 0, length: string.length)
        string.enumerateAttributes(in: whole) { attributes, range, _ in
            var run = TextRun(range: range.location..<(range.location + range.length))
            run.font = (attributes[.font] as? UIFont).map { resolved($0).fontSpec }
            run.color = (attributes[.foregroundColor] as? UIColor).map(textColor)
            let kern = Self.number(attributes[.kern]) ?? Self.number(attributes[.tracking])
            run.kern = kern.map(Double.init)
            run.strikethrough = decoration(attributes[.strikethroughStyle], color: attributes[.strikethroughColor])
            run.underline = decoration(attributes[.underlineStyle], color: attributes[.underlineColor])
            run.baselineOffset = Self.number(attributes[.baselineOffset]).map(Double.init)
            run.background = (attributes[.backgroundColor] as? UIColor).map(textColor)
            if let shadow = attributes[.shadow] as? NSShadow {
                run.shadow = TextShadow(
                    offsetX: Double(shadow.shadowOffset.width), offsetY: Double(shadow.shadowOffset.height),
                    blurRadius: Double(shadow.shadowBlurRadius), color: textColor(shadow.resolvedColor))
            }
            if let attachment = attributes[.attachment] as? NSTextAttachment {
                let bounds = attachment.layoutBounds
                run.placeholder = TextPlaceholder(
                    width: Double(bounds.width), ascent: Double(bounds.maxY), descent: Double(-bounds.minY))
                attachments.append((range.location, attachment))
            }
            if run != TextRun(range: run.range) { runs.append(run) }
        }
        return (runs, attachments)
    }

    /// The style's tab stops as Pango places them, from the layout's left edge (the lines start `leftInset` in):
    /// then tabs every `defaultTabInterval` past the last stop. A right tab with column terminators is a
    /// decimal tab on the terminator it holds ("." unless it holds only ","); natural and justified tabs are
    /// leading ones.
    private func tabs(of style: NSParagraphStyle, leftInset: CGFloat) -> [TextTab] {
        var tabs: [TextTab] = (style.tabStops ?? []).map { tab in
            let location = Double(max(tab.location - leftInset, 0))
            if let terminators = tab.options[.columnTerminators] as? CharacterSet, tab.alignment == .right {
                let point: Character = terminators.contains(".") || !terminators.contains(",") ? "." : ","
                return TextTab(alignment: .decimal, location: location, decimalPoint: point)
            }
            switch tab.alignment {
            case .left: return TextTab(alignment: .left, location: location)
            case .right: return TextTab(alignment: .right, location: location)
            case .center: return TextTab(alignment: .center, location: location)
            case .natural, .justified: return TextTab(alignment: rightToLeft ? .right : .left, location: location)
            }
        }
        let interval = Double(style.defaultTabInterval)
        if interval > 0 {
            var location = ((tabs.last?.location ?? 0) / interval).rounded(.down) * interval + interval
            // Enough for any line a screen shows; Pango continues at the last spacing after these.
            while tabs.count < 256 {
                tabs.append(TextTab(alignment: rightToLeft ? .right : .left, location: location))
                location += interval
            }
        }
        return tabs
    }

    private func textColor(_ color: UIColor) -> TextColor {
        let rgba = color.rgba(in: traits)
        return TextColor(
            red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), alpha: Double(rgba.alpha))
    }

    /// A line for a style value: an `NSUnderlineStyle`, or its raw value as apps pass it (an `Int` or `NSNumber`).
    private func decoration(_ value: Any?, color: Any?) -> TextDecoration? {
        let style: NSUnderlineStyle
        if let value = value as? NSUnderlineStyle {
            style = value
        } else if let raw = value as? Int {
            style = NSUnderlineStyle(rawValue: raw)
        } else if let number = value as? NSNumber {
            style = NSUnderlineStyle(rawValue: number.intValue)
        } else {
            return nil
        }
        guard style.rawValue & 0x0F != 0 else { return nil }
        let kind: TextDecoration.Style =
            style.contains(.double) ? .double : style.contains(.thick) ? .thick : .single
        return TextDecoration(style: kind, color: (color as? UIColor).map(textColor))
    }

    /// A number attribute as apps pass it: a `CGFloat`, `Double`, `Int` or `NSNumber`.
    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }
}
