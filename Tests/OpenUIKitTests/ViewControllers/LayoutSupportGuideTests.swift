import OpenUIKit
import XCTest

/// `topLayoutGuide` and `bottomLayoutGuide` (deprecated in iOS 11, still used) follow the safe area.
final class LayoutSupportGuideTests: XCTestCase {
    private final class PinnedController: UIViewController {
        let content = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            content.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(content)
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor),
                content.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor),
                content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
        }
    }

    /// iPhone 8: the status bar's 20 pt on top, nothing below (uikit-facts §3.1).
    func testIPhone8GuidesAreTheStatusBarAndNothing() {
        let controller = PinnedController()
        _ = present(controller, on: .iPhone8)
        XCTAssertEqual(controller.topLayoutGuide.length, 20)
        XCTAssertEqual(controller.bottomLayoutGuide.length, 0)
        XCTAssertEqual(controller.content.frame, CGRect(x: 0, y: 20, width: 375, height: 647))
    }

    /// iPhone X: 44 pt on top, the home indicator's 34 below.
    func testIPhoneXGuidesAreTheSafeAreaInsets() {
        let controller = PinnedController()
        _ = present(controller, on: .iPhoneX)
        XCTAssertEqual(controller.topLayoutGuide.length, 44)
        XCTAssertEqual(controller.bottomLayoutGuide.length, 34)
        XCTAssertEqual(controller.content.frame, CGRect(x: 0, y: 44, width: 375, height: 812 - 78))
        XCTAssertTrue(controller.topLayoutGuide === controller.topLayoutGuide, "made once")
    }
}
