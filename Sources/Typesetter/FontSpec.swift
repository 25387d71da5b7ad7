import CPangoCairo

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

extension FontSpec {
    /// The size in Pango units, clamped to 0…10,000 pt: Pango stores sizes in 32 bits, and FreeType
    /// refuses faces past 65,535 pixels per em, which 10,000 pt stays under even at @3x and with
    /// Pango's own scaling. A size that is not a number is 0.
    var pangoSize: Double {
        guard pointSize.isFinite, pointSize > 0 else {
            return pointSize == .infinity ? 10_000 * Double(PANGO_SCALE) : 0
        }
        return min(pointSize, 10_000) * Double(PANGO_SCALE)
    }
}
