import XCTest

@testable import OpenUIKit

/// Bar frames and the child's safe area, margins and readable guide under a navigation bar
/// (uikit-facts-breadth §3.1–3.2; device safe areas uikit-facts §3; margins 16/20 + safe area, §2.2; readable
/// width 672, §1.2).
final class UINavigationControllerLayoutTests: BarLayoutTestCase {
    private func navigation(largeTitles: Bool = false) -> (UINavigationController, ProbeViewController) {
        let content = ProbeViewController(title: "Articles")
        let nav = UINavigationController(rootViewController: content)
        nav.navigationBar.prefersLargeTitles = largeTitles
        return (nav, content)
    }

    func testIPhone8PortraitBarIs44BelowThe20PointStatusBar() {
        let (nav, content) = navigation()
        present(nav, on: .iPhone8)
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 20, width: 375, height: 44))
        XCTAssertEqual(content.view.frame, CGRect(x: 0, y: 0, width: 375, height: 667), "extends under the bar")
        XCTAssertInsets(content.view.safeAreaInsets, 64, 0, 0, 0)  // 20 + 44 (breadth §3.2)
        XCTAssertInsets(content.view.layoutMargins, 64, 16, 0, 16)
        XCTAssertEqual(content.view.readableContentGuide.layoutFrame, CGRect(x: 16, y: 64, width: 343, height: 603))
        XCTAssertEqual(content.probe.frame, CGRect(x: 16, y: 64, width: 343, height: 603))
    }

    func testIPhone8PortraitLargeTitleAdds52() {
        let (nav, content) = navigation(largeTitles: true)
        present(nav, on: .iPhone8)
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 20, width: 375, height: 96))
        XCTAssertInsets(content.view.safeAreaInsets, 116, 0, 0, 0)  // 20 + 96 (breadth §3.1)
        XCTAssertEqual(content.probe.frame, CGRect(x: 16, y: 116, width: 343, height: 551))
    }

    func testIPhone8LandscapeBarIs32AndShowsNoLargeTitle() {
        for large in [false, true] {
            let (nav, content) = navigation(largeTitles: large)
            present(nav, on: .iPhone8, .landscape)
            XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 0, width: 667, height: 32), "large: \(large)")
            XCTAssertInsets(content.view.safeAreaInsets, 32, 0, 0, 0)
            XCTAssertInsets(content.view.layoutMargins, 32, 16, 0, 16)
            XCTAssertEqual(content.probe.frame, CGRect(x: 16, y: 32, width: 635, height: 343))
        }
    }

    func testIPadPro12_9BarIs50BelowThe24PointStatusBarInBothOrientations() {
        for orientation in Orientation.allCases {
            let (nav, content) = navigation()
            present(nav, on: .iPadPro12_9, orientation)
            let width: CGFloat = orientation == .portrait ? 1024 : 1366
            let height: CGFloat = orientation == .portrait ? 1366 : 1024
            XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 24, width: width, height: 50))
            XCTAssertInsets(content.view.safeAreaInsets, 74, 0, 20, 0)  // 24 + 50; home indicator 20
            XCTAssertInsets(content.view.layoutMargins, 74, 20, 20, 20)
            let readable = content.view.readableContentGuide.layoutFrame
            XCTAssertEqual(readable, CGRect(x: (width - 672) / 2, y: 74, width: 672, height: height - 94))
        }
    }

    func testIPadPro12_9LargeTitleAdds52InBothOrientations() {
        for orientation in Orientation.allCases {
            let (nav, content) = navigation(largeTitles: true)
            present(nav, on: .iPadPro12_9, orientation)
            XCTAssertEqual(nav.navigationBar.frame.height, 102, "\(orientation)")
            XCTAssertInsets(content.view.safeAreaInsets, 126, 0, 20, 0)
            XCTAssertEqual(content.probe.frame.minY, 126)
        }
    }

    func testDynamicIslandPhoneBarSitsUnderTheSafeTop() {
        let (nav, content) = navigation()
        present(nav, on: .iPhone15Pro)
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 59, width: 393, height: 44))
        XCTAssertInsets(content.view.safeAreaInsets, 103, 0, 34, 0)  // 59 + 44 (breadth §3.2, choice)
        present(nav, on: .iPhone15Pro, .landscape)
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 0, width: 852, height: 32))
        XCTAssertInsets(content.view.safeAreaInsets, 32, 59, 21, 59)
        XCTAssertInsets(content.view.layoutMargins, 32, 75, 21, 75)
    }

    func testHiddenBarLeavesOnlyTheStatusBar() {
        let (nav, content) = navigation(largeTitles: true)
        nav.setNavigationBarHidden(true, animated: false)
        present(nav, on: .iPhone8)
        XCTAssertTrue(nav.navigationBar.isHidden)
        XCTAssertInsets(content.view.safeAreaInsets, 20, 0, 0, 0)
        nav.isNavigationBarHidden = false
        nav.view.layoutIfNeeded()
        XCTAssertInsets(content.view.safeAreaInsets, 116, 0, 0, 0)
    }

    func testAdditionalSafeAreaInsetsGoOnTopOfTheBar() {
        let (nav, content) = navigation()
        content.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 7, right: 0)
        present(nav, on: .iPhone8)
        XCTAssertInsets(content.view.safeAreaInsets, 74, 5, 7, 0)
        XCTAssertEqual(content.probe.frame, CGRect(x: 21, y: 74, width: 338, height: 586))
    }

    func testAdditionalSafeAreaInsetsOnTheContainerMoveTheBarDown() {
        let (nav, content) = navigation()
        nav.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        present(nav, on: .iPhone8)
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 30, width: 375, height: 44))
        XCTAssertInsets(content.view.safeAreaInsets, 74, 0, 0, 0)
    }

    func testContentBelowTheBarWhenItDoesNotExtendUnderIt() {
        let (nav, content) = navigation()
        content.edgesForExtendedLayout = []
        present(nav, on: .iPhone8)
        XCTAssertEqual(content.view.frame, CGRect(x: 0, y: 64, width: 375, height: 603))
        XCTAssertInsets(content.view.safeAreaInsets, 0, 0, 0, 0)
    }

    func testOpaqueBarStopsTheContentUnlessItAsksToExtend() {
        let (nav, content) = navigation()
        nav.navigationBar.isTranslucent = false
        present(nav, on: .iPhone8)
        XCTAssertEqual(content.view.frame.minY, 64)
        content.extendedLayoutIncludesOpaqueBars = true
        nav.view.layoutIfNeeded()
        XCTAssertEqual(content.view.frame.minY, 0)
        XCTAssertInsets(content.view.safeAreaInsets, 64, 0, 0, 0)
    }

    func testToolbarHeights() {
        let (nav, content) = navigation()
        nav.setToolbarHidden(false, animated: false)
        present(nav, on: .iPhone8)
        XCTAssertEqual(nav.toolbar.frame, CGRect(x: 0, y: 623, width: 375, height: 44))
        XCTAssertInsets(content.view.safeAreaInsets, 64, 0, 44, 0)
        present(nav, on: .iPhone8, .landscape)
        XCTAssertEqual(nav.toolbar.frame, CGRect(x: 0, y: 343, width: 667, height: 32))
        present(nav, on: .iPhone15Pro)
        // 49 above the home indicator (breadth §3.1), whose 34 pt stay in the safe area.
        XCTAssertEqual(nav.toolbar.frame, CGRect(x: 0, y: 769, width: 393, height: 49))
        XCTAssertInsets(content.view.safeAreaInsets, 103, 0, 83, 0)
        present(nav, on: .iPadPro12_9)
        XCTAssertEqual(nav.toolbar.frame, CGRect(x: 0, y: 1296, width: 1024, height: 50))
        XCTAssertInsets(content.view.safeAreaInsets, 74, 0, 70, 0)
    }

    func testPromptAddsItsBand() {
        let (nav, content) = navigation()
        content.navigationItem.prompt = "Choose a photo"
        present(nav, on: .iPhone8)
        XCTAssertEqual(nav.navigationBar.frame.height, 74)
        XCTAssertInsets(content.view.safeAreaInsets, 94, 0, 0, 0)
    }

    func testRotationResizesTheBarsAndTheSafeArea() {
        let (nav, content) = navigation(largeTitles: true)
        let window = present(nav, on: .iPhone8)
        XCTAssertInsets(content.view.safeAreaInsets, 116, 0, 0, 0)
        window.orientation = .landscape
        window.layoutIfNeeded()
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 0, width: 667, height: 32))
        XCTAssertInsets(content.view.safeAreaInsets, 32, 0, 0, 0)
        XCTAssertNil(nav.navigationBar.largeTitleLabel)
        window.orientation = .portrait
        window.layoutIfNeeded()
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 20, width: 375, height: 96))
        XCTAssertEqual(content.probe.frame, CGRect(x: 16, y: 116, width: 343, height: 551))
    }
}
