import OpenUIKit
import XCTest

/// Safe areas per device and orientation (uikit-facts §3.1, §3.2: SST, PB, TL, FORK tables).
final class SafeAreaTests: XCTestCase {
    private func safeGuide(_ device: Device, _ orientation: Orientation) -> CGRect {
        let vc = GuidePinningViewController { $0.safeAreaLayoutGuide }
        _ = present(vc, on: device, orientation)
        XCTAssertRect(
            vc.view.safeAreaLayoutGuide.layoutFrame, vc.content.frame.minX, vc.content.frame.minY,
            vc.content.frame.width, vc.content.frame.height)
        return vc.content.frame
    }

    func testPhoneSafeAreasFollowStatusBarNotchAndHomeIndicator() {
        XCTAssertRect(safeGuide(.iPhone8, .portrait), 0, 20, 375, 647)
        XCTAssertRect(safeGuide(.iPhone8, .landscape), 0, 0, 667, 375)
        XCTAssertRect(safeGuide(.iPhoneX, .portrait), 0, 44, 375, 734)
        XCTAssertRect(safeGuide(.iPhoneX, .landscape), 44, 0, 724, 354)
        XCTAssertRect(safeGuide(.iPhone15Pro, .portrait), 0, 59, 393, 852 - 93)
        XCTAssertRect(safeGuide(.iPhone13, .landscape), 47, 0, 844 - 94, 390 - 21)
        XCTAssertRect(safeGuide(.iPhone16ProMax, .portrait), 0, 62, 440, 956 - 96)
    }

    func testPadSafeAreasKeepTheStatusBarInLandscape() {
        XCTAssertRect(safeGuide(.iPadPro12_9, .portrait), 0, 24, 1024, 1322)
        XCTAssertRect(safeGuide(.iPadPro12_9, .landscape), 0, 24, 1366, 980)
        XCTAssertRect(safeGuide(.iPadMini, .landscape), 0, 20, 1024, 748)
    }

    func testAdditionalInsetsAddToTheDeviceSafeArea() {
        let vc = GuidePinningViewController { $0.safeAreaLayoutGuide }
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 7, right: 3)
        _ = present(vc, on: .iPhoneX)
        XCTAssertEqual(vc.view.safeAreaInsets, UIEdgeInsets(top: 54, left: 5, bottom: 41, right: 3))
        XCTAssertRect(vc.content.frame, 5, 54, 367, 812 - 95)
    }

    /// A view inside the safe area has zero insets (Apple docs, `safeAreaInsets`); one overlapping it gets the overlap.
    func testSubviewInsetsAreTheOverlap() {
        let vc = UIViewController()
        vc.loadViewIfNeeded()
        let inside = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 100))
        let overlapping = UIView(frame: CGRect(x: 0, y: 30, width: 375, height: 800))
        vc.view.addSubview(inside)
        vc.view.addSubview(overlapping)
        _ = present(vc, on: .iPhoneX)
        XCTAssertEqual(inside.safeAreaInsets, .zero)
        XCTAssertEqual(overlapping.safeAreaInsets, UIEdgeInsets(top: 14, left: 0, bottom: 52, right: 0))
    }

    func testRotationUpdatesTheLayout() {
        let vc = GuidePinningViewController { $0.safeAreaLayoutGuide }
        let window = present(vc, on: .iPhone14Pro)
        XCTAssertRect(vc.content.frame, 0, 59, 393, 852 - 93)
        window.orientation = .landscape
        window.layoutIfNeeded()
        XCTAssertRect(vc.view.frame, 0, 0, 852, 393)
        XCTAssertRect(vc.content.frame, 59, 0, 852 - 118, 393 - 21)
        XCTAssertEqual(vc.traitCollection.verticalSizeClass, .compact)
    }
}
