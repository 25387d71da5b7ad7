import XCTest

@testable import OpenUIKit

/// Split view controllers: collapse by size class, column frames and widths, safe areas and traits of the columns,
/// wrapping in navigation controllers, the delegate's answers.
final class UISplitViewControllerTests: XCTestCase {
    private final class Delegate: UISplitViewControllerDelegate {
        var topColumn: UISplitViewController.Column?
        var proposedTopColumns: [UISplitViewController.Column] = []
        var takesSecondary = false
        var events: [String] = []

        func splitViewController(
            _ svc: UISplitViewController,
            topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
        ) -> UISplitViewController.Column {
            proposedTopColumns.append(proposedTopColumn)
            return topColumn ?? proposedTopColumn
        }

        func splitViewController(
            _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
            onto primaryViewController: UIViewController
        ) -> Bool {
            events.append("collapseSecondary")
            return takesSecondary
        }

        func splitViewControllerDidCollapse(_ svc: UISplitViewController) { events.append("didCollapse") }
        func splitViewControllerDidExpand(_ svc: UISplitViewController) { events.append("didExpand") }
    }

    private let primary = UIViewController()
    private let supplementary = UIViewController()
    private let secondary = UIViewController()

    private func doubleColumn(_ configure: (UISplitViewController) -> Void = { _ in }) -> UISplitViewController {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        configure(split)
        return split
    }

    /// The column API wraps a plain controller in a navigation controller (as UIKit does; darjeelingsteve.com,
    /// "Fixing multi-level UINavigationController menu layouts in UISplitViewController on iOS 14") and keeps a
    /// navigation controller it is given.
    func testColumnsAreWrappedInNavigationControllers() {
        let split = UISplitViewController(style: .tripleColumn)
        let ownNavigation = UINavigationController(rootViewController: supplementary)
        split.setViewController(primary, for: .primary)
        split.setViewController(ownNavigation, for: .supplementary)
        split.setViewController(secondary, for: .secondary)
        XCTAssertTrue(split.viewController(for: .primary) === primary, "the controller set, not its wrapper")
        XCTAssertNotNil(primary.navigationController)
        XCTAssertTrue(primary.navigationController?.parent === split)
        XCTAssertTrue(supplementary.navigationController === ownNavigation)
        XCTAssertTrue(primary.splitViewController === split)
        XCTAssertTrue(secondary.splitViewController === split)
        XCTAssertEqual(split.viewControllers.count, 3)
        XCTAssertTrue(split.viewControllers.allSatisfy { $0 is UINavigationController })
        XCTAssertNil(UISplitViewController(style: .doubleColumn).viewController(for: .supplementary))
    }

    func testDefaults() {
        let split = UISplitViewController(style: .doubleColumn)
        XCTAssertEqual(split.style, .doubleColumn)
        XCTAssertEqual(UISplitViewController().style, .unspecified)
        XCTAssertEqual(split.preferredDisplayMode, .automatic)
        XCTAssertEqual(split.preferredSplitBehavior, .automatic)
        XCTAssertTrue(split.presentsWithGesture)
        XCTAssertFalse(split.showsSecondaryOnlyButton)
        XCTAssertEqual(split.primaryBackgroundStyle, .none)
        XCTAssertEqual(split.preferredPrimaryColumnWidthFraction, UISplitViewController.automaticDimension)
        XCTAssertEqual(split.maximumPrimaryColumnWidth, UISplitViewController.automaticDimension)
        XCTAssertEqual(UISplitViewController.DisplayMode.twoDisplaceSecondary.rawValue, 6)
        XCTAssertEqual(UISplitViewController.Column.compact.rawValue, 3)
        XCTAssertEqual(UISplitViewController.SplitBehavior.displace.rawValue, 3)
        XCTAssertEqual(UISplitViewController.DisplayModeButtonVisibility.always.rawValue, 2)
    }

    /// Collapsed exactly when horizontally compact: every iPhone in portrait, all but the Plus and Max phones in
    /// landscape; iPads never full screen.
    func testCollapsesOnCompactWidthOnly() {
        let cases: [(Device, Orientation, Bool)] = [
            (.iPhone8, .portrait, true), (.iPhone8, .landscape, true), (.iPhone15Pro, .portrait, true),
            (.iPhone15Pro, .landscape, true), (.iPhone15ProMax, .portrait, true), (.iPhone15ProMax, .landscape, false),
            (.iPhone8Plus, .landscape, false), (.iPadPro11, .portrait, false), (.iPadPro12_9, .landscape, false),
        ]
        for (device, orientation, collapsed) in cases {
            let split = UISplitViewController(style: .doubleColumn)
            split.setViewController(UIViewController(), for: .primary)
            split.setViewController(UIViewController(), for: .secondary)
            _ = present(split, on: device, orientation)
            XCTAssertEqual(split.isCollapsed, collapsed, "\(device.name) \(orientation)")
        }
    }

    /// Collapsed, UIKit proposes the secondary column: its controllers go on the primary navigation stack.
    func testCollapsingProposesTheSecondaryColumn() {
        let delegate = Delegate()
        let split = doubleColumn { $0.delegate = delegate }
        let window = present(split, on: .iPhone15Pro)
        XCTAssertEqual(delegate.proposedTopColumns, [.secondary])
        let navigation = primary.navigationController!
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertTrue(navigation.topViewController === secondary)
        XCTAssertTrue(navigation.view.superview === split.view)
        XCTAssertEqual(navigation.view.frame, window.bounds)
        XCTAssertEqual(split.viewControllers.count, 1, "collapsed, one controller")
    }

    /// A notes app answers with the primary column: the list alone.
    func testTheDelegateCanKeepThePrimaryColumnOnTop() {
        let delegate = Delegate()
        delegate.topColumn = .primary
        let split = doubleColumn { $0.delegate = delegate }
        _ = present(split, on: .iPhone8)
        XCTAssertEqual(primary.navigationController?.viewControllers.count, 1)
        XCTAssertTrue(primary.navigationController?.topViewController === primary)
        XCTAssertNil(secondary.viewIfLoaded?.window, "the secondary column is not shown")
    }

    func testACompactColumnReplacesTheOthersWhenCollapsed() {
        let compact = UIViewController()
        let split = doubleColumn { $0.setViewController(compact, for: .compact) }
        let window = present(split, on: .iPhone8, .landscape)
        XCTAssertTrue(compact.navigationController?.view.superview === split.view)
        XCTAssertEqual(compact.navigationController?.view.frame, window.bounds)
        XCTAssertNil(primary.viewIfLoaded?.window)
        XCTAssertEqual(primary.navigationController?.viewControllers.count, 1, "no stack moves")
    }

    /// Expanded side by side: the primary column 320 pt wide (the default maximum, useyourloaf), the secondary
    /// the rest, a one-pixel divider on the primary's trailing edge; mirrored right to left.
    func testColumnFramesSideBySide() {
        let split = doubleColumn { $0.preferredDisplayMode = .oneBesideSecondary }
        _ = present(split, on: .iPadPro11, .landscape)
        XCTAssertEqual(split.displayMode, .oneBesideSecondary)
        XCTAssertEqual(split.splitBehavior, .tile)
        XCTAssertEqual(split.primaryColumnWidth, 320)
        XCTAssertEqual(primary.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 320, height: 834))
        XCTAssertEqual(secondary.navigationController?.view.frame, CGRect(x: 320, y: 0, width: 874, height: 834))
        let divider = split.view.subviews.compactMap { $0 as? SplitDividerView }
        XCTAssertEqual(divider.map(\.frame), [CGRect(x: 319.5, y: 0, width: 0.5, height: 834)])
        XCTAssertTrue(split.view.subviews.last === divider.first, "drawn over the columns")

        let mirrored = UISplitViewController(style: .doubleColumn)
        let (p, s) = (UIViewController(), UIViewController())
        mirrored.setViewController(p, for: .primary)
        mirrored.setViewController(s, for: .secondary)
        mirrored.preferredDisplayMode = .oneBesideSecondary
        _ = present(mirrored, on: .iPadPro11, .landscape) { $0.traitOverrides.layoutDirection = .rightToLeft }
        XCTAssertEqual(p.navigationController?.view.frame, CGRect(x: 874, y: 0, width: 320, height: 834))
        XCTAssertEqual(s.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 874, height: 834))
    }

    /// Automatic: beside in landscape, the primary hidden in portrait (useyourloaf, "Split view controller display
    /// modes"); showing it in portrait brings it over the secondary column, which the renderer refuses.
    func testAutomaticDisplayModePerOrientation() {
        let landscape = doubleColumn()
        _ = present(landscape, on: .iPadPro12_9, .landscape)
        XCTAssertEqual(landscape.displayMode, .oneBesideSecondary)

        let split = UISplitViewController(style: .doubleColumn)
        let (p, s) = (UIViewController(), UIViewController())
        split.setViewController(p, for: .primary)
        split.setViewController(s, for: .secondary)
        let window = present(split, on: .iPadPro12_9)
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        XCTAssertEqual(s.navigationController?.view.frame, window.bounds)
        XCTAssertNil(p.viewIfLoaded?.window)
        split.show(.primary)
        window.layoutIfNeeded()
        XCTAssertEqual(split.displayMode, .oneOverSecondary)
        XCTAssertEqual(p.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 320, height: 1366))
        XCTAssertEqual(s.navigationController?.view.frame, window.bounds)
        XCTAssertTrue(split.view.subviews.last === p.navigationController?.view, "over the secondary column")
        XCTAssertNotNil(split.view.drawingProblem)
        split.hide(.primary)
        window.layoutIfNeeded()
        XCTAssertEqual(split.displayMode, .secondaryOnly)
    }

    /// The preferred mode is read through the split behaviour (UIKit's documentation of preferredDisplayMode).
    func testPreferredModeFollowsTheSplitBehavior() {
        let overlay = doubleColumn {
            $0.preferredDisplayMode = .oneBesideSecondary
            $0.preferredSplitBehavior = .overlay
        }
        _ = present(overlay, on: .iPadPro11, .landscape)
        XCTAssertEqual(overlay.displayMode, .oneOverSecondary)

        let triple = UISplitViewController(style: .tripleColumn)
        for column in [UISplitViewController.Column.primary, .supplementary, .secondary] {
            triple.setViewController(UIViewController(), for: column)
        }
        triple.preferredDisplayMode = .twoBesideSecondary
        triple.preferredSplitBehavior = .displace
        _ = present(triple, on: .iPadPro12_9, .landscape)
        XCTAssertEqual(triple.displayMode, .twoDisplaceSecondary)
        XCTAssertEqual(triple.viewController(for: .secondary)?.navigationController?.view.frame.minX, 640)
        XCTAssertEqual(triple.viewController(for: .secondary)?.navigationController?.view.frame.width, 1366 - 320)
    }

    func testThreeColumnsTile() {
        let split = UISplitViewController(style: .tripleColumn)
        split.setViewController(primary, for: .primary)
        split.setViewController(supplementary, for: .supplementary)
        split.setViewController(secondary, for: .secondary)
        _ = present(split, on: .iPadPro12_9, .landscape)
        XCTAssertEqual(split.displayMode, .twoBesideSecondary)
        XCTAssertEqual(primary.navigationController?.view.frame.minX, 0)
        XCTAssertEqual(supplementary.navigationController?.view.frame, CGRect(x: 320, y: 0, width: 320, height: 1024))
        XCTAssertEqual(secondary.navigationController?.view.frame, CGRect(x: 640, y: 0, width: 726, height: 1024))
        XCTAssertEqual(split.view.subviews.filter { $0 is SplitDividerView }.count, 2)
    }

    /// The fraction applies to the split view's width within the minimum and maximum (useyourloaf: the default
    /// maximum of 320 limits a fraction of 0.5); a preferred width in points wins over the fraction.
    func testPrimaryColumnWidths() {
        let split = doubleColumn { $0.preferredDisplayMode = .oneBesideSecondary }
        _ = present(split, on: .iPadPro11, .landscape)
        split.preferredPrimaryColumnWidthFraction = 0.5
        XCTAssertEqual(split.primaryColumnWidth, 320)
        split.maximumPrimaryColumnWidth = 1000
        XCTAssertEqual(split.primaryColumnWidth, 597)
        split.preferredPrimaryColumnWidth = 400
        XCTAssertEqual(split.primaryColumnWidth, 400)
        split.minimumPrimaryColumnWidth = 450
        XCTAssertEqual(split.primaryColumnWidth, 450)
        split.view.layoutIfNeeded()
        XCTAssertEqual(primary.navigationController?.view.frame.width, 450)
    }

    /// Each column's safe area is the device's where the column meets the screen edge; the side columns are
    /// horizontally compact, so their bars and margins use the compact 16 pt, the secondary one keeps 20.
    func testSafeAreasMarginsAndTraitsOfTheColumns() {
        let split = doubleColumn { $0.preferredDisplayMode = .oneBesideSecondary }
        _ = present(split, on: .iPhone15ProMax, .landscape)
        XCTAssertFalse(split.isCollapsed)
        let primaryNavigation = primary.navigationController!
        let secondaryNavigation = secondary.navigationController!
        XCTAssertEqual(primaryNavigation.view.safeAreaInsets, UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 0))
        XCTAssertEqual(secondaryNavigation.view.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 21, right: 59))
        XCTAssertEqual(primary.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(secondary.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(primary.view.layoutMargins.right, 16)
        XCTAssertEqual(secondary.view.layoutMargins.left, 20)
        // The content sits under its column's navigation bar (32 pt tall in compact height).
        XCTAssertEqual(secondary.view.safeAreaInsets.top, 32)
    }

    /// Collapsing and expanding again (a trait change) gives each column its stack back and tells the delegate.
    func testExpandingGivesTheColumnsTheirStacksBack() {
        let delegate = Delegate()
        let split = doubleColumn {
            $0.delegate = delegate
            $0.preferredDisplayMode = .oneBesideSecondary
        }
        let window = present(split, on: .iPadPro11, .landscape)
        window.traitOverrides.horizontalSizeClass = .compact
        window.layoutIfNeeded()
        XCTAssertTrue(split.isCollapsed)
        XCTAssertTrue(primary.navigationController?.topViewController === secondary)
        window.traitOverrides.horizontalSizeClass = nil
        window.layoutIfNeeded()
        XCTAssertFalse(split.isCollapsed)
        XCTAssertEqual(primary.navigationController?.viewControllers.count, 1)
        XCTAssertTrue(secondary.navigationController?.view.superview === split.view)
        XCTAssertTrue(secondary.navigationController !== primary.navigationController)
        XCTAssertEqual(secondary.navigationController?.view.frame.minX, 320)
        XCTAssertEqual(delegate.events, ["didCollapse", "didExpand"])
    }

    /// Classic interface: the controllers as given; collapsed, the secondary goes on the primary navigation
    /// controller unless the delegate takes it.
    func testClassicCollapse() {
        let master = UINavigationController(rootViewController: primary)
        let split = UISplitViewController()
        split.viewControllers = [master, secondary]
        XCTAssertTrue(split.viewController(for: .primary) === master)
        _ = present(split, on: .iPhone8)
        XCTAssertTrue(master.topViewController === secondary)

        let delegate = Delegate()
        delegate.takesSecondary = true
        let other = UINavigationController(rootViewController: UIViewController())
        let detail = UIViewController()
        let taken = UISplitViewController()
        taken.delegate = delegate
        taken.viewControllers = [other, detail]
        _ = present(taken, on: .iPhone8)
        XCTAssertEqual(delegate.events, ["collapseSecondary"])
        XCTAssertEqual(other.viewControllers.count, 1)
        XCTAssertNil(detail.viewIfLoaded?.window)
    }

    /// What the renderer cannot draw yet: the sidebar button UIKit shows while the primary column can be swiped
    /// away, and columns over the secondary one.
    func testDrawingProblems() {
        let withButton = doubleColumn { $0.preferredDisplayMode = .oneBesideSecondary }
        _ = present(withButton, on: .iPadPro11, .landscape)
        XCTAssertNotNil(withButton.view.drawingProblem)
        withButton.presentsWithGesture = false
        XCTAssertNil(withButton.view.drawingProblem)
        withButton.displayModeButtonVisibility = .always
        XCTAssertNotNil(withButton.view.drawingProblem)

        let collapsed = doubleColumn()
        _ = present(collapsed, on: .iPhone8)
        XCTAssertNil(collapsed.view.drawingProblem, "no button when collapsed")
    }

    /// The classic display-mode item's glyph is not drawn: a bar showing it while expanded fails; collapsed, UIKit
    /// hides it. The secondary-only button likewise.
    func testDisplayModeItemAndSecondaryOnlyButton() {
        let split = UISplitViewController()
        let detail = UINavigationController(rootViewController: secondary)
        split.viewControllers = [UINavigationController(rootViewController: primary), detail]
        secondary.navigationItem.leftBarButtonItem = split.displayModeButtonItem
        XCTAssertTrue(split.displayModeButtonItem === split.displayModeButtonItem)
        _ = present(split, on: .iPadPro11, .landscape)
        let itemViews = detail.navigationBar.subviews.filter { $0.drawingProblem != nil }
        XCTAssertEqual(itemViews.count, 1)

        let columns = doubleColumn {
            $0.presentsWithGesture = false
            $0.showsSecondaryOnlyButton = true
        }
        _ = present(columns, on: .iPadPro11, .landscape)
        XCTAssertNotNil(columns.view.drawingProblem)
    }

    private final class ExpandingDelegate: UISplitViewControllerDelegate {
        func splitViewController(
            _ svc: UISplitViewController,
            displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
        ) -> UISplitViewController.DisplayMode {
            .secondaryOnly
        }
    }

    /// The delegate's display mode on expanding holds on the following layouts.
    func testDisplayModeForExpanding() {
        let delegate = ExpandingDelegate()
        let split = doubleColumn {
            $0.delegate = delegate
            $0.preferredDisplayMode = .oneBesideSecondary
        }
        let window = present(split, on: .iPadPro11, .landscape) { $0.traitOverrides.horizontalSizeClass = .compact }
        XCTAssertTrue(split.isCollapsed)
        window.traitOverrides.horizontalSizeClass = nil
        window.layoutIfNeeded()
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        split.view.setNeedsLayout()
        window.layoutIfNeeded()
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        XCTAssertEqual(secondary.navigationController?.view.frame, window.bounds)
    }

    func testSidebarBackgroundUnderThePrimaryColumn() {
        let split = doubleColumn {
            $0.preferredDisplayMode = .oneBesideSecondary
            $0.primaryBackgroundStyle = .sidebar
        }
        _ = present(split, on: .iPadPro11)
        XCTAssertTrue(split.view.subviews.first === split.primaryBackgroundView)
        XCTAssertEqual(split.primaryBackgroundView.frame, CGRect(x: 0, y: 0, width: 320, height: 1194))
        XCTAssertEqual(split.primaryBackgroundView.backgroundColor, .secondarySystemBackground)
    }
}
