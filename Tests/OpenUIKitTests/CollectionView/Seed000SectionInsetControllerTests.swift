import OpenUIKit
import XCTest

@testable import ReferenceScenes

// Seed 000's second controller (section insets from the readable guide) is
// `SectionInsetCollectionViewController` in ReferenceScenes (the section-inset scene); these tests pin
// its frames.

final class Seed000SectionInsetControllerTests: XCTestCase {
    /// iPhone 8: the safe area is (20, 0, 0, 0) (uikit-facts §3.1), so the collection view is
    /// (0, 20, 375, 647); the insets are (667 − 647) / 2 = 10 and (375 − 343) / 2 = 16, which put the
    /// three 107.67 columns where the first controller's are on screen.
    func testIPhone8InsetsReproduceTheReadableColumns() {
        let controller = SectionInsetCollectionViewController()
        _ = present(controller, on: .iPhone8)
        let collection = collectionView(of: controller)
        XCTAssertRect(collection.frame, 0, 20, 375, 647)
        let side = (343 - 20) / CGFloat(3)
        let first = collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame
        let third = collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!.frame
        XCTAssertRect(first, 16, 10, side, side)
        XCTAssertRect(third, 16 + 2 * side + 20, 10, side, side)
        XCTAssertEqual(collection.contentSize.height, 10 + 10 * side + 90 + 10, accuracy: 1e-9)
        XCTAssertEqual(collection.contentOffset, .zero)
    }

    /// iPad Pro 12.9" portrait: safe area (24, 0, 20, 0); the insets centre the 672 column: 176 each side.
    func testIPadProInsetsCentreA672Column() {
        let controller = SectionInsetCollectionViewController()
        _ = present(controller, on: .iPadPro12_9)
        let collection = collectionView(of: controller)
        XCTAssertRect(collection.frame, 0, 24, 1024, 1322)
        let side = (672 - 20) / CGFloat(3)
        let first = collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame
        XCTAssertRect(first, 176, 22, side, side)
    }
}
