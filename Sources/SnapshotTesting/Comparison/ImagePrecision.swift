import Foundation
import SnapshotRenderer

/// swift-snapshot-testing's image matching. `precision` is the share of pixels that must match (1: all);
/// `perceptualPrecision` how close a pixel's colour must be to count as matching (1: exactly; below 1 a
/// pixel matches when its CIEDE2000 difference is at most `(1 − perceptualPrecision) × 100`, so 0.98 allows
/// ΔE00 2, about a just-noticeable difference). Core Image's filter behind swift-snapshot-testing is
/// documented as ΔE 1994; CIEDE2000 is the later, better-behaved formula on the same 0…100 scale.
///
/// Its non-perceptual path counts differing bytes, not pixels, while its documentation says pixels; here
/// both paths count pixels. The values are read as the decimals written in the test (`0.99` allows one
/// pixel in a hundred to differ), not as the nearest `Float`. Alpha is compared exactly: a pixel whose
/// opacity changed does not match, whatever its colour.
public struct ImagePrecision: Sendable, Equatable {
    public var precision: Float
    public var perceptualPrecision: Float

    public init(precision: Float = 1, perceptualPrecision: Float = 1) {
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
    }

    /// The same rule as an ``ImageTolerance``.
    public var tolerance: ImageTolerance {
        let share = Self.decimal(precision)
        let perceptual = Self.decimal(perceptualPrecision)
        return ImageTolerance(
            maxDifferingFraction: min(max(1 - share, 0), 1),
            maxDeltaE: perceptual < 1 ? min((1 - perceptual) * 100, 100) : nil)
    }

    /// `nil` when `actual` matches `expected`; otherwise the failure in swift-snapshot-testing's words,
    /// followed by where the changed pixels are. Sizes in the message are in points at `scale`.
    public func difference(expected: RGBAImage, actual: RGBAImage, scale: CGFloat) -> SnapshotDifference? {
        if expected == actual { return nil }
        guard actual.width > 0 && actual.height > 0 else {
            return SnapshotDifference(summary: "Newly-taken snapshot is empty.")
        }
        let comparison = ImageComparison(expected: expected, actual: actual, tolerance: tolerance)
        let details = comparison.difference
        guard comparison.sizesMatch else {
            let message =
                "Newly-taken snapshot@\(Self.points(actual, scale)) does not match reference@\(Self.points(expected, scale))."
            return SnapshotDifference(
                summary: message + "\n" + details.summary, artifacts: details.artifacts, facts: details.facts)
        }
        if comparison.passes { return nil }
        let matching = 1 - Float(comparison.differingPixels) / Float(comparison.totalPixels)
        let message: String
        if precision >= 1 && perceptualPrecision >= 1 {
            message = "Newly-taken snapshot does not match reference."
        } else if perceptualPrecision < 1 {
            let lowest = 1 - min(Float(comparison.largestDeltaE) / 100, 1)
            message = """
                The percentage of pixels that match \(matching) is less than required \(precision)
                The lowest perceptual color precision \(lowest) is less than required \(perceptualPrecision)
                """
        } else {
            message = "Actual image precision \(matching) is less than required \(precision)"
        }
        return SnapshotDifference(
            summary: message + "\n" + details.summary, artifacts: details.artifacts, facts: details.facts)
    }

    /// The decimal a `Float` literal was written as (`0.99`, not 0.9900000095…).
    static func decimal(_ value: Float) -> Double { Double("\(value)") ?? Double(value) }

    private static func points(_ image: RGBAImage, _ scale: CGFloat) -> CGSize {
        let scale = scale > 0 ? scale : 1
        return CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
    }
}
