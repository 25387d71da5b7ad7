import CPangoCairo

/// A colour for a span of text, components 0…1 in sRGB.
public struct TextColor: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

/// A span with its own face, colour or decoration. Offsets count UTF-16 code units, as `NSAttributedString`
/// does; lengths are in points.
public struct TextRun: Sendable, Hashable {
    public var range: Range<Int>
    public var font: FontSpec?
    public var color: TextColor?
    /// Extra space after each character.
    public var kern: Double?
    public var strikethrough: TextDecoration?
    public var underline: TextDecoration?
    /// How far the glyphs sit above (positive) or below the baseline.
    public var baselineOffset: Double?
    public var background: TextColor?
    /// Set on a one-character span: the character is replaced by this much empty room.
    public var placeholder: TextPlaceholder?
    /// Drawn under the span's glyphs (`ParagraphLayout.show(in:)`); it does not change the layout.
    public var shadow: TextShadow?

    public init(
        range: Range<Int>, font: FontSpec? = nil, color: TextColor? = nil, kern: Double? = nil,
        strikethrough: TextDecoration? = nil, underline: TextDecoration? = nil, baselineOffset: Double? = nil,
        background: TextColor? = nil, placeholder: TextPlaceholder? = nil, shadow: TextShadow? = nil
    ) {
        self.range = range
        self.font = font
        self.color = color
        self.kern = kern
        self.strikethrough = strikethrough
        self.underline = underline
        self.baselineOffset = baselineOffset
        self.background = background
        self.placeholder = placeholder
        self.shadow = shadow
    }
}

/// Where a line may break when the text is wider than the layout.
public enum TextWrapMode: Sendable {
    /// At word boundaries, falling back to characters for a word longer than the line.
    case word
    case character
}

/// Where the ellipsis goes when text runs out of lines.
public enum TextTruncation: Sendable {
    case none, head, middle, tail
}

/// One laid-out line, in points from the top of the layout.
public struct TextLineExtent: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var height: Double
    public var baseline: Double
    public var width: Double
}

extension TextLayout {
    /// Applies `runs` on top of the base font, replacing earlier runs.
    public func setRuns(_ runs: [TextRun]) {
        self.runs = runs
        let list = Self.baseAttributes()
        defer { pango_attr_list_unref(list) }
        if !runs.isEmpty {
            let utf8 = String(cString: pango_layout_get_text(pangoLayout))
            let offsets = Self.utf8Offsets(ofUTF16In: utf8)
            for run in runs {
                let lower = offsets[min(max(run.range.lowerBound, 0), offsets.count - 1)]
                let upper = offsets[min(max(run.range.upperBound, 0), offsets.count - 1)]
                guard lower < upper else { continue }
                if let font = run.font {
                    let description = Self.fontDescription(font)
                    insert(pango_attr_font_desc_new(description), lower, upper, into: list)
                    pango_font_description_free(description)
                }
                if let color = run.color {
                    insert(
                        pango_attr_foreground_new(color.pangoRed, color.pangoGreen, color.pangoBlue), lower, upper,
                        into: list)
                    insert(pango_attr_foreground_alpha_new(color.pangoAlpha), lower, upper, into: list)
                }
                insertDecorations(of: run, lower, upper, into: list)
            }
        }
        pango_layout_set_attributes(pangoLayout, list)
    }

    /// Keeps at most `lines` lines (nil: unlimited), ending the last one with an ellipsis where
    /// `truncation` says. Only effective once `width` is set, as in Pango.
    public func limitLines(_ lines: Int?, truncation: TextTruncation) {
        pango_layout_set_height(pangoLayout, lines.map { -Int32(clamping: max($0, 1)) } ?? -1)
        let mode: PangoEllipsizeMode
        switch truncation {
        case .none: mode = PANGO_ELLIPSIZE_NONE
        case .head: mode = PANGO_ELLIPSIZE_START
        case .middle: mode = PANGO_ELLIPSIZE_MIDDLE
        case .tail: mode = PANGO_ELLIPSIZE_END
        }
        pango_layout_set_ellipsize(pangoLayout, lines == nil ? PANGO_ELLIPSIZE_NONE : mode)
    }

    /// Call after setting `width`, which resets the mode to `.word`.
    public func setWrapMode(_ mode: TextWrapMode) {
        pango_layout_set_wrap(pangoLayout, mode == .word ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_CHAR)
    }

    /// Whether an ellipsis replaced some of the text.
    public var isTruncated: Bool { pango_layout_is_ellipsized(pangoLayout) != 0 }

    /// Each line's logical extent and baseline.
    public var lineExtents: [TextLineExtent] {
        var result: [TextLineExtent] = []
        let iterator = pango_layout_get_iter(pangoLayout)!
        defer { pango_layout_iter_free(iterator) }
        let unit = Double(PANGO_SCALE)
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let baseline = Double(pango_layout_iter_get_baseline(iterator)) / unit
            result.append(
                TextLineExtent(
                    x: Double(logical.x) / unit, y: Double(logical.y) / unit, height: Double(logical.height) / unit,
                    baseline: baseline,
                    width: Double(logical.width) / unit))
        } while pango_layout_iter_next_line(iterator) != 0
        return result
    }

    /// What every paragraph has under its runs. UIKit breaks a word that does not fit a line between
    /// characters without a hyphen (`NSParagraphStyle.hyphenationFactor` is 0 by default); Pango would insert
    /// one, so hyphens are turned off for the whole text.
    static func baseAttributes() -> OpaquePointer {
        let list = pango_attr_list_new()!
        if let noHyphens = pango_attr_insert_hyphens_new(0) {
            noHyphens.pointee.start_index = 0
            noHyphens.pointee.end_index = UInt32.max
            pango_attr_list_insert(list, noHyphens)
        }
        return list
    }

    func insert(
        _ attribute: UnsafeMutablePointer<PangoAttribute>?, _ lower: Int, _ upper: Int,
        into list: OpaquePointer
    ) {
        guard let attribute else { return }
        attribute.pointee.start_index = UInt32(lower)
        attribute.pointee.end_index = UInt32(upper)
        pango_attr_list_insert(list, attribute)
    }

    /// `result[i]` is the UTF-8 offset of UTF-16 offset `i`; one extra entry for the end.
    static func utf8Offsets(ofUTF16In text: String) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(text.utf16.count + 1)
        var utf8 = 0
        for scalar in text.unicodeScalars {
            let width = scalar.utf8.count
            for _ in 0..<scalar.utf16.count { offsets.append(utf8) }
            utf8 += width
        }
        offsets.append(utf8)
        return offsets
    }

    static func fontDescription(_ font: FontSpec) -> OpaquePointer {
        let description = pango_font_description_from_string(RasterizerSettings.fontFamilies)!
        pango_font_description_set_absolute_size(description, font.pangoSize)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight)))
        return description
    }
}
