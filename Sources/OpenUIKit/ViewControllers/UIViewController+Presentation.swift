import Foundation

/// How a presented controller covers its presenter (UIKit's raw values).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2

    /// Whether OpenUIKit draws the presentation: the styles that cover the window edge to edge. Sheets,
    /// popovers and custom presentations have geometry that is not sourced yet; a window showing one
    /// fails to render with a reason (`UIWindow.drawingProblem`).
    var coversWindow: Bool {
        switch self {
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext: true
        case .pageSheet, .formSheet, .custom, .popover, .none, .automatic: false
        }
    }

    /// Whether the presenter's view stays under the presented one (the `over` styles).
    var keepsPresenterVisible: Bool { self == .overFullScreen || self == .overCurrentContext }
}

public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}

extension UIViewController {
    /// UIKit presents from the root of the presenter's containment (its navigation or tab bar
    /// controller, say) unless a controller on the way defines the presentation context.
    private var presentationContext: UIViewController {
        var controller = self
        while let parent = controller.parent, !controller.definesPresentationContext { controller = parent }
        return controller
    }

    /// A presentation happens at once (there are no animations): the presented view joins the window
    /// above everything, and the presenter's view leaves it unless the style keeps it visible. Sheets
    /// are recorded but not put in the window. Presenting from a controller that already presents
    /// one is refused with UIKit's warning.
    func performPresentation(of presented: UIViewController, completion: (() -> Void)?) {
        let presenter = presentationContext
        if let existing = presenter.presentedStorage {
            warn("Attempt to present \(presented) on \(presenter) which is already presenting \(existing)")
            return
        }
        guard presented.presentingStorage == nil, presented.parent == nil else {
            warn("Attempt to present \(presented) which is already presented or has a parent")
            return
        }
        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
        // The transition happens at once: it begins and ends around the view joining the window.
        let presentation = presented.presentationController
        presentation?.presentationTransitionWillBegin()
        let style = presented.modalPresentationStyle
        if style.coversWindow, let presenterView = presenter.viewIfLoaded, let window = presenterView.window {
            let view: UIView = presented.view
            view.frame = window.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            presented.appearanceCause.insert(.beingPresented)
            window.addSubview(view)
            // Kept until viewDidAppear if the view began appearing (the window is visible).
            if presented.appearance != .appearing { presented.appearanceCause.remove(.beingPresented) }
            if !style.keepsPresenterVisible { presenterView.removeFromSuperview() }
        }
        presentation?.presentationTransitionDidEnd(true)
        completion?()
    }

    /// UIKit's console warning, on standard error.
    private func warn(_ message: String) {
        FileHandle.standardError.write(Data(("Warning: " + message + "\n").utf8))
    }

    func performDismissal(completion: (() -> Void)?) {
        // A presenter dismisses what it presents; a presented controller asks its presenter.
        let presenter: UIViewController
        if presentationContext.presentedStorage != nil {
            presenter = presentationContext
        } else if let presenting = presentingViewController {
            presenter = presenting
        } else {
            completion?()
            return
        }
        guard let presented = presenter.presentedStorage else { return }
        // Controllers presented on top of the dismissed one go first.
        if presented.presentedStorage != nil { presented.performDismissal(completion: nil) }
        let presentation = presented.presentationController
        presentation?.dismissalTransitionWillBegin()
        let view = presented.viewIfLoaded
        if let window = view?.window, let view, view.superview === window {
            if let presenterView = presenter.viewIfLoaded, presenterView.superview == nil {
                window.insertSubview(presenterView, belowSubview: view)
                presenterView.frame = window.bounds
            }
            presented.appearanceCause.insert(.beingDismissed)
            view.removeFromSuperview()
            presented.appearanceCause.remove(.beingDismissed)
        }
        presenter.presentedStorage = nil
        presented.presentingStorage = nil
        presentation?.dismissalTransitionDidEnd(true)
        completion?()
    }

    /// A controller presented from this one, its children or what they present, in a style not drawn yet.
    var undrawnPresentation: UIViewController? {
        var pending: [UIViewController] = [self]
        while let controller = pending.popLast() {
            if let presented = controller.presentedStorage {
                if !presented.modalPresentationStyle.coversWindow { return presented }
                pending.append(presented)
            }
            pending.append(contentsOf: controller.children)
        }
        return nil
    }
}
