import XCTest

@testable import OpenUIKit

/// The status bar's visibility and style, read from the controllers as UIKit reads them.
final class StatusBarTests: XCTestCase {
    private final class Hiding: UIViewController {
        var hidden = true
        override var prefersStatusBarHidden: Bool { hidden }
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }

    /// On a home-button iPhone the 20-point top inset is the status bar's: hiding it frees the space;
    /// on a Dynamic Island iPhone the sensor housing keeps its 59 points.
    func testHidingTheStatusBarFreesAHomeButtonPhonesTop() {
        let phone = Hiding()
        _ = present(phone, on: .iPhone8)
        XCTAssertEqual(phone.view.safeAreaInsets.top, 0)
        phone.hidden = false
        phone.setNeedsStatusBarAppearanceUpdate()
        phone.view.window?.layoutIfNeeded()
        XCTAssertEqual(phone.view.safeAreaInsets.top, 20)
        let island = Hiding()
        _ = present(island, on: .iPhone15Pro)
        XCTAssertEqual(island.view.safeAreaInsets.top, 59)
    }

    /// A navigation controller lets its top controller hide the bar but styles it after itself; a tab bar
    /// controller hands both to the selected tab.
    func testContainersDelegateAsUIKitDoes() {
        let top = Hiding()
        let navigation = UINavigationController(rootViewController: top)
        let window = present(navigation, on: .iPhone8)
        XCTAssertTrue(window.statusBarHidden)
        XCTAssertEqual(window.resolvedStatusBarStyle, .darkContent, "the navigation controller's own default")
        let tabs = UITabBarController()
        tabs.viewControllers = [Hiding()]
        let tabWindow = present(tabs, on: .iPhone8)
        XCTAssertEqual(tabWindow.resolvedStatusBarStyle, .lightContent)
        XCTAssertEqual(UIViewController().supportedInterfaceOrientations, .allButUpsideDown)
    }

    func testDefaultStyleFollowsTheInterfaceStyle() {
        let window = present(UIViewController(), on: .iPhone8) { $0.overrideUserInterfaceStyle = .dark }
        XCTAssertEqual(window.resolvedStatusBarStyle, .lightContent)
    }
}
