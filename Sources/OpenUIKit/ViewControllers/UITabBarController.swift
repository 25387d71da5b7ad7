import Foundation

/// Tabs: one child shown at a time above a tab bar whose height includes the bottom safe area. The child's view
/// extends under the (translucent) tab bar and its safe area grows by what the bar covers
/// (uikit-facts-breadth §3.1–3.2).
open class UITabBarController: UIViewController, BarContainer {
    private let tabBarStorage = UITabBar()
    /// Get-only and overridable, as UIKit declares it.
    open var tabBar: UITabBar { tabBarStorage }
    private var tabs: [UIViewController]?
    private var selection = 0
    private var shownController: UIViewController?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func loadView() {
        let container = UILayoutContainerView(frame: .zero)
        view = container
        container.addSubview(tabBar)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        showSelectedController()
    }

    /// Asked and told about the user's tab taps; nothing taps here, so only client code calls it.
    open weak var delegate: UITabBarControllerDelegate?

    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let old = tabs ?? []
        let new = viewControllers ?? []
        let removed = old.filter { o in !new.contains { $0 === o } }
        let added = new.filter { n in !old.contains { $0 === n } }
        for vc in removed { vc.willMove(toParent: nil) }
        for vc in added { addChild(vc) }
        tabs = viewControllers
        // UIKit keeps the selected index when it still exists, else selects the first tab.
        if selection >= new.count { selection = 0 }
        tabBarItemsDidChange()
        if isViewLoaded { showSelectedController() }
        for vc in removed where vc !== shownController { vc.removeFromParent() }
        for vc in added { vc.didMove(toParent: self) }
    }

    open var selectedIndex: Int {
        get { selection }
        set {
            guard let tabs, newValue >= 0, newValue < tabs.count else { return }
            selection = newValue
            tabBar.selectedItem = tabs[newValue].tabBarItem
            if isViewLoaded { showSelectedController() }
        }
    }

    /// The selected controller decides the status bar, as in UIKit.
    open override var childForStatusBarStyle: UIViewController? { selectedViewController }
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }

    open var selectedViewController: UIViewController? {
        get {
            guard let tabs, selection < tabs.count else { return nil }
            return tabs[selection]
        }
        set {
            guard let newValue, let index = tabs?.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    func tabBarItemsDidChange() {
        let items = (tabs ?? []).map { $0.tabBarItem! }
        tabBar.setItems(items, animated: false)
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    private func showSelectedController() {
        let selected = selectedViewController
        guard selected !== shownController else { return }
        let old = shownController
        shownController = selected
        transitionChildView(from: old, to: selected, in: view)
        if let old, !(tabs ?? []).contains(where: { $0 === old }) { old.removeFromParent() }
    }

    // MARK: Layout

    /// A navigation controller's top controller asking to hide the bottom bar hides it.
    private var showsTabBar: Bool {
        guard !tabBar.isHidden else { return false }
        if let nav = selectedViewController as? UINavigationController,
            nav.viewControllers.dropFirst().contains(where: \.hidesBottomBarWhenPushed)
        {
            return false
        }
        return true
    }

    func layoutBarsAndChildren() {
        guard let view = viewIfLoaded else { return }
        let bounds = view.bounds
        let safe = view.safeAreaInsets
        let height = tabBar.preferredHeight(in: view.traitCollection, bottomSafeArea: safe.bottom)
        // A bar hidden by a pushed controller slides off the bottom, as UIKit animates it away.
        let y = showsTabBar || tabBar.isHidden ? bounds.maxY - height : bounds.maxY
        tabBar.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
        if let child = shownController, let childView = child.viewIfLoaded, childView.superview === view {
            var frame = bounds
            let extends =
                child.edgesForExtendedLayout.contains(.bottom)
                && (tabBar.isTranslucent || child.extendedLayoutIncludesOpaqueBars)
            if showsTabBar && !extends { frame.size.height = tabBar.frame.minY }
            childView.frame = frame
        }
        tabBar.scrollEdgeProvider = { [weak self] in self?.selectedViewController?.contentIsAtBottomEdge ?? true }
        tabBar.isAtScrollEdge = selectedViewController?.contentIsAtBottomEdge ?? true
    }

    func insetsCoveredByBars(of child: UIViewController) -> UIEdgeInsets {
        guard showsTabBar, child === shownController, let childView = child.viewIfLoaded,
            childView.superview === viewIfLoaded
        else { return .zero }
        let f = childView.frame
        return UIEdgeInsets(top: 0, left: 0, bottom: min(max(0, f.maxY - tabBar.frame.minY), f.height), right: 0)
    }
}
