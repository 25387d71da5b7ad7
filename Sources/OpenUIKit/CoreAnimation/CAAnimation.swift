import Foundation

/// Core Animation's abstract animation: timing (`CAMediaTiming`), pacing, a delegate and whether it leaves the
/// layer when done. Defaults are Core Animation's: `isRemovedOnCompletion` true, `speed` 1, `fillMode`
/// `.removed`, a `duration` of 0 meaning the adding transaction's `CATransaction.animationDuration()`
/// (0.25 s unless set), no timing function (linear pacing).
///
/// What a snapshot shows, and when the delegate hears, decided here once:
///
/// - **A snapshot draws the model layer tree**, as swift-snapshot-testing's renders do (`render(in:)` ignores
///   animations). An animation that is still running changes nothing in the image; neither does one that
///   `fillMode = .forwards` with `isRemovedOnCompletion = false` holds at its end. On a device such a layer
///   rests at the animation's final value, so a screen that relies on it (instead of also setting the model
///   value) looks different there than in its snapshot. `presentation()` is where the animated values live.
/// - **`animationDidStart(_:)`** is called from the main run loop on its first turn after the transaction that
///   added the animation commits (an explicit `CATransaction.commit()` or `flush()`; otherwise the implicit
///   transaction, committed when the run loop next turns), once `CACurrentMediaTime()` has reached the
///   animation's begin time.
/// - **`animationDidStop(_:finished: true)`** is called on the first run-loop turn at which the media time has
///   passed the animation's active duration (`duration` × `repeatCount`, or `repeatDuration`, doubled by
///   `autoreverses`, over `speed`); a removed-on-completion animation leaves the layer at that moment.
///   **`finished: false`** is called on the next turn after the animation is removed early
///   (`removeAnimation(forKey:)`, `removeAllAnimations()`, or replaced under its key). One removed before its
///   transaction commits never starts and reports nothing; neither do the animations of a layer that is freed.
/// - Callbacks receive the layer's copy (as in Core Animation, `add(_:forKey:)` stores a copy), never during
///   the call that caused them. The run loop turns in tests that spin it and during SnapshotTesting's
///   `.wait(for:on:)`; a snapshot taken straight away has seen no callback. `CATransaction`'s completion
///   block follows the same rule, after the last animation added in its transaction stops.
/// - This differs from `UIView.animate`, whose changes apply at once and whose completion runs straight away
///   (there is no animation object to wait for): explicit animations keep Core Animation's asynchrony because
///   code chains work on their delegate callbacks.
open class CAAnimation: NSObject, NSCopying, CAMediaTiming {
    open var timingFunction: CAMediaTimingFunction?
    /// Retained, as Core Animation documents.
    open var delegate: CAAnimationDelegate?
    open var isRemovedOnCompletion = true
    open var preferredFrameRateRange = CAFrameRateRange.default

    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode = CAMediaTimingFillMode.removed

    /// Values set through `setValue(_:forKey:)` under keys that are not properties (apps tag animations so
    /// that a shared delegate can tell them apart).
    private var attachedValues: [String: Any] = [:]
    /// The duration a zero `duration` stands for: the adding transaction's, fixed when the layer stores it.
    var inheritedDuration: CFTimeInterval = CATransaction.defaultAnimationDuration

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    /// Core Animation's defaults for the timing and completion keys; nil for any other key.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "speed": return Float(1)
        case "beginTime", "duration", "timeOffset", "repeatDuration": return CFTimeInterval(0)
        case "repeatCount": return Float(0)
        case "autoreverses": return false
        case "fillMode": return CAMediaTimingFillMode.removed.rawValue
        case "removedOnCompletion": return true
        default: return nil
        }
    }

    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// A property's key (`duration`, `removedOnCompletion`, a subclass's `toValue`…) sets the property, as
    /// key-value coding does; any other key is stored with the animation and copied with it.
    open func setValue(_ value: Any?, forKey key: String) {
        if !setProperty(value, forKey: key) { attachedValues[key] = value }
    }

    open func value(forKey key: String) -> Any? {
        if let property = property(forKey: key) { return property }
        return attachedValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// The property named `key`, or `.none` when no property has that name; subclasses add theirs.
    func property(forKey key: String) -> Any?? {
        switch key {
        case "beginTime": return beginTime
        case "duration": return duration
        case "speed": return speed
        case "timeOffset": return timeOffset
        case "repeatCount": return repeatCount
        case "repeatDuration": return repeatDuration
        case "autoreverses": return autoreverses
        case "fillMode": return fillMode.rawValue
        case "removedOnCompletion": return isRemovedOnCompletion
        case "timingFunction": return .some(timingFunction)
        case "delegate": return .some(delegate)
        default: return .none
        }
    }

    /// Sets the property named `key` (a value of another type leaves it as it is); false when there is none.
    func setProperty(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "beginTime": beginTime = KeyValue.double(value) ?? beginTime
        case "duration": duration = KeyValue.double(value) ?? duration
        case "speed": speed = KeyValue.double(value).map(Float.init) ?? speed
        case "timeOffset": timeOffset = KeyValue.double(value) ?? timeOffset
        case "repeatCount": repeatCount = KeyValue.double(value).map(Float.init) ?? repeatCount
        case "repeatDuration": repeatDuration = KeyValue.double(value) ?? repeatDuration
        case "autoreverses": autoreverses = KeyValue.bool(value) ?? autoreverses
        case "fillMode": fillMode = (value as? String).map(CAMediaTimingFillMode.init) ?? fillMode
        case "removedOnCompletion": isRemovedOnCompletion = KeyValue.bool(value) ?? isRemovedOnCompletion
        case "timingFunction": timingFunction = value as? CAMediaTimingFunction
        case "delegate": delegate = value as? CAAnimationDelegate
        default: return false
        }
        return true
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = emptyCopy()
        copyState(to: copy)
        return copy
    }

    /// An animation of this class with default values, for `copy(with:)`. A subclass of an app's own is copied
    /// as the Core Animation class it derives from unless it overrides `copy(with:)`.
    func emptyCopy() -> CAAnimation { CAAnimation() }

    /// Copies every property into `copy`; each subclass adds its own after its superclass's.
    func copyState(to copy: CAAnimation) {
        copy.timingFunction = timingFunction
        copy.delegate = delegate
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.preferredFrameRateRange = preferredFrameRateRange
        copy.beginTime = beginTime
        copy.duration = duration
        copy.speed = speed
        copy.timeOffset = timeOffset
        copy.repeatCount = repeatCount
        copy.repeatDuration = repeatDuration
        copy.autoreverses = autoreverses
        copy.fillMode = fillMode
        copy.attachedValues = attachedValues
        copy.inheritedDuration = inheritedDuration
    }

    // MARK: Timing

    /// One forward pass, in the animation's local time.
    var basicDuration: CFTimeInterval { duration > 0 ? duration : inheritedDuration }

    /// How long the animation is in effect, in its local time: infinite for an infinite repeat count.
    var activeDuration: CFTimeInterval {
        let cycle = basicDuration * (autoreverses ? 2 : 1)
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return repeatCount.isFinite ? cycle * Double(repeatCount) : .infinity }
        return cycle
    }

    func localTime(atParentTime time: CFTimeInterval) -> CFTimeInterval {
        (time - beginTime) * Double(speed) + timeOffset
    }

    /// Whether the active duration is over at `time` (in the layer's time).
    func hasEnded(atParentTime time: CFTimeInterval) -> Bool {
        localTime(atParentTime: time) >= activeDuration
    }

    func hasBegun(atParentTime time: CFTimeInterval) -> Bool {
        time >= beginTime
    }

    /// When, in the layer's time, the active duration ends; nil when it never does.
    var endParentTime: CFTimeInterval? {
        guard speed > 0, activeDuration.isFinite else { return nil }
        return beginTime + (activeDuration - timeOffset) / Double(speed)
    }

    /// Where in one forward pass (0 to `basicDuration`) the animation is at `time`, after repeats, reversal
    /// and fill; nil when it has no effect then.
    func basicTime(atParentTime time: CFTimeInterval) -> CFTimeInterval? {
        let basic = basicDuration
        guard basic > 0 else { return nil }
        var local = localTime(atParentTime: time)
        let active = activeDuration
        if local < 0 {
            guard fillMode == .backwards || fillMode == .both else { return nil }
            local = 0
        }
        var atEnd = false
        if local >= active {
            guard fillMode == .forwards || fillMode == .both else { return nil }
            local = active
            atEnd = true
        }
        let cycle = basic * (autoreverses ? 2 : 1)
        var inCycle = local.truncatingRemainder(dividingBy: cycle)
        if atEnd && inCycle == 0 && local > 0 { inCycle = cycle }
        return autoreverses && inCycle > basic ? cycle - inCycle : inCycle
    }

    /// How many whole passes lie before `time` (for cumulative animations).
    func completedRepeats(atParentTime time: CFTimeInterval) -> Int {
        let cycle = basicDuration * (autoreverses ? 2 : 1)
        guard cycle > 0 else { return 0 }
        let local = min(max(localTime(atParentTime: time), 0), activeDuration)
        let passes = Int((local / cycle).rounded(.down))
        return local >= activeDuration && passes > 0 && local.truncatingRemainder(dividingBy: cycle) == 0
            ? passes - 1 : passes
    }

    /// Applies the animation's value at `time` (in the layer's time) to `presentation`, whose values start
    /// as `model`'s. Animations that change no property apply nothing.
    func apply(to presentation: CALayer, model: CALayer, atParentTime time: CFTimeInterval) {}
}
