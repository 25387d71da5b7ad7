/// When two images count as the same. The defaults are exact: the renderer is deterministic, so any
/// tolerance is a decision a test makes visibly.
public struct ImageTolerance: Sendable, Equatable {
    /// The largest difference in any one channel (0…255) for which two pixels still count as equal.
    public var perChannel: Int
    /// The share of pixels (0…1) that may differ before the images differ. A share exactly at the
    /// limit passes.
    public var maxDifferingFraction: Double
    /// When set, colours are compared by CIEDE2000 (ΔE00, sRGB → CIELAB under D65) and two pixels are
    /// equal when ΔE00 is at most this value (1 ≈ a just-noticeable difference); alpha still uses
    /// `perChannel`.
    public var maxDeltaE: Double?

    public init(perChannel: Int = 0, maxDifferingFraction: Double = 0, maxDeltaE: Double? = nil) {
        precondition((0...255).contains(perChannel), "perChannel is a channel difference, 0…255")
        precondition((0...1).contains(maxDifferingFraction), "maxDifferingFraction is a share, 0…1")
        precondition(maxDeltaE.map { $0 >= 0 } ?? true, "maxDeltaE cannot be negative")
        self.perChannel = perChannel
        self.maxDifferingFraction = maxDifferingFraction
        self.maxDeltaE = maxDeltaE
    }

    /// Every pixel byte-equal.
    public static let exact = ImageTolerance()

    /// Perceptual comparison: pixels within `maxDeltaE` ΔE00 are equal, and `fraction` of them may differ.
    public static func perceptual(maxDeltaE: Double = 1, maxDifferingFraction fraction: Double = 0) -> ImageTolerance {
        ImageTolerance(maxDifferingFraction: fraction, maxDeltaE: maxDeltaE)
    }
}
