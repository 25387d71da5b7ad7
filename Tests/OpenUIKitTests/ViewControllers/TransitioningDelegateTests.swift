import XCTest

@testable import OpenUIKit

/// Custom presentations as apps write them: a transitioning delegate with an animator and its own
/// presentation controller. Transitions happen at once, so animators are never run; a `.custom`
/// presentation is not drawn (the window fails to render with a reason).
final class TransitioningDelegateTests: XCTestCase {
    private final class CardPresentationController: UIPresentationController {
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let container = containerView else { return .zero }
            return CGRect(x: 0, y: container.bounds.midY, width: container.bounds.width, height: container.bounds.midY)
        }
    }

    private final class SlideUp: NSObject, UIViewControllerAnimatedTransitioning {
        var animated = 0
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) { animated += 1 }
    }

    private final class CardTransitions: NSObject, UIViewControllerTransitioningDelegate {
        let animator = SlideUp()
        var asked = 0
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            asked += 1
            return CardPresentationController(presentedViewController: presented, presenting: presenting)
        }
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { animator }
    }

    func testCustomStyleAsksTheDelegateForItsPresentationControllerOnce() {
        let transitions = CardTransitions()
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        let root = UIViewController()
        _ = present(root, on: .iPhone8)
        root.present(card, animated: true)
        XCTAssertTrue(card.presentationController is CardPresentationController)
        XCTAssertTrue(card.presentationController === card.presentationController)
        XCTAssertEqual(transitions.asked, 1)
        XCTAssertEqual(card.presentationController?.frameOfPresentedViewInContainerView.minY, 667 / 2)
        XCTAssertEqual(transitions.animator.animated, 0, "transitions happen at once; animators do not run")
        XCTAssertTrue(root.undrawnPresentation === card)
    }

    func testWithoutADelegateControllerTheStyleDecides() {
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        XCTAssertFalse(card.presentationController is UISheetPresentationController)
        XCTAssertEqual(UITransitionContextViewControllerKey.from.rawValue, "UITransitionContextFromViewController")
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.update(1.4)
        XCTAssertEqual(interaction.percentComplete, 1)
        interaction.cancel()
        XCTAssertTrue(interaction.isCancelled)
    }
}
