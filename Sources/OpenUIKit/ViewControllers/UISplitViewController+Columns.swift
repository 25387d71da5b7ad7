import Foundation

/// What an arrangement of the columns was made for: it is rebuilt when any of it changes.
struct SplitArrangementState: Equatable {
    var collapsed: Bool
    var displayMode: UISplitViewController.DisplayMode
    var topColumn: UISplitViewController.Column?
}

/// The one-pixel line between two columns shown side by side.
final class SplitDividerView: UIView {}

/// `displayModeButtonItem`, which knows its split view controller so that the bar can tell it apart.
final class SplitDisplayModeButtonItem: UIBarButtonItem {
    weak var splitViewController: UISplitViewController?

    init(split: UISplitViewController) {
        splitViewController = split
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    /// Why a bar showing this item cannot be drawn faithfully yet (its view's `drawingProblem`): collapsed, UIKit
    /// shows no button for it.
    var drawingProblem: String? {
        guard let split = splitViewController, !split.isCollapsed else { return nil }
        return "shows a UISplitViewController's displayModeButtonItem, whose glyph is not drawn yet"
    }
}

extension UISplitViewController {
    // MARK: Widths

    /// The preferred width (points, else fraction, else the default), kept within the minimum and maximum.
    func primaryWidth(in totalWidth: CGFloat) -> CGFloat {
        SplitViewMetrics.columnWidth(
            in: totalWidth, preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
            minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth)
    }

    func supplementaryWidth(in totalWidth: CGFloat) -> CGFloat {
        guard style == .tripleColumn else { return 0 }
        return SplitViewMetrics.columnWidth(
            in: totalWidth, preferred: preferredSupplementaryColumnWidth,
            fraction: preferredSupplementaryColumnWidthFraction, minimum: minimumSupplementaryColumnWidth,
            maximum: maximumSupplementaryColumnWidth)
    }

    // MARK: Display mode

    private var isLandscape: Bool {
        guard let bounds = viewIfLoaded?.bounds else { return false }
        return bounds.width > bounds.height
    }

    /// The behaviour in force: the preferred one, else the one the preferred display mode implies, else the
    /// automatic choice for the orientation (SplitViewMetrics).
    func resolvedSplitBehavior() -> SplitBehavior {
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        switch requestedDisplayMode ?? preferredDisplayMode {
        case .oneBesideSecondary, .twoBesideSecondary: return .tile
        case .oneOverSecondary, .twoOverSecondary: return .overlay
        case .twoDisplaceSecondary: return .displace
        case .automatic, .secondaryOnly:
            return SplitViewMetrics.automaticSplitBehavior(tripleColumn: style == .tripleColumn, landscape: isLandscape)
        }
    }

    /// UIKit reads the preferred mode through the split behaviour ("twoBesideSecondary is interpreted as
    /// twoOverSecondary for overlay"); a double-column interface has no second column to show.
    func resolvedDisplayMode(behavior: SplitBehavior) -> DisplayMode {
        var mode = requestedDisplayMode ?? preferredDisplayMode
        if mode == .automatic {
            mode = SplitViewMetrics.automaticDisplayMode(tripleColumn: style == .tripleColumn, landscape: isLandscape)
        }
        if style != .tripleColumn {
            switch mode {
            case .twoBesideSecondary, .twoDisplaceSecondary: mode = .oneBesideSecondary
            case .twoOverSecondary: mode = .oneOverSecondary
            default: break
            }
        }
        // The classic interface has no split behaviour: its modes are taken as they are.
        guard style != .unspecified else { return mode }
        switch (behavior, mode) {
        case (.tile, .oneOverSecondary): return .oneBesideSecondary
        case (.tile, .twoOverSecondary), (.tile, .twoDisplaceSecondary): return .twoBesideSecondary
        case (.overlay, .oneBesideSecondary): return .oneOverSecondary
        case (.overlay, .twoBesideSecondary), (.overlay, .twoDisplaceSecondary): return .twoOverSecondary
        case (.displace, .oneOverSecondary): return .oneBesideSecondary
        case (.displace, .twoBesideSecondary), (.displace, .twoOverSecondary): return .twoDisplaceSecondary
        default: return mode
        }
    }

    func displayModeShowing(_ column: Column) -> DisplayMode {
        let behavior = resolvedSplitBehavior()
        switch column {
        case .primary:
            return style == .tripleColumn
                ? .twoBesideSecondary : behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        case .supplementary:
            return currentDisplayMode == .secondaryOnly ? .oneBesideSecondary : currentDisplayMode
        case .secondary, .compact:
            return currentDisplayMode
        }
    }

    func displayModeHiding(_ column: Column) -> DisplayMode {
        switch column {
        case .primary: return style == .tripleColumn ? .oneBesideSecondary : .secondaryOnly
        case .supplementary: return .secondaryOnly
        case .secondary, .compact: return currentDisplayMode
        }
    }

    /// Whether UIKit would put its display-mode (sidebar) button in a column's navigation bar.
    var showsDisplayModeButton: Bool {
        guard style != .unspecified, !isCollapsed else { return false }
        switch displayModeButtonVisibility {
        case .never: return false
        case .always: return true
        case .automatic: return presentsWithGesture
        }
    }

    // MARK: Arrangement

    /// The navigation controller shown alone while collapsed (column style).
    var collapsedNavigation: UINavigationController? {
        columnNavigations[.compact] ?? columnNavigations[.primary] ?? columnNavigations[.secondary]
    }

    func arrangeColumnsIfNeeded() {
        guard let view = viewIfLoaded else { return }
        let collapsed = isCollapsed
        let behavior = resolvedSplitBehavior()
        var mode = collapsed ? currentDisplayMode : resolvedDisplayMode(behavior: behavior)
        if let state = arrangedState, state.collapsed, !collapsed, requestedDisplayMode == nil {
            let answer = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: mode) ?? mode
            // The delegate's choice holds until the next change, as a shown or hidden column does.
            if answer != mode { requestedDisplayMode = answer }
            mode = answer
        }
        if collapsed && style != .unspecified && columnNavigations[.compact] == nil && collapsedTopColumn == nil {
            collapsedTopColumn =
                delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary)
                ?? .secondary
        }
        let state = SplitArrangementState(
            collapsed: collapsed, displayMode: mode, topColumn: collapsed ? collapsedTopColumn : nil)
        guard state != arrangedState else { return }
        let wasCollapsed = arrangedState?.collapsed
        if !collapsed && mode != currentDisplayMode { delegate?.splitViewController(self, willChangeTo: mode) }
        currentSplitBehavior = behavior
        currentDisplayMode = mode
        restoreColumnStacks()
        if collapsed {
            requestedDisplayMode = nil
            collapseColumnStacks()
        } else {
            collapsedTopColumn = nil
        }
        arrangedState = state
        install(shownControllers(), in: view)
        if wasCollapsed == false && collapsed { delegate?.splitViewControllerDidCollapse(self) }
        if wasCollapsed == true && !collapsed { delegate?.splitViewControllerDidExpand(self) }
    }

    /// Column style: the stacks of the columns below the top one go on the primary navigation controller.
    /// Classic style: the secondary controller is pushed on a primary navigation controller unless the delegate
    /// takes it.
    private func collapseColumnStacks() {
        if style == .unspecified {
            guard classicControllers.count > 1, let primary = classicControllers.first else { return }
            let secondary = classicControllers[1]
            if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) == true { return }
            guard let nav = primary as? UINavigationController else { return }
            collapsedPrimaryCount = nav.viewControllers.count
            var moved = [secondary]
            if let secondaryNav = secondary as? UINavigationController {
                moved = secondaryNav.viewControllers
                secondaryNav.setViewControllers([], animated: false)
            }
            collapsedStacks[.secondary] = moved
            nav.setViewControllers(nav.viewControllers + moved, animated: false)
            return
        }
        guard columnNavigations[.compact] == nil, let primaryNav = columnNavigations[.primary] else { return }
        let top = collapsedTopColumn ?? .secondary
        var columns: [Column] = []
        if style == .tripleColumn && (top == .supplementary || top == .secondary) { columns.append(.supplementary) }
        if top == .secondary { columns.append(.secondary) }
        collapsedPrimaryCount = primaryNav.viewControllers.count
        var stack = primaryNav.viewControllers
        for column in columns {
            guard let nav = columnNavigations[column], nav !== primaryNav else { continue }
            let moved = nav.viewControllers
            collapsedStacks[column] = moved
            nav.setViewControllers([], animated: false)
            stack += moved
        }
        primaryNav.setViewControllers(stack, animated: false)
    }

    /// Gives each column its own stack back; controllers pushed while collapsed stay with the top column.
    private func restoreColumnStacks() {
        guard !collapsedStacks.isEmpty else { return }
        let stacks = collapsedStacks
        collapsedStacks = [:]
        if style == .unspecified {
            guard let nav = classicControllers.first as? UINavigationController, classicControllers.count > 1 else {
                return
            }
            let extra = Array(nav.viewControllers.dropFirst(collapsedPrimaryCount))
            nav.setViewControllers(Array(nav.viewControllers.prefix(collapsedPrimaryCount)), animated: false)
            let secondary = classicControllers[1]
            if let secondaryNav = secondary as? UINavigationController {
                secondaryNav.setViewControllers(extra.isEmpty ? stacks[.secondary] ?? [] : extra, animated: false)
            } else if secondary.parent !== self {
                secondary.removeFromParent()
                addChild(secondary)
                secondary.didMove(toParent: self)
            }
            return
        }
        guard let primaryNav = columnNavigations[.primary] else { return }
        var remaining = Array(primaryNav.viewControllers.dropFirst(collapsedPrimaryCount))
        primaryNav.setViewControllers(Array(primaryNav.viewControllers.prefix(collapsedPrimaryCount)), animated: false)
        for column in [Column.supplementary, .secondary] {
            guard let nav = columnNavigations[column], let saved = stacks[column] else { continue }
            let isLast = column == .secondary || stacks[.secondary] == nil
            let count = isLast ? remaining.count : min(saved.count, remaining.count)
            nav.setViewControllers(Array(remaining.prefix(count)), animated: false)
            remaining.removeFirst(count)
        }
    }

    /// The controllers whose views show, back to front.
    private func shownControllers() -> [UIViewController] {
        if style == .unspecified {
            if isCollapsed { return Array(classicControllers.prefix(1)) }
            switch currentDisplayMode {
            case .secondaryOnly: return Array(classicControllers.dropFirst().prefix(1))
            case .oneOverSecondary, .twoOverSecondary: return Array(classicControllers.prefix(2).reversed())
            default: return classicControllers
            }
        }
        if isCollapsed { return collapsedNavigation.map { [$0] } ?? [] }
        let primary = columnNavigations[.primary]
        let supplementary = style == .tripleColumn ? columnNavigations[.supplementary] : nil
        let secondary = columnNavigations[.secondary]
        let lead = style == .tripleColumn ? supplementary : primary
        let list: [UINavigationController?]
        switch currentDisplayMode {
        case .automatic, .secondaryOnly: list = [secondary]
        case .oneBesideSecondary: list = [lead, secondary]
        case .oneOverSecondary: list = [secondary, lead]
        case .twoBesideSecondary, .twoDisplaceSecondary: list = [primary, supplementary, secondary]
        case .twoOverSecondary: list = [supplementary, secondary, primary]
        }
        return list.compactMap { $0 }
    }

    /// Puts the shown controllers' views in the container, back to front, and takes the others out.
    private func install(_ shown: [UIViewController], in container: UIView) {
        let children = style == .unspecified ? classicControllers : Array(columnNavigations.values)
        for child in children where !shown.contains(where: { $0 === child }) {
            if let childView = child.viewIfLoaded, childView.superview === container { childView.removeFromSuperview() }
        }
        let collapsed = isCollapsed
        let sidebar = !collapsed && primaryBackgroundStyle == .sidebar
        if sidebar {
            primaryBackgroundView.backgroundColor = SplitViewMetrics.sidebarColor
            if primaryBackgroundView.superview !== container { container.insertSubview(primaryBackgroundView, at: 0) }
        } else if primaryBackgroundView.superview != nil {
            primaryBackgroundView.removeFromSuperview()
        }
        let first = sidebar ? 1 : 0
        for (offset, child) in shown.enumerated() {
            let childView: UIView = child.view
            childView.translatesAutoresizingMaskIntoConstraints = true
            childView.autoresizingMask = []
            // Columns beside the secondary one are as narrow as a phone and say so (choice, README).
            let compactColumn =
                !collapsed && style != .unspecified
                && (child === columnNavigations[.primary] || child === columnNavigations[.supplementary])
            childView.traitOverrides.horizontalSizeClass = compactColumn ? .compact : nil
            let index = first + offset
            if childView.superview !== container || container.subviews.firstIndex(where: { $0 === childView }) != index
            {
                container.insertSubview(childView, at: index)
            }
        }
        for divider in dividerViews { divider.removeFromSuperview() }
        let count = collapsed ? 0 : max(0, sideBySideColumnCount - 1)
        dividerViews = (0..<count).map { _ in
            let divider = SplitDividerView()
            divider.backgroundColor = SplitViewMetrics.dividerColor
            return divider
        }
        for divider in dividerViews { container.addSubview(divider) }
    }

    /// How many columns stand side by side (not over another) in the current display mode.
    private var sideBySideColumnCount: Int {
        let shown = shownControllers().count
        switch currentDisplayMode {
        case .oneOverSecondary, .twoOverSecondary: return shown - 1
        default: return shown
        }
    }

    // MARK: Frames

    /// Frames from the primary edge, mirrored for right-to-left layouts and a trailing primary edge.
    func placeColumns() {
        guard let view = viewIfLoaded, let state = arrangedState else { return }
        let bounds = view.bounds
        let shown = shownControllers()
        if state.collapsed || shown.count == 1 {
            for child in shown { child.viewIfLoaded?.frame = bounds }
            return
        }
        let mirrored =
            (view.effectiveUserInterfaceLayoutDirection == .rightToLeft) != (primaryEdge == .trailing)
        let width = bounds.width
        let wp = primaryWidth(in: width)
        let ws = supplementaryWidth(in: width)
        let leadWidth = style == .tripleColumn ? ws : wp
        var spans: [(x: CGFloat, width: CGFloat)]
        var boundaries: [CGFloat]
        switch currentDisplayMode {
        case .automatic, .secondaryOnly:
            spans = [(0, width)]
            boundaries = []
        case .oneBesideSecondary:
            spans = [(0, leadWidth), (leadWidth, width - leadWidth)]
            boundaries = [leadWidth]
        case .oneOverSecondary:
            spans = [(0, width), (0, leadWidth)]
            boundaries = []
        case .twoBesideSecondary:
            spans = [(0, wp), (wp, ws), (wp + ws, width - wp - ws)]
            boundaries = [wp, wp + ws]
        case .twoDisplaceSecondary:
            spans = [(0, wp), (wp, ws), (wp + ws, width - ws)]
            boundaries = [wp, wp + ws]
        case .twoOverSecondary:
            spans = [(0, ws), (ws, width - ws), (0, wp)]
            boundaries = [ws]
        }
        if style == .unspecified, currentDisplayMode == .oneOverSecondary || currentDisplayMode == .twoOverSecondary {
            spans = [(0, width), (0, wp)]
            boundaries = []
        }
        // Fewer columns set than the mode names: the spans left over go unused.
        spans = Array(spans.prefix(shown.count))
        func rect(_ x: CGFloat, _ w: CGFloat) -> CGRect {
            CGRect(x: mirrored ? width - x - w : x, y: 0, width: w, height: bounds.height)
        }
        for (child, span) in zip(shown, spans) { child.viewIfLoaded?.frame = rect(span.x, span.width) }
        let hairline = 1 / max(1, view.traitCollection.displayScale)
        // Each hairline lies on the trailing edge of the column before it, inside that column.
        for (divider, x) in zip(dividerViews, boundaries) { divider.frame = rect(x - hairline, hairline) }
        if primaryBackgroundView.superview === view {
            let primaryIndex = shown.firstIndex { $0 === columnNavigations[.primary] }
            primaryBackgroundView.frame = primaryIndex.map { shown[$0].view.frame } ?? .zero
        }
    }
}

extension UISplitViewController {
    /// Why this controller's view cannot be drawn faithfully yet, if it cannot (its `viewDrawingProblem`).
    var columnsDrawingProblem: String? {
        if showsSecondaryOnlyButton && style != .unspecified && !isCollapsed {
            return "belongs to a UISplitViewController with showsSecondaryOnlyButton, whose button is not drawn yet"
        }
        if showsDisplayModeButton {
            return "belongs to a UISplitViewController that shows its display-mode (sidebar) button, which is not "
                + "drawn yet (set presentsWithGesture = false or displayModeButtonVisibility = .never)"
        }
        switch isCollapsed ? .secondaryOnly : displayMode {
        case .oneOverSecondary, .twoOverSecondary:
            return "belongs to a UISplitViewController in display mode \(displayMode): a column over the "
                + "secondary one (its shadow and dimming) is not drawn yet"
        case .twoDisplaceSecondary:
            return "belongs to a UISplitViewController in display mode twoDisplaceSecondary: the displaced, dimmed "
                + "secondary column is not drawn yet"
        default:
            return nil
        }
    }
}
