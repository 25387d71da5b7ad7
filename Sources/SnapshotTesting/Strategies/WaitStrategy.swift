import Foundation

extension Snapshotting {
    /// `strategy`, taken after `duration` seconds, so that animations and work scheduled on the main
    /// queue finish first. On the main thread the run loop turns meanwhile; elsewhere the thread sleeps.
    public static func wait(for duration: TimeInterval, on strategy: Snapshotting) -> Snapshotting {
        var delayed = strategy
        let capture = strategy.capture
        delayed.capture = { value in
            AsyncWaiter.pause(for: duration)
            return try capture(value)
        }
        return delayed
    }
}
