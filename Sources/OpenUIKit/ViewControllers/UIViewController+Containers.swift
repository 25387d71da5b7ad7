import Foundation

extension UIViewController {
    /// The nearest navigation controller above this one.
    public var navigationController: UINavigationController? {
        var current = parent
        while let c = current {
            if let nav = c as? UINavigationController { return nav }
            current = c.parent
        }
        return nil
    }

    /// The nearest tab bar controller above this one.
    public var tabBarController: UITabBarController? {
        var current = parent
        while let c = current {
            if let tabs = c as? UITabBarController { return tabs }
            current = c.parent
        }
        return nil
    }

    /// The scroll view whose edges decide the bars' scroll-edge appearance: the content controller's root view
    /// when it scrolls, else the first scroll view under it (depth first). Choice: UIKit's own search is not
    /// documented; iOS 15's `setContentScrollView` overrides it there.
    var edgeScrollView: UIScrollView? {
        if let nav = self as? UINavigationController { return nav.topViewController?.edgeScrollView }
        if let tabs = self as? UITabBarController { return tabs.selectedViewController?.edgeScrollView }
        guard let root = viewIfLoaded else { return nil }
        var stack = [root]
        while !stack.isEmpty {
            let view = stack.removeFirst()
            if let scroll = view as? UIScrollView { return scroll }
            stack.insert(contentsOf: view.subviews, at: 0)
        }
        return nil
    }

    /// Whether the content rests at its top edge (true when nothing scrolls).
    var contentIsAtTopEdge: Bool {
        guard let scroll = edgeScrollView else { return true }
        return scroll.contentOffset.y <= -scroll.adjustedContentInset.top + 0.5
    }

    /// Whether the content's end is in view (true when nothing scrolls).
    var contentIsAtBottomEdge: Bool {
        guard let scroll = edgeScrollView else { return true }
        let visibleEnd = scroll.contentOffset.y + scroll.bounds.height - scroll.adjustedContentInset.bottom
        return visibleEnd >= scroll.contentSize.height - 0.5
    }

    /// Swaps the child shown in a container view with UIKit's appearance order: the incoming controller's
    /// `viewDidLoad`, the outgoing one's `viewWillDisappear`, the incoming one's `viewWillAppear`, layout, then
    /// `viewDidDisappear` and `viewDidAppear`.
    func transitionChildView(from old: UIViewController?, to new: UIViewController?, in container: UIView) {
        // The incoming view loads first (its viewDidLoad precedes the outgoing viewWillDisappear).
        new?.loadViewIfNeeded()
        let window = container.window
        let visible = window?.isVisible ?? false
        if visible, let window, let old, old.isViewLoaded, old.appearance != .disappeared {
            old.viewWillDisappear(false)
            old.appearance = .disappeared
            window.pendingDidAppear.removeAll { $0 === old }
            window.pendingDidDisappear.append(old)
        }
        if let new {
            let view: UIView = new.view
            if view.superview !== container {
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                container.insertSubview(view, at: 0)
            }
        }
        if let oldView = old?.viewIfLoaded, oldView.superview === container, old !== new {
            oldView.removeFromSuperview()
        }
        container.setNeedsLayout()
    }
}
