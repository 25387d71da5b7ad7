import OpenUIKit
import XCTest

/// Issue 32, item 1: `traitCollectionDidChange(_:)` reaches view controllers as well as views, top-down as UIKit
/// updates traits ("traits are updated top-down through the hierarchy", Apple's answer on
/// developer.apple.com/forums/thread/733301; `UIView.updateTraitsIfNeeded()`: "this view (and its view
/// controller, if applicable) and any subviews"), when traits change and when a controller first enters a
/// window whose traits are not the unspecified ones it had outside.
final class TraitCollectionDidChangeTests: XCTestCase {
    /// Picks its label's font in `traitCollectionDidChange`, as apps did before `adjustsFontForContentSizeCategory`.
    private final class BodyTextController: UIViewController {
        let label = UILabel()
        var previousCategories: [UIContentSizeCategory] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            label.text = "Body"
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                label.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
            ])
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            previousCategories.append(previousTraitCollection?.preferredContentSizeCategory ?? .unspecified)
            label.font = .preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
        }
    }

    private func show(_ controller: UIViewController, category: UIContentSizeCategory? = nil) -> UIWindow {
        let window = UIWindow(device: .iPhone8)
        if let category { window.traitOverrides.preferredContentSizeCategory = category }
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// Body sizes from Apple's Dynamic Type table (HIG "Typography", iOS): 14, 15, 16, 17 at Large, 19, 21, 23,
    /// then the accessibility sizes 28, 33, 40, 47, 53 (uikit-facts §1.3: 17 at Large, 53 at AX5). The label's
    /// frame is one line of that font, as on iOS.
    func testAControllerChoosesItsFontForEveryContentSizeCategory() {
        let categories: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        let bodySizes: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        var heights: [CGFloat] = []
        for (category, size) in zip(categories, bodySizes) {
            let controller = BodyTextController()
            let window = show(controller, category: category)
            XCTAssertEqual(controller.label.font.pointSize, size, "\(category)")
            XCTAssertEqual(controller.previousCategories, [.unspecified], "once, on entering the window")
            XCTAssertEqual(controller.label.frame.height, controller.label.intrinsicContentSize.height)
            heights.append(controller.label.frame.height)
            window.isHidden = true
        }
        XCTAssertEqual(heights, heights.sorted())
        XCTAssertLessThan(heights[0], heights[11])
        // One line of the 17 pt body font is 20.287 pt on iOS (uikit-facts: 20.287109375), 20.5 at @2x.
        XCTAssertEqual(heights[3], 20.5)
    }

    func testAControllerHearsALaterChangeWithThePreviousTraits() {
        let controller = BodyTextController()
        let window = show(controller)
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        XCTAssertEqual(controller.label.font.pointSize, 53)
        XCTAssertEqual(controller.previousCategories, [.unspecified, .large])
        window.layoutIfNeeded()
        // The new font's size reaches the layout (the engine's re-sync kept the old size before).
        XCTAssertEqual(controller.label.frame.height, controller.label.intrinsicContentSize.height)
        XCTAssertGreaterThan(controller.label.frame.height, 60)
        window.traitOverrides.userInterfaceStyle = .light
        XCTAssertEqual(controller.previousCategories.count, 2, "the traits did not change: no call")
        window.layoutIfNeeded()
        XCTAssertEqual(controller.label.frame.height, controller.label.intrinsicContentSize.height)
    }

    // MARK: Order

    private final class Log {
        var entries: [String] = []
    }

    private final class LoggingController: UIViewController {
        let name: String
        let log: Log
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        override func loadView() {
            let view = LoggingView("\(name).view", log: log)
            view.addSubview(LoggingView("\(name).view.subview", log: log))
            self.view = view
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log.entries.append(name)
        }
    }

    private final class LoggingNavigationController: UINavigationController {
        var log: Log?
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log?.entries.append("nav")
        }
    }

    private final class LoggingView: UIView {
        let name: String
        let log: Log
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log.entries.append(name)
        }
    }

    /// Window → navigation controller → its child → the child's view → that view's subview, each once.
    func testParentsHearBeforeChildrenAndAControllerBeforeItsView() {
        let log = Log()
        let navigation = LoggingNavigationController(rootViewController: LoggingController("child", log: log))
        navigation.log = log
        let window = show(navigation)
        XCTAssertEqual(log.entries, ["nav", "child", "child.view", "child.view.subview"])
        log.entries = []
        window.traitOverrides.userInterfaceStyle = .dark
        XCTAssertEqual(log.entries, ["nav", "child", "child.view", "child.view.subview"])
    }

    // MARK: Coalescing

    /// Flips the style it is shown in each time it hears of a change: UIKit coalesces, so this cannot recurse.
    private final class ContrarianView: UIView {
        var calls = 0
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            calls += 1
            traitOverrides.userInterfaceStyle = traitCollection.userInterfaceStyle == .dark ? .light : .dark
        }
    }

    func testAHandlerThatChangesItsOwnTraitGetsOneExtraPassAtMost() {
        let window = UIWindow(device: .iPhone8)
        let view = ContrarianView()
        window.addSubview(view)
        XCTAssertEqual(view.calls, 2, "the change on entering, then one pass for the change it made")
        view.calls = 0
        window.traitOverrides.preferredContentSizeCategory = .extraLarge
        XCTAssertEqual(view.calls, 2)
    }

    /// iOS 17 registrations on a controller run at the same moments as its `traitCollectionDidChange`.
    func testRegistrationsOfAControllerRunWithTraitCollectionDidChange() {
        let controller = BodyTextController()
        var seen: [UIContentSizeCategory] = []
        controller.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
            (controller: BodyTextController, _: UITraitCollection) in
            seen.append(controller.traitCollection.preferredContentSizeCategory)
        }
        let window = show(controller, category: .extraSmall)
        window.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        XCTAssertEqual(seen, [.extraSmall, .accessibilityMedium])
        XCTAssertEqual(controller.previousCategories, [.unspecified, .extraSmall])
    }
}

/// A container's `setOverrideTraitCollection(_:forChild:)` and a controller's iOS 17 `traitOverrides` change the
/// traits of that controller and its view tree only, and are reported like any other change.
final class ControllerTraitOverrideTests: XCTestCase {
    private final class Child: UIViewController {
        var previousSizeClasses: [UIUserInterfaceSizeClass] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            previousSizeClasses.append(previousTraitCollection?.horizontalSizeClass ?? .unspecified)
        }
    }

    private final class Container: UIViewController {
        var forced: UITraitCollection?
        override func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
            forced ?? super.overrideTraitCollection(forChild: childViewController)
        }
    }

    private func contain(_ child: UIViewController, in container: UIViewController) -> UIWindow {
        let window = UIWindow(device: .iPadPro11)
        window.rootViewController = container
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    func testAContainerForcesTraitsOnOneChild() {
        let container = Container()
        let child = Child()
        let label = UILabel()
        child.view.addSubview(label)
        _ = contain(child, in: container)
        XCTAssertEqual(child.traitCollection.horizontalSizeClass, .regular)
        container.setOverrideTraitCollection(
            UITraitCollection(horizontalSizeClass: .compact), forChild: child)
        XCTAssertEqual(container.overrideTraitCollection(forChild: child)?.horizontalSizeClass, .compact)
        XCTAssertEqual(child.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(label.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(container.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(child.previousSizeClasses, [.unspecified, .regular])
        container.setOverrideTraitCollection(nil, forChild: child)
        XCTAssertEqual(child.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(child.previousSizeClasses, [.unspecified, .regular, .compact])
    }

    /// UIKit asks `overrideTraitCollection(forChild:)`, so a container may override it instead of setting.
    func testAnOverrideOfOverrideTraitCollectionIsAsked() {
        let container = Container()
        container.forced = UITraitCollection(userInterfaceStyle: .dark)
        let child = Child()
        _ = contain(child, in: container)
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(container.traitCollection.userInterfaceStyle, .light)
    }

    func testAControllersTraitOverridesReachItsViewsAndItsChildren() {
        let container = Container()
        let child = Child()
        _ = contain(child, in: container)
        container.traitOverrides.horizontalSizeClass = .compact
        XCTAssertEqual(container.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(child.view.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(child.previousSizeClasses, [.unspecified, .regular])
    }
}
