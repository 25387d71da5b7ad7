import Foundation

/// Core Animation's transactions. Animations added outside `begin()`/`commit()` belong to the implicit
/// transaction, which commits when the main run loop next turns (or on `flush()`); those added inside an
/// explicit transaction start when the outermost one commits. Nested transactions see their outer ones'
/// values until they set their own. What a commit means for delegates and completion blocks is described on
/// `CAAnimation`.
open class CATransaction: NSObject {
    /// Core Animation's default for animations whose duration is 0: "implicit animations use the default
    /// duration of 0.25 seconds" (Core Animation Programming Guide, "Changing a Layer's Default Behavior",
    /// https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/CoreAnimation_guide/ReactingtoLayerChanges/ReactingtoLayerChanges.html).
    static let defaultAnimationDuration: CFTimeInterval = 0.25

    nonisolated(unsafe) private static var explicitFrames: [TransactionFrame] = []
    nonisolated(unsafe) private static var implicitFrame: TransactionFrame?

    open class func begin() {
        explicitFrames.append(TransactionFrame())
    }

    open class func commit() {
        guard let frame = explicitFrames.popLast() else { return }
        if let outer = explicitFrames.last {
            outer.absorb(frame)
        } else {
            frame.closeCompletion()
            AnimationTimeline.shared.commit(frame)
        }
    }

    /// Commits the implicit transaction now; explicit ones stay open, as in Core Animation.
    open class func flush() {
        guard let frame = implicitFrame else { return }
        implicitFrame = nil
        frame.closeCompletion()
        AnimationTimeline.shared.commit(frame)
    }

    /// Kept for code that guards layer changes from other threads; layers here live on the main thread.
    open class func lock() {}
    open class func unlock() {}

    open class func animationDuration() -> CFTimeInterval {
        (value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval) ?? defaultAnimationDuration
    }

    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    open class func disableActions() -> Bool {
        (value(forKey: kCATransactionDisableActions) as? Bool) ?? false
    }

    open class func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// The block the innermost transaction runs once every animation added in it has stopped (at once, on
    /// the next run-loop turn, when none was).
    open class func completionBlock() -> (() -> Void)? {
        value(forKey: kCATransactionCompletionBlock) as? () -> Void
    }

    open class func setCompletionBlock(_ block: (() -> Void)?) {
        setValue(block, forKey: kCATransactionCompletionBlock)
    }

    /// The innermost transaction's value, else an outer one's; the completion block is the innermost's alone.
    open class func value(forKey key: String) -> Any? {
        let frames = [implicitFrame].compactMap { $0 } + explicitFrames
        if key == kCATransactionCompletionBlock { return frames.last?.values[key] }
        return frames.reversed().lazy.compactMap { $0.values[key] }.first
    }

    open class func setValue(_ anObject: Any?, forKey key: String) {
        currentFrame.values[key] = anObject
    }

    /// Where an animation added now belongs: the innermost explicit transaction, else the implicit one.
    static func register(_ animation: CAAnimation, on layer: CALayer) {
        currentFrame.add(animation, to: layer)
    }

    private static var currentFrame: TransactionFrame {
        if let frame = explicitFrames.last { return frame }
        if let frame = implicitFrame { return frame }
        let frame = TransactionFrame()
        implicitFrame = frame
        AnimationTimeline.shared.implicitTransactionOpened()
        return frame
    }
}
