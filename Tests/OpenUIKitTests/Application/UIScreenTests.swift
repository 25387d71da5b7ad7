import OpenUIKit
import XCTest

final class UIScreenTests: XCTestCase {
    /// The main screen is the key window's device, in its orientation.
    func testMainScreenFollowsTheKeyWindowsDevice() {
        let window = present(UIViewController(), on: .iPadPro12_9)
        XCTAssertTrue(window.isKeyWindow)
        XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 1024, height: 1366))
        XCTAssertEqual(UIScreen.main.scale, 2)
        XCTAssertEqual(UIScreen.main.nativeScale, 2)
        XCTAssertEqual(UIScreen.main.traitCollection.horizontalSizeClass, .regular)
        window.orientation = .landscape
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 1366, height: 1024))

        let phone = present(UIViewController(), on: .iPhone15Pro)
        XCTAssertFalse(window.isKeyWindow)
        XCTAssertTrue(phone.isKeyWindow)
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 393, height: 852))
        XCTAssertEqual(UIScreen.main.scale, 3)
        XCTAssertEqual(UIScreen.main.traitCollection.horizontalSizeClass, .compact)
    }

    func testApplicationListsLiveWindowsAndTheKeyOne() {
        var window: UIWindow? = UIWindow(device: .iPhone8)
        weak let weakWindow = window
        XCTAssertTrue(UIApplication.shared.windows.contains { $0 === window })
        window?.makeKey()
        XCTAssertTrue(UIApplication.shared.keyWindow === window)
        window = nil
        XCTAssertNil(weakWindow, "the application does not keep windows alive")
        XCTAssertFalse(UIApplication.shared.windows.contains { $0 === weakWindow })
    }

    /// Layout code asks the application for the direction; it is the key window's.
    func testLayoutDirectionIsTheKeyWindows() {
        _ = present(UIViewController(), on: .iPhone8)
        XCTAssertEqual(UIApplication.shared.userInterfaceLayoutDirection, .leftToRight)
        _ = present(UIViewController(), on: .iPhone8) { $0.traitOverrides.layoutDirection = .rightToLeft }
        XCTAssertEqual(UIApplication.shared.userInterfaceLayoutDirection, .rightToLeft)
    }
}
