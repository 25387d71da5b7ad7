import Foundation

/// UIKit's gesture recognizer: the targets, state and relationships that client code configures.
///
/// Linux has no touch input: nothing recognizes a gesture by itself. A test (or a subclass, which may set
/// `state`, as UIKit's `UIGestureRecognizerSubclass.h` allows) drives the state; entering `.began`,
/// `.changed` or `.ended` hands each target's action to `sendAction(_:to:)`, which performs it with the
/// recognizer as its argument (see `Selector` for what can be performed).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture's success: the same value as `ended`, as in UIKit.
        public static let recognized = State.ended
    }

    private struct TargetAction {
        weak var target: AnyObject?
        let action: Selector
    }

    private var targetActions: [TargetAction] = []
    private var failureRequirements: [WeakRecognizer] = []

    /// The view the recognizer is attached to (`UIView.addGestureRecognizer(_:)`).
    open internal(set) weak var view: UIView?
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    open var isEnabled = true {
        didSet { if !isEnabled && oldValue && isContinuousInProgress { state = .cancelled } }
    }
    open var name: String?
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    open var allowedTouchTypes: [NSNumber] = []
    open var allowedPressTypes: [NSNumber] = []

    /// Setting a state sends the actions for the states UIKit sends them for; setting `.changed` again
    /// sends them again, as each movement does on a device. A gesture that ends, is cancelled or fails
    /// then returns to `.possible` through `reset()`, as UIKit does once the event is handled.
    open var state: State = .possible {
        didSet {
            switch state {
            case .began, .changed: sendActions()
            case .ended, .cancelled:
                sendActions()
                finish()
            case .failed: finish()
            case .possible: break
            }
        }
    }

    private func finish() {
        reset()
        state = .possible
    }

    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    public override convenience init() { self.init(target: nil, action: nil) }

    open func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        guard !targetActions.contains(where: { $0.target === object && $0.action == action }) else { return }
        targetActions.append(TargetAction(target: object, action: action))
    }

    /// A nil target removes the action from every target; a nil action every action of the target.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targetActions.removeAll { (object == nil || $0.target === object) && (action == nil || $0.action == action) }
    }

    /// The actions registered, for each target still alive, in the order they were added.
    public var targetActionPairs: [(target: AnyObject, action: Selector)] {
        targetActions.compactMap { pair in pair.target.map { ($0, pair.action) } }
    }

    /// Performs `action` on `target` with the recognizer as its argument, as UIKit does; a subclass may
    /// override it to see or divert each delivery.
    open func sendAction(_ action: Selector, to target: AnyObject) {
        _ = action.perform(on: target, with: [self])
    }

    private func sendActions() {
        guard isEnabled else { return }
        for pair in targetActionPairs { sendAction(pair.action, to: pair.target) }
    }

    private var isContinuousInProgress: Bool { state == .began || state == .changed }

    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    /// The recognizers this one waits for (`require(toFail:)`), still alive.
    public var failureRequirementRecognizers: [UIGestureRecognizer] {
        failureRequirements.compactMap(\.recognizer)
    }

    /// Returns to `.possible`, as UIKit does after a gesture ends, fails or is cancelled. Subclasses
    /// clear their own gesture data here.
    open func reset() {}

    open func ignore(_ touch: UITouch, for event: UIEvent) {}

    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // Touch handling, for subclasses; nothing delivers touches here.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// The touches' centroid; with no touches (always, here) the view's origin, in `view`'s space.
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return .zero }
        return own.convert(.zero, to: view)
    }

    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        precondition(
            touchIndex < numberOfTouches,
            "-[UIGestureRecognizer locationOfTouch:inView:]: index \(touchIndex) beyond bounds")
        return location(in: view)
    }

    open var numberOfTouches: Int { 0 }
    /// The modifier keys and mouse buttons held during the gesture: none, as nothing produces events here.
    open var modifierFlags: UIKeyModifierFlags { [] }
    open var buttonMask: UIEvent.ButtonMask { [] }
}

private struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}
