import Foundation

/// The coordinator of a window's size change (a rotation, a resize): `viewWillTransition(to:with:)` is called
/// with it before the new size is applied. The transition happens at once, as a snapshot sees it: right after
/// the size is applied every block added with `animate(alongsideTransition:completion:)` runs, then every
/// completion; a block added after that runs at once. `targetTransform` is the identity (a choice: the
/// window's orientation here has no left or right to rotate towards).
final class SizeTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let containerView: UIView
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var finished = false

    init(containerView: UIView) {
        self.containerView = containerView
        super.init()
    }

    var isAnimated: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { finished ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if finished {
            animation?(self)
            completion?(self)
            return true
        }
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Never called: the transition is not interactive.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
    }

    /// The new size is applied: the blocks run, animations first.
    func finish() {
        finished = true
        let animations = self.animations
        let completions = self.completions
        self.animations = []
        self.completions = []
        for animation in animations { animation(self) }
        for completion in completions { completion(self) }
    }
}
