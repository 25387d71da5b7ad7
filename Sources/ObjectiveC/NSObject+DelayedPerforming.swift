import Foundation

// Foundation's delayed performs (`NSObject (NSDelayedPerforming)`) and its thread performs, which
// Foundation on Linux lacks. A request fires only when its thread's run loop turns (see `Selector`).
extension NSObject {
    /// Performs the selector with `anArgument` on this thread's run loop, in the default mode, once
    /// `delay` seconds have passed and the run loop turns. The receiver and the argument are held until then.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        perform(aSelector, with: anArgument, afterDelay: delay, inModes: [.default])
    }

    /// As `perform(_:with:afterDelay:)`, when the run loop turns in one of `modes`.
    public func perform(
        _ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval, inModes modes: [RunLoop.Mode]
    ) {
        DelayedPerformRequest.schedule(aSelector, on: self, with: anArgument, after: delay, in: modes)
    }

    /// Cancels every request of this thread's run loop made with `perform(_:with:afterDelay:)` on `aTarget`.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        guard let target = unwrappedObject(aTarget) else { return }
        DelayedPerformRequest.cancel(target: target, matching: nil, argument: nil)
    }

    /// Cancels this thread's requests on `aTarget` for `aSelector` whose argument is equal to
    /// `anArgument` (`isEqual(_:)`; nil matches a request made with nil).
    public class func cancelPreviousPerformRequests(
        withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?
    ) {
        guard let target = unwrappedObject(aTarget) else { return }
        DelayedPerformRequest.cancel(target: target, matching: aSelector, argument: anArgument)
    }

    /// Performs the selector on the main thread: at once when called there and `wait` is true; otherwise
    /// when the main run loop next turns, the caller waiting for it when `wait` is true.
    public func performSelector(onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool) {
        let call = UncheckedCall { _ = aSelector.perform(on: self, with: [arg]) }
        if wait && Thread.isMainThread { return call.run() }
        if wait { DispatchQueue.main.sync { call.run() } } else { DispatchQueue.main.async { call.run() } }
    }

    /// Performs the selector on a new background thread.
    public func performSelector(inBackground aSelector: Selector, with arg: Any?) {
        let call = UncheckedCall { _ = aSelector.perform(on: self, with: [arg]) }
        Thread.detachNewThread { call.run() }
    }
}

/// A call handed to another thread, as Objective-C hands a message: the receiver and the argument are
/// not `Sendable`, and the runtime never asked them to be.
private struct UncheckedCall: @unchecked Sendable {
    let run: () -> Void
}
