import CPangoCairo

/// A paragraph laid out by Pango in points. The same object is measured by layout code and drawn by
/// the renderer, so what is measured is what is drawn.
public final class TextLayout {
    public enum Alignment: Sendable { case left, center, right }

    let layout: OpaquePointer
    public let scale: Double

    public init(text: String, font: FontSpec, scale: Double, environment: FontEnvironment) {
        self.scale = scale
        layout = pango_layout_new(environment.context(scale: scale))
        let description = pango_font_description_from_string(RasterizerSettings.fontFamilies)
        pango_font_description_set_absolute_size(description, font.pangoSize)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight)))
        pango_layout_set_font_description(pangoLayout, description)
        pango_font_description_free(description)
        pango_layout_set_text(pangoLayout, text, -1)
        let attributes = Self.baseAttributes()
        pango_layout_set_attributes(pangoLayout, attributes)
        pango_attr_list_unref(attributes)
    }

    /// A copy with the same text, font, width, wrapping, alignment, indent, tabs and runs, for a variant drawn
    /// with other attributes (a shadow).
    init(copying other: TextLayout) {
        scale = other.scale
        layout = pango_layout_copy(other.layout)
        runs = other.runs
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// The runs `setRuns(_:)` last applied.
    public internal(set) var runs: [TextRun] = []

    var pangoLayout: OpaquePointer { layout }

    /// A wrapping width in Pango units, which are 32-bit: widths past Int32 (a label 10⁹ pt wide) wrap at
    /// the largest width Pango holds, a width that is not a number does not wrap, a negative one wraps
    /// every character.
    static func pangoWidth(_ points: Double) -> Int32 {
        guard !points.isNaN else { return -1 }
        return Int32(clamping: Int64(max(0, min(points * Double(PANGO_SCALE), Double(Int32.max))).rounded(.down)))
    }

    /// The wrapping width in points; `nil` lays the text out on as few lines as its newlines allow.
    public var width: Double? {
        get {
            let width = pango_layout_get_width(pangoLayout)
            return width < 0 ? nil : Double(width) / Double(PANGO_SCALE)
        }
        set {
            pango_layout_set_width(pangoLayout, newValue.map(Self.pangoWidth) ?? -1)
            pango_layout_set_wrap(pangoLayout, PANGO_WRAP_WORD_CHAR)
        }
    }

    public var alignment: Alignment = .left {
        didSet {
            let value: PangoAlignment
            switch alignment {
            case .left: value = PANGO_ALIGN_LEFT
            case .center: value = PANGO_ALIGN_CENTER
            case .right: value = PANGO_ALIGN_RIGHT
            }
            pango_layout_set_alignment(pangoLayout, value)
        }
    }

    /// The logical size of the text in points (advance widths and full line heights).
    public var size: (width: Double, height: Double) {
        var logical = PangoRectangle()
        pango_layout_get_extents(pangoLayout, nil, &logical)
        return (Double(logical.width) / Double(PANGO_SCALE), Double(logical.height) / Double(PANGO_SCALE))
    }

    /// The ink bounds in points, relative to the layout's origin.
    public var inkBounds: (x: Double, y: Double, width: Double, height: Double) {
        var ink = PangoRectangle()
        pango_layout_get_extents(pangoLayout, &ink, nil)
        let unit = Double(PANGO_SCALE)
        return (Double(ink.x) / unit, Double(ink.y) / unit, Double(ink.width) / unit, Double(ink.height) / unit)
    }

    public var lineCount: Int { Int(pango_layout_get_line_count(pangoLayout)) }

    /// Distance from the top of the layout to the first baseline, in points.
    public var firstBaseline: Double { Double(pango_layout_get_baseline(pangoLayout)) / Double(PANGO_SCALE) }

    /// Draws the layout with its top-left corner at the Cairo context's current point, in the
    /// context's current source colour. The context's transform must be scaled by `scale`.
    public func show(in cairo: OpaquePointer) {
        pango_cairo_show_layout(cairo, pangoLayout)
    }
}
