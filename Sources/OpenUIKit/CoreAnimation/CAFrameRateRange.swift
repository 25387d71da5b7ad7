import Foundation

/// The frame rates a display link or animation would like, in frames per second; zeros leave the choice
/// to the system (`default`).
public struct CAFrameRateRange: Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    public func isEqual(to range: CAFrameRateRange) -> Bool {
        minimum == range.minimum && maximum == range.maximum && preferred == range.preferred
    }
}
