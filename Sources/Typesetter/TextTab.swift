/// A tab stop: text after a tab character starts at, ends at, is centred on, or has its decimal point at
/// `location` points from the line's start.
public struct TextTab: Sendable, Hashable {
    public enum Alignment: Sendable, Hashable { case left, right, center, decimal }

    public var alignment: Alignment
    public var location: Double
    /// The character a decimal tab aligns on.
    public var decimalPoint: Character

    public init(alignment: Alignment, location: Double, decimalPoint: Character = ".") {
        self.alignment = alignment
        self.location = location
        self.decimalPoint = decimalPoint
    }
}
