import Foundation

/// A timer in step with a 60 Hz display. Added to a run loop, it fires once per frame (at the preferred rate
/// when one below 60 is set), updating `timestamp` and `targetTimestamp` before it calls its target.
///
/// Each frame performs the selector on the target with the link as its argument (see `Selector` for what
/// can be performed). As in Core Animation, the link retains its target and the run loop retains the link,
/// both until `invalidate()`. Frames come only while the run loop turns: never during a layout pass or a
/// snapshot's capture.
open class CADisplayLink: NSObject {
    /// 60 Hz: the refresh rate of every device this project models.
    private static let displayRate: Double = 60

    package private(set) var target: Any?
    package let selector: Selector
    /// Called with the link on every frame, after the timestamps are updated and before the selector is
    /// performed (for tests).
    package var frameHandler: ((CADisplayLink) -> Void)?

    open private(set) var timestamp: CFTimeInterval = 0
    open private(set) var targetTimestamp: CFTimeInterval = 0
    open var isPaused = false
    open var preferredFramesPerSecond = 0 {
        didSet { restartTimers() }
    }
    open var preferredFrameRateRange = CAFrameRateRange.default {
        didSet { restartTimers() }
    }
    @available(*, deprecated, message: "use preferredFramesPerSecond")
    open var frameInterval: Int {
        get { max(Int((Self.displayRate / framesPerSecond).rounded()), 1) }
        set { preferredFramesPerSecond = Int(Self.displayRate) / max(newValue, 1) }
    }

    /// The display's refresh interval, as in Core Animation (the time between two frames is
    /// `targetTimestamp - timestamp`).
    open var duration: CFTimeInterval { 1 / Self.displayRate }

    private var timers: [RunLoop.Mode: Timer] = [:]
    private weak var runLoop: RunLoop?

    public init(target: Any, selector sel: Selector) {
        self.target = target
        selector = sel
        super.init()
    }

    /// The rate frames come at: the preferred one, within the display's.
    private var framesPerSecond: Double {
        let range = preferredFrameRateRange
        let preferred = Double(range.preferred ?? 0) > 0 ? Double(range.preferred ?? 0) : Double(range.maximum)
        let wanted = preferred > 0 ? preferred : Double(preferredFramesPerSecond)
        return wanted > 0 ? min(wanted, Self.displayRate) : Self.displayRate
    }

    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard target != nil, timers[mode] == nil else { return }
        runLoop = runloop
        // The timer holds the link, as the run loop does in Core Animation, until `invalidate()`.
        let timer = Timer(timeInterval: 1 / framesPerSecond, repeats: true) { [self] _ in fire() }
        runloop.add(timer, forMode: mode)
        timers[mode] = timer
    }

    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        timers.removeValue(forKey: mode)?.invalidate()
    }

    /// Leaves every run loop and lets go of the target, as in Core Animation; the link cannot be added again.
    open func invalidate() {
        for timer in timers.values { timer.invalidate() }
        timers.removeAll()
        target = nil
    }

    /// One frame: a paused or invalidated link skips it.
    package func fire() {
        guard !isPaused, target != nil else { return }
        timestamp = CACurrentMediaTime()
        targetTimestamp = timestamp + 1 / framesPerSecond
        frameHandler?(self)
        if let target { _ = selector.perform(on: target as AnyObject, with: [self]) }
    }

    private func restartTimers() {
        guard let runLoop, !timers.isEmpty else { return }
        let modes = Array(timers.keys)
        for timer in timers.values { timer.invalidate() }
        timers.removeAll()
        for mode in modes { add(to: runLoop, forMode: mode) }
    }
}
