import Foundation

/// The current absolute time in seconds, from a monotonic clock (Core Animation's mach time in seconds),
/// the time line every `CAMediaTiming` object's `beginTime` is measured on.
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaClock.now
}
