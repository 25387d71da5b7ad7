/// How to turn a value into a comparable snapshot, shaped like swift-snapshot-testing's `Snapshotting`:
/// the golden's file extension, how to diff two snapshots and how to take one (possibly
/// asynchronously). On top of theirs a snapshot may carry an explanation (a layout dump) stored beside
/// the golden and diffed when the snapshot fails, and taking it may throw: a render that cannot be
/// taken fails the assertion, never passes or records.
///
/// Strategies are plain values: a strategy for a new type is usually a ``pullback(_:)`` of a base
/// strategy such as ``Snapshotting/lines`` or an image strategy.
public struct Snapshotting<Value, Format> {
    /// The golden's extension (`png`, `txt`); `nil` writes goldens without one.
    public var pathExtension: String?
    public var diffing: Diffing<Format>
    /// Takes the snapshot with its optional explanation. Throwing (synchronously) fails the assertion.
    public var capture: (Value) throws -> Async<Captured<Format>>
    /// The extension of the explanation sidecar stored beside the golden (`<name>.layout.txt`).
    public var explanationPathExtension: String

    /// The fullest form: an asynchronous capture with an optional explanation.
    public init(
        pathExtension: String?, diffing: Diffing<Format>, explanationPathExtension: String = "layout.txt",
        asyncCapture: @escaping (Value) throws -> Async<Captured<Format>>
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.explanationPathExtension = explanationPathExtension
        self.capture = asyncCapture
    }

    public init(
        pathExtension: String?, diffing: Diffing<Format>, explanationPathExtension: String = "layout.txt",
        capture: @escaping (Value) throws -> Captured<Format>
    ) {
        self.init(
            pathExtension: pathExtension, diffing: diffing, explanationPathExtension: explanationPathExtension
        ) { Async(value: try capture($0)) }
    }

    public init(
        pathExtension: String?, diffing: Diffing<Format>, snapshot: @escaping (_ value: Value) throws -> Format
    ) {
        self.init(pathExtension: pathExtension, diffing: diffing) { Async(value: Captured(try snapshot($0))) }
    }

    public init(
        pathExtension: String?, diffing: Diffing<Format>, asyncSnapshot: @escaping (_ value: Value) -> Async<Format>
    ) {
        self.init(pathExtension: pathExtension, diffing: diffing) { asyncSnapshot($0).map { Captured($0) } }
    }

    /// swift-snapshot-testing's view of ``capture``: the format alone. A capture that throws never
    /// calls back, so a caller waiting on it times out; `assertSnapshot` reports the error instead.
    public var snapshot: (Value) -> Async<Format> {
        let capture = self.capture
        return { value in
            Async { callback in (try? capture(value))?.run { callback($0.format) } }
        }
    }

    /// A strategy for `NewValue` that converts it to `Value` first.
    public func pullback<NewValue>(_ transform: @escaping (_ otherValue: NewValue) throws -> Value)
        -> Snapshotting<NewValue, Format>
    {
        let capture = self.capture
        return Snapshotting<NewValue, Format>(
            pathExtension: pathExtension, diffing: diffing, explanationPathExtension: explanationPathExtension
        ) { try capture(transform($0)) }
    }

    /// A strategy for `NewValue` whose conversion to `Value` completes later. The base capture then runs
    /// inside the callback, where it cannot throw to the assertion: if it throws, the snapshot never
    /// arrives and the assertion reports its timeout.
    public func asyncPullback<NewValue>(_ transform: @escaping (_ otherValue: NewValue) -> Async<Value>)
        -> Snapshotting<NewValue, Format>
    {
        let capture = self.capture
        return Snapshotting<NewValue, Format>(
            pathExtension: pathExtension, diffing: diffing, explanationPathExtension: explanationPathExtension
        ) { newValue in
            Async { callback in
                transform(newValue).run { value in (try? capture(value))?.run(callback) }
            }
        }
    }

    /// The same strategy with an explanation taken from the value, stored and diffed beside the golden.
    public func explained(by explain: @escaping (Value) throws -> String) -> Snapshotting {
        var copy = self
        let capture = self.capture
        copy.capture = { value in
            let snapshot = try capture(value)
            let explanation = try explain(value)
            return snapshot.map { captured in
                var captured = captured
                captured.explanation = explanation
                return captured
            }
        }
        return copy
    }
}

/// A strategy whose value is its own format (`String` as text, `Data` as bytes).
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

extension Snapshotting where Value == Format {
    public init(pathExtension: String?, diffing: Diffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing, snapshot: { $0 })
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
