/// A line through or under a span of text, drawn by Pango with the glyphs.
public struct TextDecoration: Sendable, Hashable {
    public enum Style: Sendable, Hashable {
        case single
        /// Pango draws no thick line; a single one stands in for it.
        case thick
        /// Two lines for underlines; strikethroughs have one line in Pango.
        case double
    }

    public var style: Style
    /// `nil`: the span's foreground colour.
    public var color: TextColor?

    public init(style: Style = .single, color: TextColor? = nil) {
        self.style = style
        self.color = color
    }
}
