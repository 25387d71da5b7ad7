/// A drop shadow under a span's glyphs: the glyphs again in `color`, moved by the offset and blurred. Lengths in
/// points; a positive `offsetY` moves the shadow down.
public struct TextShadow: Sendable, Hashable {
    public var offsetX: Double
    public var offsetY: Double
    /// The blur's standard deviation in points, as a layer's `shadowRadius` is drawn; 0 is a sharp copy.
    public var blurRadius: Double
    public var color: TextColor

    public init(offsetX: Double, offsetY: Double, blurRadius: Double, color: TextColor) {
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blurRadius = blurRadius
        self.color = color
    }
}
