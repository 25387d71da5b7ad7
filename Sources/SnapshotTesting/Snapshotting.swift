/// How to turn a value into a comparable snapshot: the golden's file extension, how to diff two
/// snapshots, how to take one, and optionally a text explanation (a layout dump) stored beside the
/// golden and diffed when the snapshot fails.
///
/// Strategies are plain values: a strategy for a new type is usually a ``pullback(_:)`` of a base
/// strategy such as ``Snapshotting/image(tolerance:allowsFlatImage:)``.
public struct Snapshotting<Value, Format> {
    public var pathExtension: String
    public var diffing: Diffing<Format>
    /// Takes the snapshot and, when the strategy explains itself, the explanation text with it.
    /// Throwing fails the assertion: a render that cannot be taken never passes or records.
    public var capture: (Value) throws -> Captured<Format>
    /// The extension of the explanation sidecar stored beside the golden (`<name>.layout.txt`).
    public var explanationPathExtension: String

    public init(
        pathExtension: String, diffing: Diffing<Format>, explanationPathExtension: String = "layout.txt",
        capture: @escaping (Value) throws -> Captured<Format>
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.explanationPathExtension = explanationPathExtension
        self.capture = capture
    }

    public init(pathExtension: String, diffing: Diffing<Format>, snapshot: @escaping (Value) throws -> Format) {
        self.init(pathExtension: pathExtension, diffing: diffing) { Captured(try snapshot($0)) }
    }

    /// A strategy for `NewValue` that converts it to `Value` first.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> Snapshotting<NewValue, Format>
    {
        let capture = self.capture
        return Snapshotting<NewValue, Format>(
            pathExtension: pathExtension, diffing: diffing, explanationPathExtension: explanationPathExtension
        ) { try capture(transform($0)) }
    }

    /// The same strategy with an explanation taken from the value, stored and diffed beside the golden.
    public func explained(by explain: @escaping (Value) throws -> String) -> Snapshotting {
        var copy = self
        let capture = self.capture
        copy.capture = { value in
            var captured = try capture(value)
            captured.explanation = try explain(value)
            return captured
        }
        return copy
    }
}

/// One snapshot as taken: the format compared against the golden and the optional explanation.
public struct Captured<Format> {
    public var format: Format
    public var explanation: String?

    public init(_ format: Format, explanation: String? = nil) {
        self.format = format
        self.explanation = explanation
    }
}
