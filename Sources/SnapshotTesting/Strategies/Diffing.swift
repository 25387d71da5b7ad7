import Foundation

/// How a snapshot format is stored and compared, shaped like swift-snapshot-testing's `Diffing`:
/// `toData`, `fromData` and `diff` returning a message and attachments.
///
/// The comparison is held once, as ``difference``: a framework-neutral ``SnapshotDifference`` (kind,
/// summary, lazily made artifacts, facts) that tools and both test frameworks read. `diff` is a view of
/// it, and setting `diff` replaces it, so the two never disagree.
public struct Diffing<Value> {
    /// The name the generic parameter had before: `extension Diffing where Format == …` still works.
    public typealias Format = Value

    /// The bytes stored on disk; kept as bytes because goldens are read and written as bytes.
    var toBytes: (Value) -> [UInt8]
    var fromBytes: ([UInt8]) -> Value
    /// `nil` when `actual` matches `expected`; otherwise what differs.
    public var difference: (_ expected: Value, _ actual: Value) -> SnapshotDifference?

    /// swift-snapshot-testing's initializer: a failure message and attachments when the values differ.
    /// Attachments become failure artifacts named after the attachment (`<golden>.<name>.<ext>`).
    public init(
        toData: @escaping (_ value: Value) -> Data, fromData: @escaping (_ data: Data) -> Value,
        diff: @escaping (_ lhs: Value, _ rhs: Value) -> (String, [XCTAttachment])?
    ) {
        self.toBytes = { [UInt8](toData($0)) }
        self.fromBytes = { fromData(Data($0)) }
        self.difference = Self.difference(from: diff)
    }

    /// A diffing that reports a ``SnapshotDifference`` (kind, facts, lazily made artifacts).
    public init(
        toData: @escaping (_ value: Value) -> Data, fromData: @escaping (_ data: Data) -> Value,
        difference: @escaping (_ expected: Value, _ actual: Value) -> SnapshotDifference?
    ) {
        self.toBytes = { [UInt8](toData($0)) }
        self.fromBytes = { fromData(Data($0)) }
        self.difference = difference
    }

    /// The byte-array form the image strategies use: no `Data` copies on the comparison path.
    public init(
        toData: @escaping (_ value: Value) -> [UInt8], fromData: @escaping (_ bytes: [UInt8]) -> Value,
        diff: @escaping (_ expected: Value, _ actual: Value) -> SnapshotDifference?
    ) {
        self.toBytes = toData
        self.fromBytes = fromData
        self.difference = diff
    }

    public var toData: (Value) -> Data {
        get {
            let toBytes = self.toBytes
            return { Data(toBytes($0)) }
        }
        set { toBytes = { [newValue] value in [UInt8](newValue(value)) } }
    }

    public var fromData: (Data) -> Value {
        get {
            let fromBytes = self.fromBytes
            return { fromBytes([UInt8]($0)) }
        }
        set { fromBytes = { [newValue] bytes in newValue(Data(bytes)) } }
    }

    /// swift-snapshot-testing's view of ``difference``: the summary and the artifacts as attachments.
    public var diff: (Value, Value) -> (String, [XCTAttachment])? {
        get {
            let difference = self.difference
            return { expected, actual in
                difference(expected, actual).map { ($0.summary, $0.artifacts.map(XCTAttachment.init(artifact:))) }
            }
        }
        set { difference = Self.difference(from: newValue) }
    }

    private static func difference(
        from diff: @escaping (Value, Value) -> (String, [XCTAttachment])?
    ) -> (Value, Value) -> SnapshotDifference? {
        { expected, actual in
            guard let (message, attachments) = diff(expected, actual) else { return nil }
            return SnapshotDifference(
                summary: message.trimmingCharacters(in: .whitespacesAndNewlines),
                artifacts: attachments.enumerated().map { $1.artifact(index: $0) })
        }
    }
}
