import Foundation

/// UIKit's view controller: a lazily loaded root view, the appearance and layout callbacks in UIKit's order,
/// child containment, safe-area and margin policy for the root view.
open class UIViewController: UIResponder, UITraitEnvironment {
    enum Appearance {
        case disappeared
        case appearing
        case appeared
    }

    var appearance = Appearance.disappeared {
        didSet { viewIsAppearingIsPending = appearance == .appearing }
    }
    private var viewIsAppearingIsPending = false

    /// Why the current appearance transition happens, for `isMovingToParent` and its siblings: set by the code that
    /// starts it (a push or pop, a presentation or dismissal), cleared once `viewDidAppear`/`viewDidDisappear` ran.
    struct AppearanceCause: OptionSet {
        let rawValue: UInt8
        static let movingToParent = AppearanceCause(rawValue: 1 << 0)
        static let movingFromParent = AppearanceCause(rawValue: 1 << 1)
        static let beingPresented = AppearanceCause(rawValue: 1 << 2)
        static let beingDismissed = AppearanceCause(rawValue: 1 << 3)
        static let appearing: AppearanceCause = [.movingToParent, .beingPresented]
        static let disappearing: AppearanceCause = [.movingFromParent, .beingDismissed]
    }
    var appearanceCause: AppearanceCause = []
    private var viewStorage: UIView?
    private weak var parentStorage: UIViewController?
    private var childrenStorage: [UIViewController] = []
    private let nibNameStorage: String?
    private let nibBundleStorage: Bundle?
    /// Get-only and overridable, as UIKit declares them (an app may answer its own nib name).
    open var parent: UIViewController? { parentStorage }
    open var children: [UIViewController] { childrenStorage }
    open var nibName: String? { nibNameStorage }
    open var nibBundle: Bundle? { nibBundleStorage }
    /// Setting the title also titles the navigation item and the tab bar item, as in UIKit.
    open var title: String? {
        didSet {
            navigationItemStorage?.title = title
            tabBarItemStorage?.title = title
        }
    }
    open var preferredContentSize = CGSize.zero
    /// `topLayoutGuide` and `bottomLayoutGuide`, made on first use (UILayoutSupport.swift).
    var layoutSupportGuides: (top: LayoutSupportGuide?, bottom: LayoutSupportGuide?)

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibNameStorage = nibNameOrNil
        nibBundleStorage = nibBundleOrNil
        super.init()
    }

    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    public required init?(coder: NSCoder) {
        nibNameStorage = nil
        nibBundleStorage = nil
        super.init()
    }

    // MARK: View

    /// Loaded on first access through `loadView` then `viewDidLoad`, as in UIKit.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return viewStorage
        }
        set {
            viewStorage?.viewController = nil
            viewStorage = newValue
            newValue?.viewController = self
        }
    }

    open var viewIfLoaded: UIView? { viewStorage }
    open var isViewLoaded: Bool { viewStorage != nil }

    /// Why this controller's view cannot be drawn faithfully yet, or nil (a container whose chrome is not drawn
    /// yet): the view reports it as its `drawingProblem`.
    var viewDrawingProblem: String? { nil }

    /// Creates a plain view the size of the screen (`UIScreen.main.bounds`), as UIKit's does, so code
    /// that lays out a controller's view without a window sees UIKit's sizes; a window or parent
    /// resizes it when it is shown.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    open func loadViewIfNeeded() {
        guard viewStorage == nil else { return }
        loadView()
        if viewStorage == nil { view = UIView(frame: .zero) }
        viewDidLoad()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once per appearance, after `viewWillAppear(_:)`, when the view is in the window with its traits and
    /// its container has given it its frame: just before its first `viewWillLayoutSubviews()`, or before
    /// `viewDidAppear(_:)` if it does not lay out (iOS 17's order).
    open func viewIsAppearing(_ animated: Bool) {}

    func sendViewIsAppearingIfPending() {
        guard viewIsAppearingIsPending else { return }
        viewIsAppearingIsPending = false
        viewIsAppearing(false)
    }
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    open func updateViewConstraints() {
        viewStorage?.updateConstraints()
    }

    open func viewSafeAreaInsetsDidChange() {}
    open func viewLayoutMarginsDidChange() {}

    open override var next: UIResponder? { viewStorage?.superview ?? parent }

    private var addedKeyCommands: [UIKeyCommand] = []

    /// The commands added with `addKeyCommand(_:)`; a subclass overrides it to declare its own.
    open override var keyCommands: [UIKeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }

    open func addKeyCommand(_ keyCommand: UIKeyCommand) {
        guard !addedKeyCommands.contains(where: { $0 === keyCommand }) else { return }
        addedKeyCommands.append(keyCommand)
    }

    open func removeKeyCommand(_ keyCommand: UIKeyCommand) { addedKeyCommands.removeAll { $0 === keyCommand } }

    // MARK: Containment

    open func addChild(_ childController: UIViewController) {
        guard childController.parentStorage !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        childrenStorage.append(childController)
        childController.parentStorage = self
    }

    open func removeFromParent() {
        guard let parent = parentStorage else { return }
        parent.childrenStorage.removeAll { $0 === self }
        parentStorage = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// True in `viewWillAppear`/`viewDidAppear` of a controller a navigation controller pushes (or shows as a new
    /// top), and in `viewWillDisappear`/`viewDidDisappear` of one it pops. Choice: a custom container's
    /// `addChild(_:)` does not set them (UIKit's rule for those is not documented).
    open var isMovingToParent: Bool { appearanceCause.contains(.movingToParent) }
    open var isMovingFromParent: Bool { appearanceCause.contains(.movingFromParent) }
    /// True in `viewWillAppear`/`viewDidAppear` of a presented controller, and in `viewWillDisappear`/
    /// `viewDidDisappear` of a dismissed one.
    open var isBeingPresented: Bool { appearanceCause.contains(.beingPresented) }
    open var isBeingDismissed: Bool { appearanceCause.contains(.beingDismissed) }

    // MARK: Safe area and margins

    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            viewStorage?.setNeedsLayout()
            viewSafeAreaInsetsDidChange()
        }
    }

    /// Leading/trailing minimum from the horizontal size class, top and bottom 0 (see `LayoutMetrics`).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side = LayoutMetrics.systemMinimumSideMargin(horizontalSizeClass: traitCollection.horizontalSizeClass)
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { viewStorage?.marginsDidChange() }
    }

    // MARK: Bars (see UIViewController+Containers.swift)

    var navigationItemStorage: UINavigationItem?
    var tabBarItemStorage: UITabBarItem?

    /// The item a navigation bar shows for this controller, titled after it.
    open var navigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem()
        item.title = title
        navigationItemStorage = item
        return item
    }

    /// The item a tab bar shows for this controller, titled after it.
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = UITabBarItem()
            item.title = title
            tabBarItemStorage = item
            return item
        }
        set {
            tabBarItemStorage = newValue
            (parent as? UITabBarController)?.tabBarItemsDidChange()
        }
    }

    /// The edges under bars the view extends to (default all), and whether it also extends under opaque bars.
    open var edgesForExtendedLayout: UIRectEdge = .all { didSet { parent?.viewIfLoaded?.setNeedsLayout() } }
    open var extendedLayoutIncludesOpaqueBars = false { didSet { parent?.viewIfLoaded?.setNeedsLayout() } }
    open var hidesBottomBarWhenPushed = false
    /// Shown in the navigation controller's toolbar while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { if navigationController?.topViewController === self { navigationController?.updateToolbarItems() } }
    }

    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }

    /// Insets of this controller's root view covered by its container's bars, in the view's coordinates; the
    /// view's safe area grows to cover them (breadth §3.2).
    var insetsCoveredByContainerBars: UIEdgeInsets {
        (parent as? BarContainer)?.insetsCoveredByBars(of: self) ?? .zero
    }

    // MARK: Presentation (see UIViewController+Presentation.swift; declared here so that it can be overridden)

    /// The controller this one presents, held strongly, as UIKit does.
    var presentedStorage: UIViewController?
    weak var presentingStorage: UIViewController?
    /// Made on first access, for the style at that time (UIViewController+PresentationControllers.swift).
    var presentationControllerStorage: UIPresentationController?

    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    /// Its animators are never run (transitions happen at once); a `.custom` presentation asks it for the
    /// presentation controller.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    open var isModalInPresentation = false
    open var definesPresentationContext = false
    open var providesPresentationContextTransitionStyle = false

    /// The controller presented by this one or by the nearest ancestor that presents one, as in UIKit.
    open var presentedViewController: UIViewController? { presentedStorage ?? parent?.presentedViewController }

    /// The controller that presented this one or its nearest presented ancestor.
    open var presentingViewController: UIViewController? { presentingStorage ?? parent?.presentingViewController }

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        performPresentation(of: viewControllerToPresent, completion: completion)
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(completion: completion)
    }

    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    open func showDetailViewController(_ vc: UIViewController, sender: Any?) { present(vc, animated: true) }

    // MARK: Status bar, home indicator, orientations (see UIViewController+StatusBar.swift)

    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    open var modalPresentationCapturesStatusBarAppearance = false

    /// Asks the window to read the status bar's appearance again (its visibility moves a home-button
    /// device's safe area).
    open func setNeedsStatusBarAppearanceUpdate() { viewIfLoaded?.window?.statusBarAppearanceDidChange() }

    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}

    /// UIKit's defaults: every orientation on iPad, all but upside down on iPhone.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
    open var shouldAutorotate: Bool { true }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// Nothing rotates by itself here (a snapshot sets the window's orientation), so there is nothing to redo.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}

    /// Not read: there are no system edge gestures to defer.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}

    // MARK: Editing

    /// Setting it calls `setEditing(_:animated:)` without animation, as UIKit does.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }
    private var editingStorage = false
    private var editButtonItemStorage: UIBarButtonItem?

    /// Updates `editButtonItem` (Edit, or Done while editing); a table or collection view controller also tells
    /// its view, as UIKit's do. Subclasses call super.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingStorage = editing
        editButtonItemStorage?.title = editing ? "Done" : "Edit"
        editButtonItemStorage?.style = editing ? .done : .plain
    }

    /// Toggles `isEditing` when its action is sent (a tap on iOS; here
    /// `UIApplication.shared.sendAction(item.action!, to: item.target, from: item, for: nil)`).
    open var editButtonItem: UIBarButtonItem {
        if let editButtonItemStorage { return editButtonItemStorage }
        let item = UIBarButtonItem(
            title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain, target: self,
            action: Selector("_toggleEditing:", UIViewController.toggleEditing(_:)))
        editButtonItemStorage = item
        return item
    }

    private func toggleEditing(_ sender: Any?) { setEditing(!isEditing, animated: true) }

    // MARK: Size transitions

    /// Called before the view's size changes with its window's (a rotation, a resize), in UIKit's order: before
    /// the new size is applied, parents before children. By default it tells the children and the presented
    /// controller, with the same size (a choice: a container does not work out each child's own size); overrides
    /// call super.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        presentedStorage?.viewWillTransition(to: size, with: coordinator)
    }

    /// The coordinator of the window's size transition while one runs; nil otherwise (presentations and
    /// container transitions happen at once here, with no coordinator).
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        viewIfLoaded?.window?.sizeTransitionCoordinator ?? parent?.transitionCoordinator
    }

    // MARK: Traits

    open var traitCollection: UITraitCollection {
        if let view = viewStorage { return view.traitCollection }
        return traitsApplied(to: parent?.traitCollection ?? UITraitCollection())
    }

    /// iOS 17's overrides of this controller's traits, which its view and what it holds inherit.
    open var traitOverrides = UITraitOverrides() {
        didSet { if traitOverrides != oldValue { viewStorage?.traitsDidChange() } }
    }

    /// Traits a container forces on one of its children (nil gives the child its inherited traits again).
    open func setOverrideTraitCollection(
        _ collection: UITraitCollection?, forChild childViewController: UIViewController
    ) {
        childTraitOverrides.removeAll { $0.child == nil || $0.child === childViewController }
        if let collection {
            childTraitOverrides.append(ChildTraitOverride(child: childViewController, traits: collection))
        }
        childViewController.viewStorage?.traitsDidChange()
    }

    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides.first { $0.child === childViewController }?.traits
    }

    /// Held weakly: a container does not keep a removed child alive through its override.
    private struct ChildTraitOverride {
        weak var child: UIViewController?
        let traits: UITraitCollection
    }
    private var childTraitOverrides: [ChildTraitOverride] = []

    /// What this controller makes of the traits it inherits: its parent's override for it, then its own.
    func traitsApplied(to inherited: UITraitCollection) -> UITraitCollection {
        var traits = inherited
        if let forced = parent?.overrideTraitCollection(forChild: self) {
            traits = UITraitCollection(traitsFrom: [traits, forced])
        }
        return traitOverrides.isEmpty ? traits : traits.applying(traitOverrides)
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The traits `traitCollectionDidChange` last reported (Traits/TraitChangeReporter.swift).
    var reportedTraits: UITraitCollection?

    /// Forces light or dark for this controller's view tree.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { view.overrideUserInterfaceStyle }
        set { view.overrideUserInterfaceStyle = newValue }
    }

    // MARK: Content unavailable (see UIViewController+ContentUnavailable.swift; declared here so that it can be overridden)

    var contentUnavailableStorage = ContentUnavailableStorage()

    /// Shown over the view, filling it, as soon as it is set (iOS 17).
    open var contentUnavailableConfiguration: UIContentConfiguration? {
        get { contentUnavailableStorage.configuration }
        set { setContentUnavailableConfiguration(newValue) }
    }

    open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        UIContentUnavailableConfigurationState(traitCollection: traitCollection)
    }

    /// Asks for `updateContentUnavailableConfiguration(using:)` before the next layout.
    open func setNeedsUpdateContentUnavailableConfiguration() {
        contentUnavailableStorage.needsUpdate = true
        viewIfLoaded?.setNeedsUpdateConstraints()
        viewIfLoaded?.setNeedsLayout()
    }

    /// Called before the view's first layout and after `setNeedsUpdateContentUnavailableConfiguration()`.
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}
}

extension UIView {
    /// Forces light or dark for this view and its descendants (an override of the style trait).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitOverrides.userInterfaceStyle ?? .unspecified }
        set { traitOverrides.userInterfaceStyle = newValue == .unspecified ? nil : newValue }
    }
}
