import OpenUIKit
import XCTest

/// The device catalog against uikit-facts §3 (SST, PB, TL, FORK, CSDN, hacknicity).
final class DeviceTests: XCTestCase {
    func testPhoneMetrics() {
        let d = Device.iPhone8
        XCTAssertEqual(d.screenSize(.portrait), CGSize(width: 375, height: 667))
        XCTAssertEqual(d.screenSize(.landscape), CGSize(width: 667, height: 375))
        XCTAssertEqual(d.scale, 2)
        XCTAssertEqual(d.safeAreaInsets(.portrait), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(d.safeAreaInsets(.landscape), .zero)
        XCTAssertEqual(d.statusBarHeight(.portrait), 20)
        XCTAssertFalse(d.hasHomeIndicator)
        XCTAssertEqual(Device.iPhoneX.safeAreaInsets(.landscape), UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        XCTAssertEqual(Device.iPhone12mini.screenSize(.portrait), CGSize(width: 375, height: 812))
        XCTAssertEqual(Device.iPhone15Pro.safeAreaInsets(.portrait).top, 59)
        XCTAssertEqual(Device.iPhone15Pro.statusBarHeight(.portrait), 54)
        XCTAssertEqual(Device.iPhone16ProMax.screenSize(.portrait), CGSize(width: 440, height: 956))
        XCTAssertEqual(Device.iPhone11.scale, 2)
        XCTAssertEqual(Device.iPhoneSE1.screenSize(.portrait), CGSize(width: 320, height: 568))
    }

    func testSizeClasses() {
        let plus = Device.iPhone8Plus.traitCollection(.landscape)
        XCTAssertEqual(plus.horizontalSizeClass, .regular)
        XCTAssertEqual(plus.verticalSizeClass, .compact)
        let eight = Device.iPhone8.traitCollection(.landscape)
        XCTAssertEqual(eight.horizontalSizeClass, .compact)
        XCTAssertEqual(eight.verticalSizeClass, .compact)
        XCTAssertEqual(Device.iPhone13.traitCollection(.portrait).verticalSizeClass, .regular)
        let pad = Device.iPadPro11.traitCollection(.landscape)
        XCTAssertEqual(pad.horizontalSizeClass, .regular)
        XCTAssertEqual(pad.verticalSizeClass, .regular)
        XCTAssertEqual(pad.userInterfaceIdiom, .pad)
        XCTAssertEqual(pad.displayScale, 2)
        XCTAssertEqual(pad.preferredContentSizeCategory, .large)
    }

    func testPadMetrics() {
        XCTAssertEqual(Device.iPadPro12_9.screenSize(.portrait), CGSize(width: 1024, height: 1366))
        XCTAssertEqual(
            Device.iPadPro12_9.safeAreaInsets(.landscape), UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        XCTAssertEqual(Device.iPadPro12_9_2ndGen.safeAreaInsets(.portrait).bottom, 0)
        XCTAssertEqual(Device.iPadMini6.screenSize(.portrait), CGSize(width: 744, height: 1133))
        XCTAssertEqual(Device.iPad10_2.screenSize(.portrait), CGSize(width: 810, height: 1080))
    }

    func testNamesAreUniqueAndResolvable() {
        let names = Device.all.map(\.name)
        XCTAssertEqual(Set(names).count, names.count)
        for device in Device.all { XCTAssertEqual(Device.named(device.name), device) }
        XCTAssertNil(Device.named("iphone8"), "exact match only")
        XCTAssertEqual(Device.closestName(to: "iphone8"), "iPhone8")
        XCTAssertEqual(Device.closestName(to: "iPadPro129"), "iPadPro12_9")
        XCTAssertEqual(Device.closestName(to: "iPhone15Prp"), "iPhone15Pro")
    }

    func testWindowTakesTheDevice() {
        let window = UIWindow(device: .iPhone13, orientation: .landscape)
        XCTAssertEqual(window.frame, CGRect(x: 0, y: 0, width: 844, height: 390))
        XCTAssertEqual(window.safeAreaInsets, UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        XCTAssertEqual(window.traitCollection.displayScale, 3)
        XCTAssertEqual(window.traitCollection.userInterfaceIdiom, .phone)
    }
}
