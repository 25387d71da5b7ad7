import OpenUIKit
import XCTest

/// The tab bar's frame (49 / 32 / 50 plus the bottom safe area, uikit-facts-breadth §3.1) and the selected
/// child's safe area, margins and readable guide above it, alone and around a navigation controller.
final class UITabBarControllerLayoutTests: BarLayoutTestCase {
    private func tabs(_ children: [UIViewController]) -> UITabBarController {
        let tabs = UITabBarController()
        tabs.viewControllers = children
        return tabs
    }

    func testIPhone8TabBarIs49InPortraitAnd32InLandscape() {
        let content = ProbeViewController(title: "Grid")
        let controller = tabs([content, ProbeViewController(title: "Other")])
        present(controller, on: .iPhone8)
        XCTAssertEqual(controller.tabBar.frame, CGRect(x: 0, y: 618, width: 375, height: 49))
        XCTAssertEqual(content.view.frame, CGRect(x: 0, y: 0, width: 375, height: 667), "extends under the bar")
        XCTAssertInsets(content.view.safeAreaInsets, 20, 0, 49, 0)
        XCTAssertEqual(content.probe.frame, CGRect(x: 16, y: 20, width: 343, height: 598))
        present(controller, on: .iPhone8, .landscape)
        XCTAssertEqual(controller.tabBar.frame, CGRect(x: 0, y: 343, width: 667, height: 32))
        XCTAssertInsets(content.view.safeAreaInsets, 0, 0, 32, 0)
    }

    func testFaceIDPhoneTabBarIs83InPortrait() {
        let content = ProbeViewController(title: "Grid")
        let controller = tabs([content])
        present(controller, on: .iPhone15Pro)
        XCTAssertEqual(controller.tabBar.frame, CGRect(x: 0, y: 769, width: 393, height: 83))  // 49 + 34
        XCTAssertInsets(content.view.safeAreaInsets, 59, 0, 83, 0)
        present(controller, on: .iPhone15Pro, .landscape)
        XCTAssertEqual(controller.tabBar.frame, CGRect(x: 0, y: 340, width: 852, height: 53))  // 32 + 21
    }

    func testIPadPro12_9TabBarIs50PlusTheHomeIndicatorInBothOrientations() {
        for orientation in Orientation.allCases {
            let content = ProbeViewController(title: "Grid")
            let controller = tabs([content])
            present(controller, on: .iPadPro12_9, orientation)
            let size = Device.iPadPro12_9.screenSize(orientation)
            XCTAssertEqual(controller.tabBar.frame, CGRect(x: 0, y: size.height - 70, width: size.width, height: 70))
            XCTAssertInsets(content.view.safeAreaInsets, 24, 0, 70, 0)
            XCTAssertInsets(content.view.layoutMargins, 24, 20, 70, 20)
            XCTAssertEqual(
                content.probe.frame, CGRect(x: (size.width - 672) / 2, y: 24, width: 672, height: size.height - 94))
        }
    }

    func testNavigationInsideTabsAddsBothBars() {
        let cases: [(Device, Orientation, UIEdgeInsets)] = [
            (.iPhone8, .portrait, UIEdgeInsets(top: 64, left: 0, bottom: 49, right: 0)),
            (.iPhone8, .landscape, UIEdgeInsets(top: 32, left: 0, bottom: 32, right: 0)),
            (.iPadPro12_9, .portrait, UIEdgeInsets(top: 74, left: 0, bottom: 70, right: 0)),
            (.iPadPro12_9, .landscape, UIEdgeInsets(top: 74, left: 0, bottom: 70, right: 0)),
        ]
        for (device, orientation, expected) in cases {
            let content = ProbeViewController(title: "Grid")
            let nav = UINavigationController(rootViewController: content)
            let controller = tabs([nav, ProbeViewController(title: "Other")])
            present(controller, on: device, orientation)
            XCTAssertEqual(content.view.safeAreaInsets, expected, "\(device) \(orientation)")
            XCTAssertEqual(content.tabBarController, controller)
            XCTAssertEqual(content.navigationController, nav)
        }
    }

    func testNavigationWithLargeTitleInsideTabs() {
        let content = ProbeViewController(title: "Grid")
        let nav = UINavigationController(rootViewController: content)
        nav.navigationBar.prefersLargeTitles = true
        present(tabs([nav]), on: .iPadPro12_9, .landscape)
        XCTAssertInsets(content.view.safeAreaInsets, 126, 0, 70, 0)
        XCTAssertEqual(content.probe.frame, CGRect(x: 347, y: 126, width: 672, height: 828))
    }

    func testHiddenTabBarCoversNothing() {
        let content = ProbeViewController(title: "Grid")
        let controller = tabs([content])
        controller.tabBar.isHidden = true
        present(controller, on: .iPhone8)
        XCTAssertInsets(content.view.safeAreaInsets, 20, 0, 0, 0)
    }

    func testPushedControllerThatHidesTheBottomBar() {
        let root = ProbeViewController(title: "Root")
        let nav = UINavigationController(rootViewController: root)
        let controller = tabs([nav])
        present(controller, on: .iPhone8)
        let detail = ProbeViewController(title: "Detail")
        detail.hidesBottomBarWhenPushed = true
        nav.pushViewController(detail, animated: false)
        controller.view.layoutIfNeeded()
        XCTAssertInsets(detail.view.safeAreaInsets, 64, 0, 0, 0)
        XCTAssertEqual(controller.tabBar.frame.minY, 667, "off screen")
        nav.popViewController(animated: false)
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.tabBar.frame.minY, 618)
        XCTAssertInsets(root.view.safeAreaInsets, 64, 0, 49, 0)
    }

    func testAdditionalSafeAreaInsetsOnTopOfTheTabBar() {
        let content = ProbeViewController(title: "Grid")
        content.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
        present(tabs([content]), on: .iPhone8)
        XCTAssertInsets(content.view.safeAreaInsets, 20, 0, 59, 0)
    }

    func testSelectionSwapsTheShownChild() {
        let first = ProbeViewController(title: "One")
        let second = ProbeViewController(title: "Two")
        let controller = tabs([first, second])
        present(controller, on: .iPhone8)
        XCTAssertTrue(first.view.superview === controller.view)
        XCTAssertFalse(second.isViewLoaded)
        controller.selectedIndex = 1
        XCTAssertTrue(controller.selectedViewController === second)
        XCTAssertTrue(second.view.superview === controller.view)
        XCTAssertNil(first.view.superview)
        XCTAssertTrue(controller.tabBar.selectedItem === second.tabBarItem)
        XCTAssertEqual(controller.tabBar.items?.map(\.title), ["One", "Two"])
        controller.selectedIndex = 5
        XCTAssertEqual(controller.selectedIndex, 1, "out of range is ignored")
    }
}
