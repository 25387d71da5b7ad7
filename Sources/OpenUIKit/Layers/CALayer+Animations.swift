import Foundation

/// Explicit animations on layers, and the layer's own timing. The rules for snapshots and callbacks are on
/// `CAAnimation`.
extension CALayer: CAMediaTiming {
    /// Stores a copy of `anim` (later changes to `anim` do not reach it, as in Core Animation), replacing any
    /// animation under `key`; a nil key stores it without a name. It starts when the current transaction
    /// commits, and a zero duration takes that transaction's `animationDuration()`.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard let copy = anim.copy() as? CAAnimation else { return }
        copy.inheritedDuration = CATransaction.animationDuration()
        if let key, let replaced = animationState.remove(forKey: key) {
            AnimationTimeline.shared.removed(replaced)
        }
        animationState.append(copy, forKey: key)
        CATransaction.register(copy, on: self)
    }

    /// The stored copy under `key`: changing it changes nothing that runs, as in Core Animation.
    public func animation(forKey key: String) -> CAAnimation? {
        animationState.animation(forKey: key)
    }

    /// The keys of the animations still attached, in the order they were added; nil when there are none.
    public func animationKeys() -> [String]? {
        let keys = animationState.entries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    public func removeAnimation(forKey key: String) {
        guard let removed = animationState.remove(forKey: key) else { return }
        AnimationTimeline.shared.removed(removed)
    }

    public func removeAllAnimations() {
        for removed in animationState.removeAll() {
            AnimationTimeline.shared.removed(removed)
        }
    }

    /// A copy of the layer (without sublayers) showing its committed animations' values at the current media
    /// time, for the key paths `AnimatedKeyPath` lists; every other property has its model value. Every layer
    /// counts as committed. A choice: nil for a layer of an app's own subclass, as for a layer not yet
    /// committed, because Swift can call its `init(layer:)` only if that were required (Core Animation calls
    /// it through the Objective-C runtime); the framework's own classes make their copies.
    public func presentation() -> Self? {
        guard let copy = makePresentationCopy() as? Self else { return nil }
        var state = animationState
        state.model = self
        state.removeAll()
        copy.animationState = state
        let time = convertTime(CACurrentMediaTime(), from: nil)
        for entry in animationState.entries where entry.isCommitted {
            entry.animation.apply(to: copy, model: self, atParentTime: time)
        }
        return copy
    }

    /// The layer whose values a presentation copy shows; a model layer is its own.
    public func model() -> Self {
        (animationState.model as? Self) ?? self
    }

    // MARK: Timing

    public var beginTime: CFTimeInterval {
        get { animationState.beginTime }
        set { animationState.beginTime = newValue }
    }

    public var duration: CFTimeInterval {
        get { animationState.duration }
        set { animationState.duration = newValue }
    }

    /// 0 stops the layer's time, and with it every animation in its subtree (the usual way to pause them).
    public var speed: Float {
        get { animationState.speed }
        set { animationState.speed = newValue }
    }

    public var timeOffset: CFTimeInterval {
        get { animationState.timeOffset }
        set { animationState.timeOffset = newValue }
    }

    public var repeatCount: Float {
        get { animationState.repeatCount }
        set { animationState.repeatCount = newValue }
    }

    public var repeatDuration: CFTimeInterval {
        get { animationState.repeatDuration }
        set { animationState.repeatDuration = newValue }
    }

    public var autoreverses: Bool {
        get { animationState.autoreverses }
        set { animationState.autoreverses = newValue }
    }

    public var fillMode: CAMediaTimingFillMode {
        get { animationState.fillMode }
        set { animationState.fillMode = newValue }
    }

    /// `t` in `layer`'s time (absolute media time for nil) converted to this layer's time.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        let absolute = layer.map { $0.absoluteTime(ofLocalTime: t) ?? $0.beginTime } ?? t
        return localTime(ofAbsoluteTime: absolute)
    }

    /// `t` in this layer's time converted to `layer`'s (absolute media time for nil).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let absolute = absoluteTime(ofLocalTime: t) ?? beginTime
        return layer?.localTime(ofAbsoluteTime: absolute) ?? absolute
    }

    private var timingAncestry: [CALayer] {
        var chain: [CALayer] = []
        var layer: CALayer? = self
        while let current = layer {
            chain.append(current)
            layer = current.superlayer
        }
        return chain
    }

    private func localTime(ofAbsoluteTime time: CFTimeInterval) -> CFTimeInterval {
        timingAncestry.reversed().reduce(time) { $1.animationState.localTime(fromParentTime: $0) }
    }

    /// Absolute media time for this layer's time `time`; nil when a layer on the way stands still.
    func absoluteTime(ofLocalTime time: CFTimeInterval) -> CFTimeInterval? {
        var result = time
        for layer in timingAncestry {
            guard let parent = layer.animationState.parentTime(fromLocalTime: result) else { return nil }
            result = parent
        }
        return result
    }
}
