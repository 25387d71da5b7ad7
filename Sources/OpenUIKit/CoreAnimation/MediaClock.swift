import Foundation

/// The clock behind `CACurrentMediaTime()`. Tests pin it (`pinned`) to look at animations at a chosen
/// moment; the main run loop's animation timer then re-reads it, so callbacks follow the pinned time.
package enum MediaClock {
    /// A fixed media time, or nil for the monotonic clock.
    nonisolated(unsafe) package static var pinned: CFTimeInterval? {
        didSet { AnimationTimeline.shared.clockDidChange() }
    }

    static var now: CFTimeInterval {
        if let pinned { return pinned }
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return CFTimeInterval(time.tv_sec) + CFTimeInterval(time.tv_nsec) / 1_000_000_000
    }
}
