/// What a layout asks of the pinned faces: a size in points and a weight on the OpenType scale
/// (100 thin … 400 regular … 700 bold … 900 black).
public struct FontSpec: Sendable, Hashable {
    public var pointSize: Double
    public var weight: Int

    public init(pointSize: Double, weight: Int = 400) {
        self.pointSize = pointSize
        self.weight = weight
    }
}
