import Foundation

/// Columns of view controllers side by side on a horizontally regular screen, collapsed into one navigation
/// stack on a compact one. The column API (iOS 14, `init(style:)`) wraps each column's controller in a navigation
/// controller; the classic API (`init()` and `viewControllers`) takes the controllers as they are. Where the
/// columns go is worked out in UISplitViewController+Columns.swift, every number in `SplitViewMetrics`.
open class UISplitViewController: UIViewController, BarContainer {
    public enum Style: Int, Sendable {
        case unspecified = 0
        case doubleColumn = 1
        case tripleColumn = 2
    }

    public enum Column: Int, Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        case compact = 3
    }

    public enum DisplayMode: Int, Sendable {
        case automatic = 0
        case secondaryOnly = 1
        case oneBesideSecondary = 2
        case oneOverSecondary = 3
        case twoBesideSecondary = 4
        case twoOverSecondary = 5
        case twoDisplaceSecondary = 6

        @available(iOS, deprecated: 14.0, renamed: "secondaryOnly")
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        @available(iOS, deprecated: 14.0, renamed: "oneBesideSecondary")
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        @available(iOS, deprecated: 14.0, renamed: "oneOverSecondary")
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }

    public enum SplitBehavior: Int, Sendable {
        case automatic = 0
        case tile = 1
        case overlay = 2
        case displace = 3
    }

    public enum BackgroundStyle: Int, Sendable {
        case none = 0
        case sidebar = 1
    }

    public enum DisplayModeButtonVisibility: Int, Sendable {
        case automatic = 0
        case never = 1
        case always = 2
    }

    public enum PrimaryEdge: Int, Sendable {
        case leading = 0
        case trailing = 1
    }

    /// UIKit's `UISplitViewControllerAutomaticDimension`: let the controller choose.
    public static let automaticDimension: CGFloat = -1

    private let styleStorage: Style
    /// Get-only and overridable, as UIKit declares it.
    open var style: Style { styleStorage }
    open weak var delegate: (any UISplitViewControllerDelegate)?

    open var preferredDisplayMode = DisplayMode.automatic { didSet { columnsDidChange() } }
    open var preferredSplitBehavior = SplitBehavior.automatic { didSet { columnsDidChange() } }
    open var presentsWithGesture = true { didSet { columnsDidChange() } }
    open var showsSecondaryOnlyButton = false
    open var displayModeButtonVisibility = DisplayModeButtonVisibility.automatic { didSet { columnsDidChange() } }
    open var primaryBackgroundStyle = BackgroundStyle.none { didSet { columnsDidChange() } }
    open var primaryEdge = PrimaryEdge.leading { didSet { columnsDidChange() } }

    open var preferredPrimaryColumnWidthFraction = UISplitViewController.automaticDimension {
        didSet { columnsDidChange() }
    }
    open var preferredPrimaryColumnWidth = UISplitViewController.automaticDimension { didSet { columnsDidChange() } }
    open var minimumPrimaryColumnWidth = UISplitViewController.automaticDimension { didSet { columnsDidChange() } }
    open var maximumPrimaryColumnWidth = UISplitViewController.automaticDimension { didSet { columnsDidChange() } }
    open var preferredSupplementaryColumnWidthFraction = UISplitViewController.automaticDimension {
        didSet { columnsDidChange() }
    }
    open var preferredSupplementaryColumnWidth = UISplitViewController.automaticDimension {
        didSet { columnsDidChange() }
    }
    open var minimumSupplementaryColumnWidth = UISplitViewController.automaticDimension {
        didSet { columnsDidChange() }
    }
    open var maximumSupplementaryColumnWidth = UISplitViewController.automaticDimension {
        didSet { columnsDidChange() }
    }

    /// The button a classic interface puts in its secondary controller's navigation bar. Its glyph is not drawn
    /// yet: a bar showing it while expanded fails the snapshot (collapsed, UIKit hides it).
    public private(set) lazy var displayModeButtonItem: UIBarButtonItem = SplitDisplayModeButtonItem(split: self)

    /// What the app set for each column (column style), before wrapping.
    var columnControllers: [Column: UIViewController] = [:]
    /// The navigation controller shown for each column (column style): the app's own or the wrapper.
    var columnNavigations: [Column: UINavigationController] = [:]
    /// The classic interface's controllers, as set.
    var classicControllers: [UIViewController] = []
    /// The column stacks while collapsed into the primary navigation controller, to give back on expanding.
    var collapsedStacks: [Column: [UIViewController]] = [:]
    var collapsedPrimaryCount = 0
    /// A display mode asked for with `show(_:)` or `hide(_:)`; cleared when the arrangement changes size class.
    var requestedDisplayMode: DisplayMode?
    /// The arrangement last applied, and the state it was made for.
    var arrangedState: SplitArrangementState?
    var currentDisplayMode = DisplayMode.secondaryOnly
    var currentSplitBehavior = SplitBehavior.tile
    /// Views the controller draws itself: the hairlines between columns and the primary column's background.
    var dividerViews: [SplitDividerView] = []
    let primaryBackgroundView = UIView()

    public init(style: Style) {
        styleStorage = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        styleStorage = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        styleStorage = .unspecified
        super.init(coder: coder)
    }

    open override func loadView() {
        view = UILayoutContainerView(frame: UIScreen.main.bounds)
    }

    // MARK: Columns

    /// Column style: the controller in a column, wrapped in a navigation controller unless it is one. Classic
    /// style takes `.primary` and `.secondary` as the first and second of `viewControllers`.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        if style == .unspecified {
            var controllers = classicControllers
            switch column {
            case .primary:
                if let vc { controllers = [vc] + controllers.dropFirst() } else { controllers = [] }
            case .secondary:
                if let vc {
                    controllers = Array(controllers.prefix(1)) + [vc]
                } else {
                    controllers = Array(controllers.prefix(1))
                }
            default: return
            }
            viewControllers = controllers
            return
        }
        if column == .supplementary && style != .tripleColumn { return }
        if let old = columnNavigations[column], old !== vc?.navigationController ?? vc {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        columnControllers[column] = vc
        guard let vc else {
            columnNavigations[column] = nil
            columnsDidChange()
            return
        }
        let navigation = vc as? UINavigationController ?? UINavigationController(rootViewController: vc)
        columnNavigations[column] = navigation
        if navigation.parent !== self {
            addChild(navigation)
            navigation.didMove(toParent: self)
        }
        collapsedStacks[column] = nil
        arrangedState = nil
        columnsDidChange()
    }

    /// The controller set for a column (not the navigation controller wrapping it); classic style answers for
    /// `.primary` and `.secondary`.
    open func viewController(for column: Column) -> UIViewController? {
        if style == .unspecified {
            switch column {
            case .primary: return classicControllers.first
            case .secondary: return classicControllers.count > 1 ? classicControllers[1] : nil
            default: return nil
            }
        }
        return columnControllers[column]
    }

    /// Classic style: the primary and secondary controllers. Column style: the columns' navigation controllers,
    /// primary first, as UIKit lists them. Collapsed, only the one shown.
    open var viewControllers: [UIViewController] {
        get {
            if style == .unspecified {
                if isCollapsed, let first = classicControllers.first { return [first] }
                return classicControllers
            }
            if isCollapsed, let shown = collapsedNavigation { return [shown] }
            return [Column.primary, .supplementary, .secondary].compactMap { columnNavigations[$0] }
        }
        set {
            guard style == .unspecified else { return }
            for old in classicControllers where !newValue.contains(where: { $0 === old }) {
                old.willMove(toParent: nil)
                old.viewIfLoaded?.removeFromSuperview()
                old.removeFromParent()
            }
            classicControllers = Array(newValue.prefix(2))
            for vc in classicControllers where vc.parent !== self {
                addChild(vc)
                vc.didMove(toParent: self)
            }
            arrangedState = nil
            columnsDidChange()
        }
    }

    /// Collapsed when the split view is horizontally compact (iPhones, but for the large ones in landscape).
    open var isCollapsed: Bool { traitCollection.horizontalSizeClass == .compact }

    open var displayMode: DisplayMode {
        arrangeColumnsIfNeeded()
        return currentDisplayMode
    }

    open var splitBehavior: SplitBehavior {
        arrangeColumnsIfNeeded()
        return currentSplitBehavior
    }

    /// The width given to the primary column's view (whether it shows or not), as UIKit reports it.
    open var primaryColumnWidth: CGFloat {
        primaryWidth(in: viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width)
    }

    open var supplementaryColumnWidth: CGFloat {
        supplementaryWidth(in: viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width)
    }

    /// Shows a column: expanded, by changing the display mode; collapsed, by making it the top of the stack.
    open func show(_ column: Column) {
        if isCollapsed {
            collapsedTopColumn = column
            arrangedState = nil
        } else {
            delegate?.splitViewController(self, willShow: column)
            requestedDisplayMode = displayModeShowing(column)
        }
        columnsDidChange()
    }

    open func hide(_ column: Column) {
        if !isCollapsed {
            delegate?.splitViewController(self, willHide: column)
            requestedDisplayMode = displayModeHiding(column)
        }
        columnsDidChange()
    }

    /// Column style: the secondary column shows the controller (pushed on the collapsed stack). Classic style: it
    /// replaces the secondary controller, or goes on the primary navigation controller when collapsed.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if style != .unspecified {
            setViewController(vc, for: .secondary)
            if isCollapsed { show(.secondary) }
            return
        }
        if isCollapsed, let nav = classicControllers.first as? UINavigationController {
            nav.pushViewController(vc, animated: true)
        } else {
            viewControllers = Array(classicControllers.prefix(1)) + [vc]
        }
    }

    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        super.show(vc, sender: sender)
    }

    /// The column shown on top while collapsed (column style), once decided.
    var collapsedTopColumn: Column?

    open override var childForStatusBarStyle: UIViewController? {
        isCollapsed ? collapsedNavigation ?? classicControllers.first : viewControllers.last
    }

    func columnsDidChange() {
        viewIfLoaded?.setNeedsLayout()
    }

    override var viewDrawingProblem: String? { columnsDrawingProblem ?? super.viewDrawingProblem }

    // MARK: BarContainer

    func insetsCoveredByBars(of child: UIViewController) -> UIEdgeInsets { .zero }

    func layoutBarsAndChildren() {
        arrangeColumnsIfNeeded()
        placeColumns()
    }
}

extension UIViewController {
    /// The nearest split view controller above this one.
    public var splitViewController: UISplitViewController? {
        var current = parent
        while let c = current {
            if let split = c as? UISplitViewController { return split }
            current = c.parent
        }
        return nil
    }
}
