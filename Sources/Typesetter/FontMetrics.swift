import CPangoCairo

/// The vertical metrics Pango uses for a face at a size, in points: those of the first family in
/// `RasterizerSettings.fontFamilies` (Inter), which is also what Pango sizes a Latin line by.
public struct FontMetrics: Sendable, Hashable {
    public var ascent: Double
    public var descent: Double
    /// Ascent plus descent: Pango's default height of a line set in this face alone.
    public var height: Double { ascent + descent }

    public init(font: FontSpec, environment: FontEnvironment) {
        let description = TextLayout.fontDescription(font)
        defer { pango_font_description_free(description) }
        let metrics = pango_context_get_metrics(
            environment.context(scale: 1), description, pango_language_from_string(RasterizerSettings.language))!
        defer { pango_font_metrics_unref(metrics) }
        let unit = Double(PANGO_SCALE)
        ascent = Double(pango_font_metrics_get_ascent(metrics)) / unit
        descent = Double(pango_font_metrics_get_descent(metrics)) / unit
    }
}
