/// A value delivered later through a callback, as swift-snapshot-testing's `Async`: snapshots that
/// need a run loop turn (a web view, an animation) hand their format over when ready.
/// `assertSnapshot` waits for it up to its `timeout`.
public struct Async<Value> {
    public let run: (_ callback: @escaping (Value) -> Void) -> Void

    public init(run: @escaping (_ callback: @escaping (Value) -> Void) -> Void) {
        self.run = run
    }

    /// A value that is ready now: the callback runs before `run` returns.
    public init(value: Value) {
        self.init { callback in callback(value) }
    }

    public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> Async<NewValue> {
        let run = self.run
        return Async<NewValue> { callback in run { callback(transform($0)) } }
    }
}
