import Foundation

/// Waits for an ``Async`` value. On the main thread the run loop keeps turning meanwhile, so a snapshot
/// that completes from the main queue or a timer (as UIKit work does) can arrive; elsewhere the thread
/// simply blocks.
enum AsyncWaiter {
    static func value<Value>(of pending: Async<Value>, timeout: TimeInterval) -> Value? {
        let box = Box<Value>()
        pending.run { box.value = $0 }
        if let value = box.value { return value }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while box.value == nil && Date() < deadline {
            if Thread.isMainThread {
                // With no input source the run loop returns at once; the pause keeps this from spinning.
                if !RunLoop.current.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.01))) {
                    Thread.sleep(forTimeInterval: 0.001)
                }
            } else {
                _ = box.arrived.wait(timeout: .now() + min(deadline.timeIntervalSinceNow, 0.05))
            }
        }
        return box.value
    }

    /// Lets `duration` seconds pass; on the main thread, with the run loop turning.
    static func pause(for duration: TimeInterval) {
        let deadline = Date(timeIntervalSinceNow: duration)
        guard Thread.isMainThread else { return Thread.sleep(until: deadline) }
        while Date() < deadline {
            if !RunLoop.current.run(mode: .default, before: deadline) {
                Thread.sleep(forTimeInterval: min(0.001, max(deadline.timeIntervalSinceNow, 0)))
            }
        }
    }

    private final class Box<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Value?
        let arrived = DispatchSemaphore(value: 0)

        var value: Value? {
            get { lock.withLock { stored } }
            set {
                lock.withLock { if stored == nil { stored = newValue } }
                arrived.signal()
            }
        }
    }
}
