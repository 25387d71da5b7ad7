import UIKit

/// A half-height card presented with a custom transition, as apps write one: a transitioning delegate that
/// vends its own presentation controller and a slide-up animator, and a percent-driven interaction for a pan
/// to dismiss.
public final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    public let interaction = UIPercentDrivenInteractiveTransition()

    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { SlideUpAnimator() }

    public func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { interaction }
}

public final class CardPresentationController: UIPresentationController {
    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let height = container.bounds.height / 2
        return CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
    }

    public override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let view = transitionContext.view(forKey: .to),
            let controller = transitionContext.viewController(forKey: .to)
        else { return }
        let final = transitionContext.finalFrame(for: controller)
        view.frame = final.offsetBy(dx: 0, dy: final.height)
        transitionContext.containerView.addSubview(view)
        UIView.animate(withDuration: transitionDuration(using: transitionContext)) {
            view.frame = final
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
