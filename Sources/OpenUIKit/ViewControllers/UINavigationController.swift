import Foundation

/// A stack of view controllers under a navigation bar, with an optional toolbar at the bottom. The top
/// controller's view fills the container and extends under translucent bars; its safe area grows by what the
/// bars cover (uikit-facts-breadth §3.2).
open class UINavigationController: UIViewController, BarContainer {
    private let navigationBarStorage = UINavigationBar()
    private let toolbarStorage = UIToolbar()
    /// Get-only and overridable, as UIKit declares them.
    open var navigationBar: UINavigationBar { navigationBarStorage }
    open var toolbar: UIToolbar! { toolbarStorage }
    open var isNavigationBarHidden = false { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Hidden by default, as in UIKit.
    open var isToolbarHidden = true { didSet { viewIfLoaded?.setNeedsLayout() } }
    private var stack: [UIViewController] = []
    /// The controller whose view is in the container (the top one once the view has loaded).
    private var shownController: UIViewController?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Designated, as UIKit declares it: a subclass overrides it and calls super.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func loadView() {
        let container = UILayoutContainerView(frame: .zero)
        view = container
        toolbar.isHidden = isToolbarHidden
        container.addSubview(navigationBar)
        container.addSubview(toolbar)
    }

    /// The top controller's view goes in once the container's view exists (after the subclass's viewDidLoad
    /// calls super).
    open override func viewDidLoad() {
        super.viewDidLoad()
        showTopController()
    }

    // MARK: Stack

    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The top controller decides whether the status bar shows; its style follows the bar, as in UIKit.
    open override var childForStatusBarHidden: UIViewController? { topViewController }

    open var topViewController: UIViewController? { stack.last }

    /// No presentations exist here: the visible controller is the top one.
    open var visibleViewController: UIViewController? { topViewController }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var seen = Set<ObjectIdentifier>()
        let unique = viewControllers.filter { seen.insert(ObjectIdentifier($0)).inserted }
        let removed = stack.filter { old in !unique.contains { $0 === old } }
        for vc in removed { vc.willMove(toParent: nil) }
        let added = unique.filter { new in !stack.contains { $0 === new } }
        for vc in added { addChild(vc) }
        stack = unique
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        for vc in added { vc.appearanceCause.insert(.movingToParent) }
        for vc in removed { vc.appearanceCause.insert(.movingFromParent) }
        if isViewLoaded { showTopController() }
        // Only the controllers whose appearance this change started keep their cause until it ends.
        let pendingDisappearance = viewIfLoaded?.window?.pendingDidDisappear ?? []
        for vc in added where vc.appearance != .appearing { vc.appearanceCause.remove(.movingToParent) }
        for vc in removed where !pendingDisappearance.contains(where: { $0 === vc }) {
            vc.appearanceCause.remove(.movingFromParent)
        }
        for vc in removed where vc !== shownController { vc.removeFromParent() }
        for vc in added { vc.didMove(toParent: self) }
        updateToolbarItems()
        // The tab bar around may hide or show (`hidesBottomBarWhenPushed`).
        tabBarController?.viewIfLoaded?.setNeedsLayout()
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else { return }
        setViewControllers(stack + [viewController], animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        setViewControllers([stack[0]], animated: animated)
        return popped
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        setViewControllers(Array(stack[...index]), animated: animated)
        return popped
    }

    private func showTopController() {
        let top = stack.last
        guard top !== shownController else { return }
        let old = shownController
        if let top { delegate?.navigationController(self, willShow: top, animated: false) }
        shownController = top
        transitionChildView(from: old, to: top, in: view)
        if let old, !stack.contains(where: { $0 === old }) { old.removeFromParent() }
        if let top { delegate?.navigationController(self, didShow: top, animated: false) }
    }

    /// Told when the shown controller changes (transitions happen at once, so never `animated`).
    open weak var delegate: UINavigationControllerDelegate?

    // MARK: Bars

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    /// The toolbar shows the top controller's `toolbarItems`.
    func updateToolbarItems() {
        toolbar.setItems(topViewController?.toolbarItems, animated: false)
    }

    // MARK: Layout

    private var showsNavigationBar: Bool { !isNavigationBarHidden }
    private var showsToolbar: Bool { !isToolbarHidden }

    func layoutBarsAndChildren() {
        guard let view = viewIfLoaded else { return }
        let traits = view.traitCollection
        let bounds = view.bounds
        let safe = view.safeAreaInsets
        navigationBar.isHidden = !showsNavigationBar
        toolbar.isHidden = !showsToolbar
        if showsNavigationBar {
            // The bar sits below the status bar (the container's top safe inset; breadth §3.2) and its background
            // reaches up under it.
            let height = navigationBar.preferredHeight(in: traits)
            navigationBar.frame = CGRect(x: 0, y: safe.top, width: bounds.width, height: height)
            navigationBar.backgroundExtendsUp = safe.top
        }
        if showsToolbar {
            let tabs = tabBarController
            let aboveHomeIndicator = safe.bottom > 0 && (tabs == nil || tabs?.tabBar.isHidden == true)
            let height = BarMetrics.toolbarHeight(traits, aboveHomeIndicator: aboveHomeIndicator)
            toolbar.frame = CGRect(x: 0, y: bounds.maxY - safe.bottom - height, width: bounds.width, height: height)
            toolbar.backgroundExtendsDown = safe.bottom
        }
        if let child = shownController, let childView = child.viewIfLoaded, childView.superview === view {
            childView.frame = childFrame(for: child, in: bounds)
        }
        navigationBar.scrollEdgeProvider = { [weak self] in self?.topViewController?.contentIsAtTopEdge ?? true }
        toolbar.scrollEdgeProvider = { [weak self] in self?.topViewController?.contentIsAtBottomEdge ?? true }
        navigationBar.isAtScrollEdge = topViewController?.contentIsAtTopEdge ?? true
        toolbar.isAtScrollEdge = topViewController?.contentIsAtBottomEdge ?? true
    }

    /// The whole container, less the bars the child does not extend under.
    private func childFrame(for child: UIViewController, in bounds: CGRect) -> CGRect {
        var frame = bounds
        if showsNavigationBar, !extends(child, under: .top, translucent: navigationBar.isTranslucent) {
            frame.origin.y = navigationBar.frame.maxY
            frame.size.height = bounds.maxY - frame.origin.y
        }
        if showsToolbar, !extends(child, under: .bottom, translucent: toolbar.isTranslucent) {
            frame.size.height = max(0, toolbar.frame.minY - frame.origin.y)
        }
        return frame
    }

    private func extends(_ child: UIViewController, under edge: UIRectEdge, translucent: Bool) -> Bool {
        child.edgesForExtendedLayout.contains(edge) && (translucent || child.extendedLayoutIncludesOpaqueBars)
    }

    func insetsCoveredByBars(of child: UIViewController) -> UIEdgeInsets {
        guard child === shownController, let childView = child.viewIfLoaded, childView.superview === viewIfLoaded
        else { return .zero }
        let f = childView.frame
        var covered = UIEdgeInsets.zero
        if showsNavigationBar { covered.top = min(max(0, navigationBar.frame.maxY - f.minY), f.height) }
        if showsToolbar { covered.bottom = min(max(0, f.maxY - toolbar.frame.minY), f.height) }
        return covered
    }
}
