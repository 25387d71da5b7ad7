import OpenUIKit
import XCTest

@testable import ReferenceScenes

/// Seed 000's postscript: the readable content guide has no frame of its own until the first layout
/// pass, so `viewWillAppear` sees the root view's bounds and `viewWillLayoutSubviews` the guide. The
/// scene's controller (`ReadableCollectionViewController`) prints both, as the article does.
final class ReadableGuideDuringAppearanceTests: XCTestCase {
    /// The article's print-out on iPhone 8, character for character: viewWillAppear:(0.0, 0.0, 375.0,
    /// 667.0) then viewWillLayoutSubviews:(16.0, 20.0, 343.0, 647.0) (uikit-facts §1.2).
    func testViewWillAppearSeesTheBoundsAndLayoutSeesTheGuide() {
        let controller = ReadableCollectionViewController()
        _ = present(controller, on: .iPhone8)
        XCTAssertEqual(
            Array(controller.printed.prefix(2)),
            ["viewWillAppear:(0.0, 0.0, 375.0, 667.0)", "viewWillLayoutSubviews:(16.0, 20.0, 343.0, 647.0)"])
        let collection = collectionView(of: controller)
        XCTAssertRect(collection.frame, 16, 20, 343, 647)
        // The article's `sizeForItemAt` works from the guide's width, known by then.
        let item = collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.size
        XCTAssertEqual(item.width, (343 - 20) / 3, accuracy: 1e-9)
    }

    /// iPad Pro 12.9" (the article's second screenshot): the guide is 672 wide at x = (1024 − 672) / 2
    /// = 176 in portrait and (1366 − 672) / 2 = 347 in landscape (uikit-facts §1.2); the safe area is
    /// (24, 0, 20, 0) in both.
    func testIPadPro12_9GuideIs672WideAndCentred() {
        let portrait = ReadableCollectionViewController()
        _ = present(portrait, on: .iPadPro12_9)
        XCTAssertRect(collectionView(of: portrait).frame, 176, 24, 672, 1322)
        XCTAssertEqual(portrait.printed[1], "viewWillLayoutSubviews:(176.0, 24.0, 672.0, 1322.0)")

        let landscape = ReadableCollectionViewController()
        _ = present(landscape, on: .iPadPro12_9, .landscape)
        XCTAssertRect(collectionView(of: landscape).frame, 347, 24, 672, 980)
    }

    /// A home-button iPad Pro 12.9" has only the 20-pt status bar and no bottom inset.
    func testHomeButtonIPadGuideStopsAtTheScreenBottom() {
        let controller = ReadableCollectionViewController()
        _ = present(controller, on: .iPadPro12_9_2ndGen)
        XCTAssertRect(collectionView(of: controller).frame, 176, 20, 672, 1346)
    }
}
