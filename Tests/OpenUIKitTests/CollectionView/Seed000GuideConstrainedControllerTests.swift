import OpenUIKit
import XCTest

@testable import ReferenceScenes

// Seed 000's first controller, as the article writes it, is `ReadableCollectionViewController` in
// ReferenceScenes (the readable-grid scene); these tests pin its frames.

final class Seed000GuideConstrainedControllerTests: XCTestCase {
    /// iPhone 8 portrait: the collection view fills the readable guide (16, 20, 343, 647) (uikit-facts
    /// §1.2, the seed's own print-out); cells are (343 − 20) / 3 = 107.67 square in three columns,
    /// as the seed's capture shows.
    func testIPhone8ThreeColumnsOf107Point67() {
        let controller = ReadableCollectionViewController()
        _ = present(controller, on: .iPhone8)
        let collection = collectionView(of: controller)
        XCTAssertRect(collection.frame, 16, 20, 343, 647)
        let side = (343 - 20) / CGFloat(3)
        let frames = (0..<30).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        XCTAssertEqual(frames[0].width, 107.67, accuracy: 0.005)
        XCTAssertEqual(Set(frames.map { ($0.minX * 1000).rounded() }).count, 3)
        XCTAssertRect(frames[0], 0, 0, side, side)
        XCTAssertRect(frames[1], side + 10, 0, side, side)
        XCTAssertRect(frames[2], 2 * side + 20, 0, side, side)
        XCTAssertRect(frames[3], 0, side + 10, side, side)
        XCTAssertRect(frames[29], 2 * side + 20, 9 * (side + 10), side, side)
        XCTAssertEqual(collection.contentSize.width, 343)
        XCTAssertEqual(collection.contentSize.height, 10 * side + 90, accuracy: 1e-9)
        XCTAssertEqual(collection.adjustedContentInset, .zero)
        XCTAssertEqual(collection.contentOffset, .zero)
    }

    /// Only the visible rows (647 / 117.67 → rows 0…5) plus the prepared margin get cells.
    func testCellsExistOnlyForTheVisibleRectangleAndItsMargin() {
        let controller = ReadableCollectionViewController()
        _ = present(controller, on: .iPhone8)
        let collection = collectionView(of: controller)
        XCTAssertEqual(collection.indexPathsForVisibleItems.count, 18)
        // The cell views sit on the @2x grid: edges at 0, 107.5 | 117.5, 225.5 | 235.5, 343.
        let row = collection.visibleCells.prefix(3).map(\.frame)
        XCTAssertEqual(row.map(\.minX), [0, 117.5, 235.5])
        XCTAssertEqual(row.map(\.maxX), [107.5, 225.5, 343])
        XCTAssertEqual(collection.visibleCells[3].frame.minY, 117.5)
        XCTAssertEqual(
            collection.visibleCells.first?.contentView.frame.size, collection.visibleCells.first?.bounds.size)
        let cells = collection.subviews.compactMap { $0 as? UICollectionViewCell }
        XCTAssertEqual(cells.count, 21)
        XCTAssertNotNil(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertNil(collection.cellForItem(at: IndexPath(item: 29, section: 0)))
    }

    func testScrollingReusesCells() {
        let controller = ReadableCollectionViewController()
        let window = present(controller, on: .iPhone8)
        let collection = collectionView(of: controller)
        let before = Set(collection.subviews.compactMap { $0 as? UICollectionViewCell }.map(ObjectIdentifier.init))
        collection.setContentOffset(CGPoint(x: 0, y: collection.contentSize.height - 647), animated: false)
        window.layoutIfNeeded()
        let after = collection.subviews.compactMap { $0 as? UICollectionViewCell }
        XCTAssertTrue(after.allSatisfy { before.contains(ObjectIdentifier($0)) })
        XCTAssertEqual(collection.indexPathsForVisibleItems.last, IndexPath(item: 29, section: 0))
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 29, section: 0))?.backgroundColor, .gray)
    }

    /// iPad Pro 12.9" portrait: a 672-pt readable column at x 176 (uikit-facts §1.2), so cells are
    /// (672 − 20) / 3 wide.
    func testIPadProColumnOf672() {
        let controller = ReadableCollectionViewController()
        _ = present(controller, on: .iPadPro12_9)
        let collection = collectionView(of: controller)
        XCTAssertRect(collection.frame, 176, 24, 672, 1322)
        let side = (672 - 20) / CGFloat(3)
        XCTAssertRect(
            collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!.frame, 2 * side + 20, 0, side, side)
    }
}
