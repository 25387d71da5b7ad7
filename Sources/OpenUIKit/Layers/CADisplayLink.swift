import Foundation

/// Core Animation's display link: performs its selector on its target, passing itself, once a frame on
/// each run loop it was added to. There is no display here, so a frame is a repeating timer's tick at
/// `preferredFrameRateRange.preferred` (else `preferredFramesPerSecond`, else 60) frames a second, and
/// it fires only when the run loop turns, never during a layout pass or a snapshot's capture (see
/// `Selector`). As on iOS, the run loop keeps the link, and the link keeps its target, until
/// `invalidate()`.
open class CADisplayLink: NSObject {
    /// What the run loop's timer holds: Foundation's block timers on Linux are never freed, so what they
    /// hold must be let go of explicitly (at `invalidate()`).
    private final class Firing: @unchecked Sendable {
        // `@unchecked Sendable`: the timer calls it on the run loop's thread, the thread that added the link,
        // as a display link is used on iOS; `link` is cleared on invalidation only.
        var link: CADisplayLink?
        init(_ link: CADisplayLink) { self.link = link }
    }

    private var target: AnyObject?
    private let selector: Selector
    private var firing: Firing?
    private var timer: Timer?
    private var modes: [(runLoop: RunLoop, mode: RunLoop.Mode)] = []
    private var isInvalidated = false

    /// When the last frame was shown (`CACurrentMediaTime()`); 0 before the first.
    open private(set) var timestamp: CFTimeInterval = 0
    /// When the next frame is due.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames.
    open var duration: CFTimeInterval { 1 / framesPerSecond }
    /// A paused link keeps its place on the run loop and performs nothing.
    open var isPaused = false
    /// 0: the display's rate (60 here).
    open var preferredFramesPerSecond = 0 { didSet { reschedule() } }
    open var preferredFrameRateRange = CAFrameRateRange.default { didSet { reschedule() } }
    /// 1 here; frames are not skipped.
    @available(*, deprecated, message: "use preferredFramesPerSecond")
    open var frameInterval = 1

    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        selector = sel
        super.init()
    }

    /// Fires on `runloop` while it runs in `mode`; the run loop keeps the link.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isInvalidated, !modes.contains(where: { $0.runLoop === runloop && $0.mode == mode }) else { return }
        modes.append((runloop, mode))
        reschedule()
    }

    /// Stops firing on `runloop` in `mode`; removed from every mode, the run loop lets go of the link.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.removeAll { $0.runLoop === runloop && $0.mode == mode }
        reschedule()
    }

    /// Removes the link from every run loop and lets go of its target.
    open func invalidate() {
        isInvalidated = true
        modes.removeAll()
        reschedule()
        target = nil
    }

    private var framesPerSecond: Double {
        let range = preferredFrameRateRange
        let rate = range.preferred.flatMap { $0 > 0 ? $0 : nil } ?? (range.maximum > 0 ? range.maximum : nil)
        if let rate { return Double(rate) }
        return preferredFramesPerSecond > 0 ? Double(preferredFramesPerSecond) : 60
    }

    /// One timer for the run loops and modes the link is in: a timer cannot leave a mode it was added
    /// to, so it is replaced whenever they change.
    private func reschedule() {
        timer?.invalidate()
        timer = nil
        firing?.link = nil
        firing = nil
        guard !modes.isEmpty else { return }
        let firing = Firing(self)
        let interval = duration
        let timer = Timer(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: true) { _ in
            firing.link?.fire()
        }
        for (runLoop, mode) in modes { runLoop.add(timer, forMode: mode) }
        targetTimestamp = CACurrentMediaTime() + interval
        self.firing = firing
        self.timer = timer
    }

    private func fire() {
        timestamp = CACurrentMediaTime()
        targetTimestamp = timestamp + duration
        guard !isPaused, let target else { return }
        _ = selector.perform(on: target, with: [self])
    }
}
