/// The frame rates a display link asks for (iOS 15). Only `preferred`, else `maximum`, sets how often
/// a display link fires here: there is no display whose rate would decide.
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: the display's own rate, 60 frames a second here.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    public func isEqual(to other: CAFrameRateRange) -> Bool { self == other }
}
