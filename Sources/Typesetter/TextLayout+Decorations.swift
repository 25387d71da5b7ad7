import CPangoCairo

extension TextColor {
    private static func channel(_ value: Double) -> UInt16 { UInt16((min(max(value, 0), 1) * 65535).rounded()) }
    var pangoRed: UInt16 { Self.channel(red) }
    var pangoGreen: UInt16 { Self.channel(green) }
    var pangoBlue: UInt16 { Self.channel(blue) }
    var pangoAlpha: UInt16 { Self.channel(alpha) }
}

extension TextLayout {
    /// Points in Pango units, clamped to what 32 bits hold; a length that is not a number is 0.
    static func pangoUnits(_ points: Double) -> Int32 {
        guard !points.isNaN else { return 0 }
        return Int32(clamping: Int64(max(min(points * Double(PANGO_SCALE), 1e9), -1e9).rounded()))
    }

    /// Kern, lines, baseline offset, background and placeholders of `run`, over the UTF-8 bytes `lower..<upper`.
    func insertDecorations(of run: TextRun, _ lower: Int, _ upper: Int, into list: OpaquePointer) {
        if let kern = run.kern, kern != 0 {
            insert(pango_attr_letter_spacing_new(Self.pangoUnits(kern)), lower, upper, into: list)
        }
        if let strikethrough = run.strikethrough {
            insert(pango_attr_strikethrough_new(1), lower, upper, into: list)
            if let color = strikethrough.color {
                insert(
                    pango_attr_strikethrough_color_new(color.pangoRed, color.pangoGreen, color.pangoBlue), lower,
                    upper, into: list)
            }
        }
        if let underline = run.underline {
            let style = underline.style == .double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE
            insert(pango_attr_underline_new(style), lower, upper, into: list)
            if let color = underline.color {
                insert(
                    pango_attr_underline_color_new(color.pangoRed, color.pangoGreen, color.pangoBlue), lower, upper,
                    into: list)
            }
        }
        if let offset = run.baselineOffset, offset != 0 {
            insert(pango_attr_rise_new(Self.pangoUnits(offset)), lower, upper, into: list)
        }
        if let background = run.background {
            insert(
                pango_attr_background_new(background.pangoRed, background.pangoGreen, background.pangoBlue), lower,
                upper, into: list)
            insert(pango_attr_background_alpha_new(background.pangoAlpha), lower, upper, into: list)
        }
        if let placeholder = run.placeholder {
            var logical = PangoRectangle(
                x: 0, y: -Self.pangoUnits(placeholder.ascent), width: Self.pangoUnits(max(placeholder.width, 0)),
                height: Self.pangoUnits(max(placeholder.ascent + placeholder.descent, 0)))
            var ink = logical
            insert(pango_attr_shape_new(&ink, &logical), lower, upper, into: list)
        }
    }

    /// Where the character at UTF-16 offset `index` starts: its line and its x from the line's start, in points.
    public func position(ofCharacterAt index: Int) -> (line: Int, x: Double)? {
        let utf8 = String(cString: pango_layout_get_text(pangoLayout))
        let offsets = Self.utf8Offsets(ofUTF16In: utf8)
        guard index >= 0, index < offsets.count - 1 else { return nil }
        var line: Int32 = 0
        var x: Int32 = 0
        pango_layout_index_to_line_x(pangoLayout, Int32(offsets[index]), 0, &line, &x)
        return (Int(line), Double(x) / Double(PANGO_SCALE))
    }
}

extension TextLayout {
    /// How much further in than the other lines each paragraph's first line starts, in points; negative
    /// indents the other lines instead (Pango's hanging indent).
    public var indent: Double {
        get { Double(pango_layout_get_indent(pangoLayout)) / Double(PANGO_SCALE) }
        set { pango_layout_set_indent(pangoLayout, Self.pangoUnits(newValue)) }
    }
}
