import SnapshotTesting
import UIKit
import XCTest

/// The presets against OpenUIKit's device catalog (their one source) and against the reference tables
/// (uikit-facts §3.1 iPhone, §3.2 iPad and its split-view widths).
final class ViewImageConfigTests: XCTestCase {
    func testInitDefaultsDescribeNoDevice() {
        let config = ViewImageConfig()
        XCTAssertEqual(config.safeArea, .zero)
        XCTAssertNil(config.size)
        XCTAssertEqual(config.traits, UITraitCollection())

        let custom = ViewImageConfig(
            safeArea: UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0), size: CGSize(width: 300, height: 200),
            traits: UITraitCollection(userInterfaceStyle: .dark))
        XCTAssertEqual(custom.safeArea.top, 10)
        XCTAssertEqual(custom.size, CGSize(width: 300, height: 200))
        XCTAssertEqual(custom.traits.userInterfaceStyle, .dark)
    }

    func testPhonesComeFromTheCatalog() {
        let phones: [(ViewImageConfig.Orientation) -> ViewImageConfig] = [
            ViewImageConfig.iPhoneSe, ViewImageConfig.iPhone8, ViewImageConfig.iPhone8Plus, ViewImageConfig.iPhoneX,
            ViewImageConfig.iPhoneXsMax, ViewImageConfig.iPhoneXr, ViewImageConfig.iPhone12,
            ViewImageConfig.iPhone12Pro, ViewImageConfig.iPhone12ProMax, ViewImageConfig.iPhone13,
            ViewImageConfig.iPhone13Mini, ViewImageConfig.iPhone13Pro, ViewImageConfig.iPhone13ProMax,
        ]
        let devices: [Device] = [
            .iPhoneSE1, .iPhone8, .iPhone8Plus, .iPhoneX, .iPhoneXSMax, .iPhoneXR, .iPhone12, .iPhone12Pro,
            .iPhone12ProMax, .iPhone13, .iPhone13mini, .iPhone13Pro, .iPhone13ProMax,
        ]
        for (preset, device) in zip(phones, devices) {
            for (orientation, screen) in [
                (ViewImageConfig.Orientation.portrait, Orientation.portrait), (.landscape, .landscape),
            ] {
                let config = preset(orientation)
                let name = "\(device.name) \(screen)"
                XCTAssertEqual(config.size, device.screenSize(screen), name)
                XCTAssertEqual(config.safeArea, device.safeAreaInsets(screen), name)
                XCTAssertEqual(config.traits.horizontalSizeClass, device.sizeClasses(screen).horizontal, name)
                XCTAssertEqual(config.traits.verticalSizeClass, device.sizeClasses(screen).vertical, name)
                XCTAssertEqual(config.traits.displayScale, device.scale, name)
                XCTAssertEqual(config.traits.userInterfaceIdiom, .phone, name)
                XCTAssertEqual(config.traits.preferredContentSizeCategory, .medium, name)
            }
        }
    }

    /// uikit-facts §3.1.
    func testPhonesMatchTheReference() {
        XCTAssertEqual(ViewImageConfig.iPhoneSe.size, CGSize(width: 320, height: 568))
        XCTAssertEqual(ViewImageConfig.iPhoneSe.safeArea, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(ViewImageConfig.iPhoneSe(.landscape).safeArea, .zero)
        XCTAssertEqual(ViewImageConfig.iPhone8.size, CGSize(width: 375, height: 667))
        XCTAssertEqual(ViewImageConfig.iPhone8Plus(.landscape).traits.horizontalSizeClass, .regular)
        XCTAssertEqual(ViewImageConfig.iPhone8(.landscape).traits.horizontalSizeClass, .compact)
        XCTAssertEqual(ViewImageConfig.iPhoneX.safeArea, UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        // swift-snapshot-testing has 24 at the bottom; the catalog's 21 is the reference's other value (uikit-facts
        // §3.1).
        XCTAssertEqual(
            ViewImageConfig.iPhoneX(.landscape).safeArea, UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        XCTAssertEqual(ViewImageConfig.iPhoneXr.traits.displayScale, 2)
        XCTAssertEqual(ViewImageConfig.iPhoneXsMax.traits.displayScale, 3)
        XCTAssertEqual(ViewImageConfig.iPhone13.size, CGSize(width: 390, height: 844))
        XCTAssertEqual(
            ViewImageConfig.iPhone13(.landscape).safeArea, UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        XCTAssertEqual(ViewImageConfig.iPhone13Mini.size, CGSize(width: 375, height: 812))
        XCTAssertEqual(ViewImageConfig.iPhone13Mini.safeArea, UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(ViewImageConfig.iPhone13ProMax(.landscape).size, CGSize(width: 926, height: 428))
        XCTAssertEqual(ViewImageConfig.iPhone13ProMax(.landscape).traits.horizontalSizeClass, .regular)
        XCTAssertEqual(ViewImageConfig.iPhone12Pro.size, ViewImageConfig.iPhone12.size)
        XCTAssertEqual(ViewImageConfig.iPhone14Pro.safeArea.top, 59)
    }

    /// iPads default to landscape, full screen, regular in both directions, with no text size set (uikit-facts §3.2).
    func testTabletsMatchTheCatalogAndTheReference() {
        let tablets: [(ViewImageConfig, Device, CGSize, UIEdgeInsets)] = [
            (
                .iPadMini, .iPadMini, CGSize(width: 1024, height: 768),
                UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            ),
            (.iPad9_7, .iPad9_7, CGSize(width: 1024, height: 768), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
            (
                .iPad10_2, .iPad10_2, CGSize(width: 1080, height: 810),
                UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            ),
            (
                .iPadPro10_5, .iPadPro10_5, CGSize(width: 1112, height: 834),
                UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            ),
            (
                .iPadPro11, .iPadPro11, CGSize(width: 1194, height: 834),
                UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
            ),
            // swift-snapshot-testing's 12.9" is the home-button generation: (20, 0, 0, 0).
            (
                .iPadPro12_9, .iPadPro12_9_2ndGen, CGSize(width: 1366, height: 1024),
                UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            ),
        ]
        for (config, device, size, safeArea) in tablets {
            XCTAssertEqual(config.size, size, device.name)
            XCTAssertEqual(config.size, device.screenSize(.landscape), device.name)
            XCTAssertEqual(config.safeArea, safeArea, device.name)
            XCTAssertEqual(config.safeArea, device.safeAreaInsets(.landscape), device.name)
            XCTAssertEqual(config.traits.horizontalSizeClass, .regular, device.name)
            XCTAssertEqual(config.traits.verticalSizeClass, .regular, device.name)
            XCTAssertEqual(config.traits.userInterfaceIdiom, .pad, device.name)
            XCTAssertEqual(config.traits.displayScale, 2, device.name)
            XCTAssertEqual(config.traits.preferredContentSizeCategory, .unspecified, device.name)
        }
        XCTAssertEqual(ViewImageConfig.iPadPro11(.portrait).size, CGSize(width: 834, height: 1194))
        XCTAssertEqual(ViewImageConfig.iPad10_2(.portrait).size, Device.iPad10_2.screenSize(.portrait))
    }

    /// Split View widths and size classes, uikit-facts §3.2 (from swift-snapshot-testing).
    func testSplitViews() {
        let cases: [(ViewImageConfig, CGFloat, CGFloat, UIUserInterfaceSizeClass)] = [
            (.iPadMini(.landscape(splitView: .oneThird)), 320, 768, .compact),
            (.iPadMini(.landscape(splitView: .oneHalf)), 507, 768, .compact),
            (.iPadMini(.landscape(splitView: .twoThirds)), 694, 768, .regular),
            (.iPadMini(.portrait(splitView: .twoThirds)), 438, 1024, .compact),
            (.iPad10_2(.landscape(splitView: .oneHalf)), 535, 810, .compact),
            (.iPad10_2(.portrait(splitView: .twoThirds)), 480, 1080, .compact),
            (.iPadPro10_5(.landscape(splitView: .twoThirds)), 782, 834, .regular),
            (.iPadPro10_5(.landscape(splitView: .oneHalf)), 551, 834, .compact),
            (.iPadPro11(.landscape(splitView: .oneThird)), 375, 834, .compact),
            (.iPadPro11(.landscape(splitView: .oneHalf)), 592, 834, .compact),
            (.iPadPro11(.landscape(splitView: .twoThirds)), 809, 834, .regular),
            (.iPadPro11(.portrait(splitView: .oneThird)), 320, 1194, .compact),
            (.iPadPro11(.portrait(splitView: .twoThirds)), 504, 1194, .compact),
            (.iPadPro12_9(.landscape(splitView: .oneThird)), 375, 1024, .compact),
            (.iPadPro12_9(.landscape(splitView: .oneHalf)), 678, 1024, .regular),
            (.iPadPro12_9(.landscape(splitView: .twoThirds)), 981, 1024, .regular),
            (.iPadPro12_9(.portrait(splitView: .oneThird)), 375, 1366, .compact),
            (.iPadPro12_9(.portrait(splitView: .twoThirds)), 639, 1366, .compact),
            (.iPadPro12_9(.portrait(splitView: .full)), 1024, 1366, .regular),
        ]
        for (config, width, height, horizontal) in cases {
            XCTAssertEqual(config.size, CGSize(width: width, height: height))
            XCTAssertEqual(config.traits.horizontalSizeClass, horizontal, "\(width)×\(height)")
            XCTAssertEqual(config.traits.verticalSizeClass, .regular)
            XCTAssertEqual(config.traits.userInterfaceIdiom, .pad)
        }
        XCTAssertEqual(ViewImageConfig.iPadPro11(.landscape(splitView: .oneThird)).safeArea.top, 24)
    }

    /// swift-snapshot-testing's public trait collections are the presets' traits.
    func testTraitCollectionsOfThePresets() {
        XCTAssertEqual(UITraitCollection.iPhone8(.landscape), ViewImageConfig.iPhone8(.landscape).traits)
        XCTAssertEqual(UITraitCollection.iPhone13ProMax(.landscape).horizontalSizeClass, .regular)
        XCTAssertEqual(UITraitCollection.iPadPro11.horizontalSizeClass, .regular)
        XCTAssertEqual(UITraitCollection.iPadPro11_Compact_SplitView.horizontalSizeClass, .compact)
        XCTAssertEqual(UITraitCollection.iPadMini_Compact_SplitView.userInterfaceIdiom, .pad)
    }
}
