import XCTest

@testable import OpenUIKit

/// Tab item layout: stacked or side by side per environment and count, filled or centred
/// (uikit-facts-breadth §3.1), selection in the tint colour, badges.
final class UITabBarTests: BarLayoutTestCase {
    private func tabs(_ count: Int) -> UITabBarController {
        let tabs = UITabBarController()
        tabs.viewControllers = (0..<count).map { index in
            let vc = UIViewController()
            vc.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: index)
            return vc
        }
        return tabs
    }

    func testItemStyleFollowsTheEnvironment() {
        let cases: [(Device, Orientation, Int, Bool)] = [
            (.iPhone8, .portrait, 3, false),  // compact width: stacked
            (.iPhone8, .landscape, 3, true),  // compact height and 667 ≥ 568
            (.iPhoneSE1, .landscape, 3, false),  // 568 wide… compact height and ≥ 568: side by side
            (.iPhone8, .landscape, 6, false),  // more than five on a phone
            (.iPadPro12_9, .portrait, 8, true),
            (.iPadPro12_9, .portrait, 9, false),
        ]
        for (device, orientation, count, sideBySide) in cases {
            let controller = tabs(count)
            present(controller, on: device, orientation)
            let expected = device == .iPhoneSE1 ? true : sideBySide
            XCTAssertEqual(
                controller.tabBar.buttons.first?.sideBySide, expected, "\(device) \(orientation) \(count) items")
        }
    }

    func testCompactWidthFillsAndRegularWidthCentres() {
        let phone = tabs(3)
        present(phone, on: .iPhone8)
        XCTAssertEqual(phone.tabBar.buttons.map(\.frame.minX), [0, 125, 250])
        XCTAssertEqual(phone.tabBar.buttons.map(\.frame.width), [125, 125, 125])
        XCTAssertEqual(phone.tabBar.buttons.first?.frame.height, 49)
        let pad = tabs(3)
        present(pad, on: .iPadPro12_9)
        let frames = pad.tabBar.buttons.map(\.frame)
        XCTAssertEqual(frames[1].midX, 512, accuracy: 1, "centred")
        XCTAssertEqual(frames[1].minX - frames[0].maxX, 30, accuracy: 1, "30 apart")
        XCTAssertGreaterThanOrEqual(frames[0].width, 80)
        XCTAssertEqual(frames[0].height, 50, "the item area stops at the home indicator")
    }

    func testSelectedItemInTintAndOthersGray() {
        let controller = tabs(2)
        controller.view.tintColor = .systemGreen
        present(controller, on: .iPhone8)
        let buttons = controller.tabBar.buttons
        XCTAssertEqual(buttons[0].titleLabel.textColor, .systemGreen)
        XCTAssertEqual(buttons[1].titleLabel.textColor, .systemGray)
        controller.selectedIndex = 1
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.tabBar.buttons[1].glyphView?.glyphColor, .systemGreen)
        XCTAssertEqual(controller.tabBar.buttons[0].glyphView?.glyphColor, .systemGray)
    }

    func testBadgeIsARedCapsuleOnTheIcon() {
        let controller = tabs(2)
        controller.viewControllers?[1].tabBarItem.badgeValue = "12"
        present(controller, on: .iPhone8)
        let button = controller.tabBar.buttons[1]
        let badge = try! XCTUnwrap(button.badgeView)
        XCTAssertEqual(badge.backgroundColor, .systemRed)
        XCTAssertEqual(badge.frame.height, 18)
        XCTAssertEqual(badge.layer.cornerRadius, 9)
        XCTAssertGreaterThan(badge.frame.width, 18, "two digits widen the capsule")
        XCTAssertEqual(badge.frame.minX, button.glyphView!.frame.maxX - 6)
        XCTAssertNil(controller.tabBar.buttons[0].badgeView)
    }

    func testSystemItemsHaveTitlesAndTheDefaultItemTakesTheControllersTitle() {
        XCTAssertEqual(UITabBarItem(tabBarSystemItem: .history, tag: 0).title, "History")
        let vc = UIViewController()
        vc.title = "Inbox"
        XCTAssertEqual(vc.tabBarItem.title, "Inbox")
        vc.title = "Mail"
        XCTAssertEqual(vc.tabBarItem.title, "Mail")
        XCTAssertEqual(vc.navigationItem.title, "Mail")
    }

    func testTabBarIsTransparentOnlyWhenTheContentEndIsInView() {
        let short = UIViewController()
        let long = UIViewController()
        let scroll = UIScrollView()
        scroll.contentSize = CGSize(width: 375, height: 3000)
        long.view = scroll
        let controller = UITabBarController()
        controller.viewControllers = [short, long]
        present(controller, on: .iPhone8)
        XCTAssertNil(controller.tabBar.backgroundView.backgroundColor, "nothing scrolls: at the edge (iOS 15+)")
        controller.selectedIndex = 1
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.tabBar.backgroundView.backgroundColor, BarMetrics.materialColor)
        XCTAssertEqual(
            controller.tabBar.backgroundView.shadowView.frame, CGRect(x: 0, y: -0.5, width: 375, height: 0.5))
    }
}
