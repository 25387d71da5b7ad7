/// Room kept in a line for something that is not a glyph (an inline image): `width` wide, `ascent` above the
/// baseline and `descent` below it, in points. Pango shapes nothing there; the caller draws into the space.
public struct TextPlaceholder: Sendable, Hashable {
    public var width: Double
    public var ascent: Double
    public var descent: Double

    public init(width: Double, ascent: Double, descent: Double) {
        self.width = width
        self.ascent = ascent
        self.descent = descent
    }
}
