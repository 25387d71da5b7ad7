/// How a snapshot format is stored and compared. The result of `diff` is a plain value, not tied to a
/// test framework, so tools and tests read the same failure.
public struct Diffing<Format> {
    public var toData: (Format) -> [UInt8]
    public var fromData: ([UInt8]) -> Format
    /// `nil` when `actual` matches `expected`; otherwise what differs.
    public var diff: (_ expected: Format, _ actual: Format) -> SnapshotDifference?

    public init(
        toData: @escaping (Format) -> [UInt8], fromData: @escaping ([UInt8]) -> Format,
        diff: @escaping (_ expected: Format, _ actual: Format) -> SnapshotDifference?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}
