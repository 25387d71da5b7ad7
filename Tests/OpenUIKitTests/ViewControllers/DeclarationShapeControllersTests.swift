import OpenUIKit
import XCTest

// View controller declaration shapes checked against UIKit's SDK headers, written as an app's subclasses write
// them (Swift 5 mode, no @testable): narrowing one of these (open to public, settable to get-only, designated to
// convenience) breaks the build here; the tests check that UIKit's moments call the overrides.

private class ShapeBaseController: UIViewController {
    var log: [String] = []
    var appearingWidth: CGFloat?
    /// Why each appearance callback ran, from `isMovingToParent` and its siblings.
    var causes: [String] = []

    private func record(_ callback: String) {
        let flags = [
            isMovingToParent ? "toParent" : nil, isMovingFromParent ? "fromParent" : nil,
            isBeingPresented ? "presented" : nil, isBeingDismissed ? "dismissed" : nil,
        ].compactMap { $0 }
        causes.append("\(callback) \(flags.isEmpty ? "-" : flags.joined(separator: ","))")
    }

    override var isMovingToParent: Bool { super.isMovingToParent }
    override var isMovingFromParent: Bool { super.isMovingFromParent }
    override var isBeingPresented: Bool { super.isBeingPresented }
    override var isBeingDismissed: Bool { super.isBeingDismissed }

    init() { super.init(nibName: nil, bundle: nil) }
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var nibName: String? { super.nibName ?? "ShapeBase" }
    override var nibBundle: Bundle? { super.nibBundle }
    override var parent: UIViewController? { super.parent }
    override var children: [UIViewController] { super.children }
    override var viewIfLoaded: UIView? { super.viewIfLoaded }
    override var isViewLoaded: Bool { super.isViewLoaded }
    override var title: String? { didSet { log.append("title") } }
    override var preferredContentSize: CGSize { didSet { log.append("preferredContentSize") } }
    override var navigationItem: UINavigationItem { super.navigationItem }
    override var tabBarItem: UITabBarItem! {
        get { super.tabBarItem }
        set { super.tabBarItem = newValue }
    }
    override var toolbarItems: [UIBarButtonItem]? { didSet {} }
    override var edgesForExtendedLayout: UIRectEdge { didSet {} }
    override var additionalSafeAreaInsets: UIEdgeInsets { didSet {} }
    override var modalPresentationStyle: UIModalPresentationStyle { didSet {} }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { false }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
    override var childForStatusBarStyle: UIViewController? { nil }
    override var childForStatusBarHidden: UIViewController? { nil }
    override var prefersHomeIndicatorAutoHidden: Bool { true }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var shouldAutorotate: Bool { false }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .bottom }
    override var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    override func setNeedsUpdateOfSupportedInterfaceOrientations() {
        super.setNeedsUpdateOfSupportedInterfaceOrientations()
    }
    override func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {
        super.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
    }

    override func loadView() {
        log.append("loadView")
        super.loadView()
    }
    override func loadViewIfNeeded() { super.loadViewIfNeeded() }
    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("viewWillAppear")
        record("willAppear")
    }
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        log.append("viewIsAppearing \(view.window != nil)")
        appearingWidth = view.bounds.width
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("viewDidAppear")
        record("didAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("viewWillDisappear")
        record("willDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("viewDidDisappear")
        record("didDisappear")
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.append("viewWillLayoutSubviews")
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.append("viewDidLayoutSubviews")
    }
    override func updateViewConstraints() { super.updateViewConstraints() }
    override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange() }
    override func viewLayoutMarginsDidChange() { super.viewLayoutMarginsDidChange() }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.append("willMove \(parent == nil ? "nil" : "parent")")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.append("didMove \(parent == nil ? "nil" : "parent")")
    }
    override func addChild(_ childController: UIViewController) { super.addChild(childController) }
    override func removeFromParent() { super.removeFromParent() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
    }
    override func setEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
    override func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        log.append("present")
        super.present(viewControllerToPresent, animated: flag, completion: completion)
    }
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        log.append("dismiss")
        super.dismiss(animated: flag, completion: completion)
    }
    override func show(_ vc: UIViewController, sender: Any?) { super.show(vc, sender: sender) }
}

/// An app's navigation controller: its own designated initializer, and the top controller's status bar style.
private final class ShapeNavigationController: UINavigationController {
    var pushed: [String] = []

    override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        navigationBar.prefersLargeTitles = true
    }
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var navigationBar: UINavigationBar { super.navigationBar }
    override var toolbar: UIToolbar! { super.toolbar }
    override var childForStatusBarStyle: UIViewController? { topViewController }
    override var viewControllers: [UIViewController] { didSet {} }
    override var topViewController: UIViewController? { super.topViewController }
    override var visibleViewController: UIViewController? { super.visibleViewController }
    override var isNavigationBarHidden: Bool { didSet {} }
    override var isToolbarHidden: Bool { didSet {} }
    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        pushed.append(viewController.title ?? "?")
        super.pushViewController(viewController, animated: animated)
    }
    @discardableResult
    override func popViewController(animated: Bool) -> UIViewController? { super.popViewController(animated: animated) }
    override func popToRootViewController(animated: Bool) -> [UIViewController]? {
        super.popToRootViewController(animated: animated)
    }
    override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        super.setViewControllers(viewControllers, animated: animated)
    }
    override func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        super.setNavigationBarHidden(hidden, animated: animated)
    }
}

private final class ShapeTabBarController: UITabBarController {
    var selections: [Int] = []
    override var tabBar: UITabBar { super.tabBar }
    override var viewControllers: [UIViewController]? { didSet {} }
    override var selectedIndex: Int { didSet { selections.append(selectedIndex) } }
    override var selectedViewController: UIViewController? { didSet {} }
    override func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        super.setViewControllers(viewControllers, animated: animated)
    }
}

private final class ShapeSplitViewController: UISplitViewController {
    override init(style: UISplitViewController.Style) { super.init(style: style) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var style: UISplitViewController.Style { super.style }
}

private final class ShapePageViewController: UIPageViewController {
    override init(
        transitionStyle style: UIPageViewController.TransitionStyle,
        navigationOrientation: UIPageViewController.NavigationOrientation,
        options: [UIPageViewController.OptionsKey: Any]? = nil
    ) {
        super.init(transitionStyle: style, navigationOrientation: navigationOrientation, options: options)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var transitionStyle: UIPageViewController.TransitionStyle { super.transitionStyle }
    override var navigationOrientation: UIPageViewController.NavigationOrientation { super.navigationOrientation }
    override var spineLocation: UIPageViewController.SpineLocation { super.spineLocation }
}

private final class ShapeSearchController: UISearchController {
    override init(searchResultsController: UIViewController?) {
        super.init(searchResultsController: searchResultsController)
    }
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var searchResultsController: UIViewController? { super.searchResultsController }
}

private final class ShapeAlertAction: UIAlertAction {
    override var title: String? { super.title.map { $0.uppercased() } }
    override var style: UIAlertAction.Style { super.style }
}

private final class ShapeAlertController: UIAlertController {
    override var preferredStyle: UIAlertController.Style { super.preferredStyle }
}

private final class ShapeTableViewController: UITableViewController {
    var offsets: [CGFloat] = []
    override func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
    override func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
}

private final class ShapeCollectionViewController: UICollectionViewController {
    override var collectionViewLayout: UICollectionViewLayout { super.collectionViewLayout }
}

private final class ShapePresentationController: UIPresentationController {
    var log: [String] = []
    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }
    override var presentedViewController: UIViewController { super.presentedViewController }
    override var presentingViewController: UIViewController { super.presentingViewController }
    override var traitCollection: UITraitCollection { super.traitCollection }
    override var frameOfPresentedViewInContainerView: CGRect { super.frameOfPresentedViewInContainerView }
    override func presentationTransitionWillBegin() {
        log.append("presentation will begin, in window \(presentedViewController.viewIfLoaded?.window != nil)")
    }
    override func presentationTransitionDidEnd(_ completed: Bool) {
        log.append("presentation did end \(completed), in window \(presentedViewController.view.window != nil)")
    }
    override func dismissalTransitionWillBegin() {
        log.append("dismissal will begin, in window \(presentedViewController.view.window != nil)")
    }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log.append("dismissal did end \(completed), in window \(presentedViewController.view.window != nil)")
    }
}

private final class ShapeTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var made: ShapePresentationController?
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let controller = ShapePresentationController(presentedViewController: presented, presenting: presenting)
        made = controller
        return controller
    }
}

private final class ShapeInteraction: UIPercentDrivenInteractiveTransition {
    override var percentComplete: CGFloat { super.percentComplete }
    override var duration: CGFloat { super.duration }
    override var completionSpeed: CGFloat { didSet {} }
    override func update(_ percentComplete: CGFloat) { super.update(percentComplete) }
    override func finish() { super.finish() }
}

final class DeclarationShapeControllersTests: XCTestCase {
    func testAppearanceOverridesRunInUIKitsOrder() {
        let window = UIWindow(device: .iPhone13)
        let controller = ShapeBaseController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        XCTAssertEqual(
            controller.log,
            [
                "loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing true", "viewWillLayoutSubviews",
                "viewDidLayoutSubviews", "viewDidAppear",
            ])
        XCTAssertEqual(controller.nibName, "ShapeBase")
        XCTAssertEqual(window.windowScene?.statusBarManager?.statusBarStyle, .lightContent)
        window.isHidden = true
    }

    func testChildMovesThroughItsOverrides() {
        let parent = ShapeBaseController()
        let child = ShapeBaseController()
        parent.addChild(child)
        child.didMove(toParent: parent)
        XCTAssertTrue(child.parent === parent && parent.children.first === child)
        child.willMove(toParent: nil)
        child.removeFromParent()
        XCTAssertEqual(child.log, ["willMove parent", "didMove parent", "willMove nil", "didMove nil"])
        XCTAssertNil(child.parent)
        XCTAssertFalse(child.isViewLoaded)
        child.title = "Child"
        child.preferredContentSize = CGSize(width: 10, height: 10)
        XCTAssertEqual(child.log.suffix(2), ["title", "preferredContentSize"])
    }

    func testNavigationSubclassForwardsTheStatusBarStyleOfItsTopController() {
        let root = ShapeBaseController()
        root.title = "Root"
        let navigation = ShapeNavigationController(rootViewController: root)
        XCTAssertTrue(navigation.topViewController === root, "the subclass's init(rootViewController:) ran")
        XCTAssertTrue(navigation.navigationBar.prefersLargeTitles)
        let next = UIViewController()
        next.title = "Next"
        navigation.pushViewController(next, animated: false)
        XCTAssertEqual(navigation.pushed, ["Next"])
        _ = navigation.popViewController(animated: false)
        let window = UIWindow(device: .iPhone13)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        XCTAssertEqual(window.windowScene?.statusBarManager?.statusBarStyle, .lightContent)
        XCTAssertEqual(root.appearingWidth, 390, "the container gave the view its frame before viewIsAppearing")
        XCTAssertEqual(root.log.filter { $0.hasPrefix("viewIsAppearing") }.count, 1)
        XCTAssertTrue(navigation.toolbar.isHidden)
        window.isHidden = true
    }

    func testAppearanceCallbacksKnowWhyTheyRun() {
        let root = ShapeBaseController()
        let navigation = ShapeNavigationController(rootViewController: root)
        let window = UIWindow(device: .iPhone13)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let pushed = ShapeBaseController()
        navigation.pushViewController(pushed, animated: false)
        window.layoutIfNeeded()
        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(
            pushed.causes,
            ["willAppear toParent", "didAppear toParent", "willDisappear fromParent", "didDisappear fromParent"])
        XCTAssertEqual(
            root.causes,
            ["willAppear -", "didAppear -", "willDisappear -", "didDisappear -", "willAppear -", "didAppear -"])
        let modal = ShapeBaseController()
        modal.modalPresentationStyle = .fullScreen
        navigation.present(modal, animated: false)
        window.layoutIfNeeded()
        modal.dismiss(animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(
            modal.causes,
            ["willAppear presented", "didAppear presented", "willDisappear dismissed", "didDisappear dismissed"])
        XCTAssertFalse(modal.isBeingDismissed || pushed.isMovingFromParent || pushed.isMovingToParent)
        window.isHidden = true
    }

    func testTabBarSubclassHearsTheSelection() {
        let tabs = ShapeTabBarController()
        tabs.setViewControllers([UIViewController(), UIViewController()], animated: false)
        tabs.selectedIndex = 1
        XCTAssertEqual(tabs.selections, [1])
        XCTAssertEqual(tabs.tabBar.items?.count, 2)
    }

    func testGetOnlyPropertiesAnswerThroughTheirOverrides() {
        XCTAssertEqual(ShapeSplitViewController(style: .doubleColumn).style, .doubleColumn)
        let pages = ShapePageViewController(transitionStyle: .scroll, navigationOrientation: .vertical)
        XCTAssertEqual(pages.transitionStyle, .scroll)
        XCTAssertEqual(pages.navigationOrientation, .vertical)
        XCTAssertEqual(pages.spineLocation, .none)
        let results = UIViewController()
        XCTAssertTrue(ShapeSearchController(searchResultsController: results).searchResultsController === results)
        XCTAssertEqual(ShapeAlertAction(title: "Delete", style: .destructive).title, "DELETE")
        let alert = ShapeAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        XCTAssertEqual(alert.preferredStyle, .actionSheet)
        XCTAssertTrue(ShapeCollectionViewController().collectionViewLayout is UICollectionViewFlowLayout)
        let interaction = ShapeInteraction()
        interaction.update(0.4)
        XCTAssertEqual(interaction.percentComplete, 0.4)
        XCTAssertEqual(interaction.duration, 0)
    }

    func testTableViewControllerHearsItsTableScroll() {
        let controller = ShapeTableViewController(style: .plain)
        controller.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        controller.tableView.contentOffset = CGPoint(x: 0, y: 40)
        XCTAssertEqual(controller.offsets.last, 40)
    }

    func testPresentationControllerHearsTheTransitionAroundTheWindowChange() throws {
        let window = UIWindow(device: .iPhone13)
        let presenter = ShapeBaseController()
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let transitions = ShapeTransitioningDelegate()
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = transitions
        presenter.present(presented, animated: false) { transitions.made?.log.append("completion") }
        presented.dismiss(animated: false) { transitions.made?.log.append("completion") }
        let made = try XCTUnwrap(transitions.made)
        XCTAssertEqual(
            made.log,
            [
                "presentation will begin, in window false", "presentation did end true, in window false", "completion",
                "dismissal will begin, in window false", "dismissal did end true, in window false", "completion",
            ])
        XCTAssertEqual(presenter.log.suffix(1), ["present"])
        window.isHidden = true
    }
}
