import Foundation

public enum UIViewAnimatingState: Int, Sendable {
    case inactive = 0
    case active = 1
    case stopped = 2
}

public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0
    case start = 1
    case current = 2
}

/// An animator whose animations, once started, are at their end at once (a snapshot shows the screen at
/// rest; see `UIView.animate`). Completions receive `.end`. Scrubbing with `fractionComplete` is kept
/// but shows nothing in between: the views stay as they were until the animator starts.
open class UIViewPropertyAnimator: NSObject {
    public let duration: TimeInterval
    public let curve: UIView.AnimationCurve
    open private(set) var state = UIViewAnimatingState.inactive
    open private(set) var timingParameters: (any UITimingCurveProvider)?
    open var fractionComplete: CGFloat = 0
    open var isReversed = false
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var pausesOnCompletion = false
    open var scrubsLinearly = true
    open var isRunning: Bool { state == .active && fractionComplete < 1 && !finished }
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var finished = false

    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        self.curve = curve
        timingParameters = UICubicTimingParameters(animationCurve: curve)
        super.init()
        if let animations { self.animations.append(animations) }
    }

    /// UIKit's designated initializer; `curve` is the parameters' built-in curve, else ease in and out.
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration
        curve =
            parameters.timingCurveType == .builtin
            ? parameters.cubicTimingParameters?.animationCurve ?? .easeInOut : .easeInOut
        timingParameters = parameters
        super.init()
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration,
            timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation()
        return animator
    }

    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .active { animation() } else { animations.append(animation) }
    }

    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    open func startAnimation() {
        guard !finished else { return }
        state = .active
        for animation in animations { animation() }
        animations.removeAll()
        fractionComplete = 1
        if !pausesOnCompletion { finish(at: .end) }
    }

    open func startAnimation(afterDelay delay: TimeInterval) { startAnimation() }

    open func pauseAnimation() { state = .active }

    /// Leaves the views where they are; without finishing, no completion runs, as in UIKit.
    open func stopAnimation(_ withoutFinishing: Bool) {
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { finished = true }
    }

    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        precondition(state == .stopped, "finishAnimation(at:) needs a stopped animator, as in UIKit")
        finish(at: finalPosition)
    }

    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
    {
        startAnimation()
    }

    private func finish(at position: UIViewAnimatingPosition) {
        finished = true
        state = .inactive
        let pending = completions
        completions.removeAll()
        for completion in pending { completion(position) }
    }
}
