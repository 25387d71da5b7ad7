import Foundation

/// What manages a presented controller: its style, its container and the delegate that adapts it. Client
/// code reaches it before presenting (`presentationController?.delegate = self`, sheet detents, popover
/// anchors), so it exists from the first access, for the presented controller's current style.
///
/// Presentations happen at once here and only the full-screen styles are drawn (see
/// `UIModalPresentationStyle.coversWindow`); the rest of the state is kept for client code to read.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, @preconcurrency UITraitEnvironment {
    private let presentedViewControllerStorage: UIViewController
    open var presentedViewController: UIViewController { presentedViewControllerStorage }
    /// The presenter given at creation; once presented, the controller that actually presents.
    open var presentingViewController: UIViewController {
        presentedViewController.presentingViewController ?? presentingStorage ?? presentedViewController
    }
    private weak var presentingStorage: UIViewController?
    open weak var delegate: UIAdaptivePresentationControllerDelegate?
    open var overrideTraitCollection: UITraitCollection?
    /// Made by the presented controller's transitioning delegate for a `.custom` presentation, so kept.
    var isFromTransitioningDelegate = false

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presentedViewControllerStorage = presentedViewController
        presentingStorage = presentingViewController
        super.init()
    }

    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// The style UIKit proposes in the current environment: popovers and form sheets become full screen
    /// when horizontally compact, `.none` (no change) otherwise. The delegate's answer is not asked: nothing
    /// here adapts a presentation.
    open var adaptivePresentationStyle: UIModalPresentationStyle { adaptivePresentationStyle(for: traitCollection) }

    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        let compact = traitCollection.horizontalSizeClass == .compact
        return compact && (presentationStyle == .popover || presentationStyle == .formSheet) ? .fullScreen : .none
    }

    /// While presented, the window the presentation happens in (UIKit's container view is a view covering
    /// it); nil before.
    open var containerView: UIView? {
        guard let presenter = presentedViewController.presentingViewController else { return nil }
        return presentedViewController.viewIfLoaded?.window ?? presenter.viewIfLoaded?.window
    }

    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    open var shouldPresentInFullscreen: Bool { true }
    open var shouldRemovePresentersView: Bool { false }

    open var traitCollection: UITraitCollection { presentingViewController.traitCollection }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Not called: the container here is the window, which does not tell its presentation controllers it lays out.
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
    /// Called around a presentation and a dismissal, which happen at once: will-begin before the presented view
    /// joins (or leaves) the window, did-end with `true` after.
    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
}

/// UIKit's optional delegate methods; the defaults keep the proposed adaptation and allow dismissal.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController?
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// `.none` is "no opinion" from the one-argument form; the two-argument form defers to it.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle { adaptivePresentationStyle(for: controller) }
    public func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? { nil }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
