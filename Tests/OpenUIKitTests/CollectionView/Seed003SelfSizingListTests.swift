import OpenUIKit
import XCTest

@testable import ReferenceScenes

// Seed 003 (a Japanese article on self-sizing UICollectionViewCell) is the self-sizing-list scene:
// `ViewController` and `CollectionViewCell` in ReferenceScenes, the storyboard turned into code. Its ten
// items come from a generator seeded with 3; tests that need other texts set `items` before the first
// layout.

final class Seed003SelfSizingListTests: XCTestCase {
    /// 17-pt kana are 17 pt wide, so 21 fit the 359-pt label (375 − 16); ten per repeat take
    /// ⌈10n / 21⌉ lines of 20.287 pt, rounded up to the @2x grid (uikit-facts §6).
    private func expectedHeight(repeats: Int) -> CGFloat {
        let lines = (10 * repeats + 20) / 21
        return (CGFloat(lines) * 20.287109375 * 2).rounded(.up) / 2
    }

    /// The collection view fills the safe area (the storyboard's default for constraints to the
    /// superview): below iPhone 8's 20-pt status bar (uikit-facts §3.1).
    func testIPhone8CellsGrowWithTheirLineCount() {
        let controller = ViewController()
        _ = present(controller, on: .iPhone8)
        let collection = collectionView(of: controller)
        XCTAssertRect(collection.frame, 0, 20, 375, 647)
        XCTAssertGreaterThan(Set(controller.items.map(\.count)).count, 1, "the seeded draw mixes lengths")
        var y: CGFloat = 8
        for (index, item) in controller.items.enumerated() {
            let repeats = item.count / 10
            let frame = collection.layoutAttributesForItem(at: IndexPath(item: index, section: 0))!.frame
            // One full-width cell per line, centred: (375 − 359) / 2 = 8.
            XCTAssertRect(frame, 8, y, 359, expectedHeight(repeats: repeats), "item \(index), \(repeats) repeats")
            y += expectedHeight(repeats: repeats) + 8
        }
        XCTAssertEqual(collection.contentSize.height, y, accuracy: 1e-9)
    }

    func testHeightsAreMonotonicInTheTextLength() {
        let controller = ViewController()
        controller.loadViewIfNeeded()
        controller.items = (1...10).map { String(repeating: "あいうえおかきくけこ", count: $0) }
        _ = present(controller, on: .iPhone8)
        let collection = collectionView(of: controller)
        let heights = (0..<10).map {
            collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.size.height
        }
        XCTAssertEqual(heights, (1...10).map(expectedHeight(repeats:)))
        XCTAssertEqual(heights.first, 20.5)
        XCTAssertEqual(heights.last, 101.5)
    }

    /// The collection view starts below the status bar, so `.automatic` adds no inset even though it
    /// always bounces; the visible cells are the measured, laid-out ones.
    func testListInTheSafeAreaNeedsNoContentInset() {
        let controller = ViewController()
        _ = present(controller, on: .iPhone8)
        let collection = collectionView(of: controller)
        XCTAssertEqual(collection.adjustedContentInset, .zero)
        XCTAssertEqual(collection.contentOffset, .zero)
        let first = collection.cellForItem(at: IndexPath(item: 0, section: 0))!
        XCTAssertEqual(first.frame, collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame)
        XCTAssertEqual(first.contentView.frame.size, first.frame.size)
        let label = first.contentView.subviews.first!
        XCTAssertEqual(label.frame.size, first.frame.size)
    }
}

final class SelfSizingRotationTests: XCTestCase {
    /// On rotation the visible cell is measured again but keeps the `maxWidth` its data source gave it
    /// in portrait (UIKit does not ask for visible cells again), so it stays 359 wide, centred in 667.
    /// After `reloadData` it is configured for 667 − 16 = 651 pt, which hold 38 kana: three lines.
    func testRotationRemeasuresAndReloadReconfigures() {
        let controller = ViewController()
        controller.loadViewIfNeeded()
        controller.items = [String(repeating: "あいうえおかきくけこ", count: 10)]
        let window = present(controller, on: .iPhone8)
        let collection = collectionView(of: controller)
        let item = IndexPath(item: 0, section: 0)
        XCTAssertEqual(collection.layoutAttributesForItem(at: item)!.frame.size, CGSize(width: 359, height: 101.5))
        window.orientation = .landscape
        window.layoutIfNeeded()
        XCTAssertEqual(
            collection.layoutAttributesForItem(at: item)!.frame, CGRect(x: 154, y: 8, width: 359, height: 101.5))
        collection.reloadData()
        window.layoutIfNeeded()
        let reloaded = collection.layoutAttributesForItem(at: item)!.frame
        XCTAssertEqual(reloaded.width, 651)
        XCTAssertEqual(reloaded.height, (3 * 20.287109375 * 2).rounded(.up) / 2)
    }
}
