import CPangoCairo

/// Every knob that changes how glyphs turn into pixels, fixed in one place so that output does not
/// depend on the machine's fontconfig rules, locale or X resources.
public enum RasterizerSettings {
    /// Greyscale antialiasing: UIKit renders text without subpixel (LCD) colour fringes on iOS.
    public static let antialias = CAIRO_ANTIALIAS_GRAY
    /// No hinting and unhinted metrics: iOS does not hint, and unhinted advances keep a layout
    /// identical at @1x, @2x and @3x, so measuring once serves every scale.
    public static let hintStyle = CAIRO_HINT_STYLE_NONE
    public static let hintMetrics = CAIRO_HINT_METRICS_OFF
    public static let subpixelOrder = CAIRO_SUBPIXEL_ORDER_DEFAULT
    /// Glyphs keep fractional positions, as Core Text does.
    public static let roundsGlyphPositions = false
    /// The language Pango shapes and breaks lines for. Fixed, never taken from `LANG`.
    public static let language = "en-us"
    /// Latin first; CJK comes from Noto Sans CJK JP (which also covers Hangul).
    public static let fontFamilies = "Inter, Noto Sans CJK JP"

    /// Cairo font options built from the settings above; the caller owns the result.
    public static func makeFontOptions() -> OpaquePointer {
        let options = cairo_font_options_create()!
        cairo_font_options_set_antialias(options, antialias)
        cairo_font_options_set_hint_style(options, hintStyle)
        cairo_font_options_set_hint_metrics(options, hintMetrics)
        cairo_font_options_set_subpixel_order(options, subpixelOrder)
        return options
    }
}
