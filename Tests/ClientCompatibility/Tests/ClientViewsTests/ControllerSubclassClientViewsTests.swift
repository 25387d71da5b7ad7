import ClientViews
import UIKit
import XCTest

/// The client's controller subclasses (a base controller with `init()` and an unavailable `init(coder:)`, a
/// navigation controller forwarding the status bar style, a tab bar controller set up in code, a table with its
/// own header views) get UIKit's calls in UIKit's order (bodies on the main actor, see `ClientViewsTests`).
final class ControllerSubclassClientViewsTests: XCTestCase {
    func testNavigationControllerSubclassForwardsItsTopControllersStatusBarStyle() {
        MainActor.assumeIsolated {
            let hero = HeroViewController()
            let navigation = ThemedNavigationController(rootViewController: hero)
            let window = UIWindow(device: .iPhone13)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            XCTAssertEqual(window.windowScene?.statusBarManager?.statusBarStyle, .lightContent)
            XCTAssertEqual(
                hero.appearanceLog, ["viewDidLoad", "viewWillAppear", "viewIsAppearing width 390", "viewDidAppear"])
            XCTAssertTrue(navigation.navigationBar.prefersLargeTitles)
            let detail = BaseViewController()
            navigation.pushViewController(detail, animated: false)
            window.layoutIfNeeded()
            XCTAssertEqual(hero.navigationItem.backButtonTitle, "")
            XCTAssertEqual(window.windowScene?.statusBarManager?.statusBarStyle, .darkContent)
            window.isHidden = true
        }
    }

    func testTabBarControllerSetUpInCodeCountsSelections() {
        MainActor.assumeIsolated {
            let tabs = RoundedTabBarController()
            let window = UIWindow(device: .iPhone13)
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            XCTAssertEqual(tabs.tabBar.items?.map(\.title), ["Home", "Settings"])
            tabs.selectedIndex = 1
            XCTAssertEqual(tabs.selectionCount, 1)
            XCTAssertTrue(tabs.selectedViewController is ThemedNavigationController)
            window.isHidden = true
        }
    }

    func testSectionHeadersComeFromTheRegisteredSubclass() throws {
        try MainActor.assumeIsolated {
            let list = SectionedListViewController()
            let window = UIWindow(device: .iPhone13)
            window.rootViewController = list
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            let header = try XCTUnwrap(list.tableView.headerView(forSection: 1) as? SectionHeaderView)
            XCTAssertEqual(header.titleLabel.text, "Vegetables")
            XCTAssertEqual(header.countLabel.text, "3")
            XCTAssertTrue(header.titleLabel.superview === header.contentView)
            window.isHidden = true
        }
    }
}
