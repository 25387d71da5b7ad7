import XCTest

@testable import OpenUIKit

private final class Items: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let count: Int
    let sizes: [CGSize]

    init(count: Int, sizes: [CGSize]) {
        self.count = count
        self.sizes = sizes
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizes[indexPath.item % sizes.count]
    }
}

/// Issue 11: flow layouts configured with values no screen can show lay out without trapping.
final class HostileFlowLayoutTests: XCTestCase {
    private static let pool: [CGFloat] = [0, -10, -50, 1e308, -1e308, .nan, .infinity, -.infinity, 1e-300, 10, 50]

    private func layOut(
        count: Int = 40, sizes: [CGSize]? = nil, configure: (UICollectionViewFlowLayout) -> Void
    ) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        configure(layout)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let items = Items(count: count, sizes: sizes ?? [layout.itemSize])
        collection.dataSource = items
        if sizes != nil { collection.delegate = items }
        collection.layoutIfNeeded()
        withExtendedLifetime(items) {}
        return collection
    }

    /// Before: a trap. Negative line spacing is legal in UIKit: lines overlap by that much.
    func testNegativeLineSpacingOverlapsLines() {
        for spacing: CGFloat in [-10, -50, -60] {
            let collection = layOut {
                $0.itemSize = CGSize(width: 100, height: 50)
                $0.minimumLineSpacing = spacing
            }
            let frames = collection.indexPathsForVisibleItems.compactMap {
                collection.layoutAttributesForItem(at: $0)?.frame
            }
            XCTAssertFalse(frames.isEmpty, "spacing \(spacing)")
            if spacing == -10 {
                // Three 100-pt items fit 375 pt; the second line starts 50 − 10 = 40 pt down.
                XCTAssertEqual(collection.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY, 40)
            }
        }
    }

    /// Before: a division by a zero pitch (item height + line spacing = 0) gave `Int(infinity)`.
    func testAZeroPitchDoesNotDivideByZero() {
        let collection = layOut {
            $0.itemSize = CGSize(width: 100, height: 50)
            $0.minimumLineSpacing = -50
        }
        XCTAssertEqual(collection.layoutAttributesForItem(at: IndexPath(item: 39, section: 0))?.frame.minY, 0)
    }

    /// Before: `Int(_:)` of a huge items-per-line ratio (tiny items on a line), and overflowing index sums.
    func testTinyItemsOnALineDoNotOverflow() {
        let section = FlowLayoutSection(itemCount: 5, availableAlong: 375, interitemSpacing: 0, lineSpacing: 0) { _ in
            (along: 1e-300, across: 1)
        }
        XCTAssertEqual(section.lineCount, 1)
        XCTAssertEqual(section.items(acrossFrom: -1e308, to: 1e308), 0..<5)
    }

    /// Every pairing of hostile values for item sizes, insets and spacings, uniform and mixed sizes.
    func testHostileValuesNeverTrap() {
        var tried = 0
        for (index, a) in Self.pool.enumerated() {
            for b in Self.pool {
                let sizes = [CGSize(width: a, height: b), CGSize(width: 40, height: a)]
                for mixed in [false, true] {
                    let collection = layOut(count: 12, sizes: mixed ? sizes : [sizes[0]]) {
                        $0.minimumLineSpacing = b
                        $0.minimumInteritemSpacing = Self.pool[(index + 3) % Self.pool.count]
                        $0.sectionInset = UIEdgeInsets(top: a, left: b, bottom: 1, right: a)
                        $0.headerReferenceSize = CGSize(width: a, height: b)
                    }
                    _ = collection.indexPathsForVisibleItems
                    _ = collection.collectionViewLayout.layoutAttributesForElements(
                        in: CGRect(x: a, y: b, width: a, height: b))
                    tried += 1
                }
            }
        }
        XCTAssertEqual(tried, 2 * Self.pool.count * Self.pool.count)
    }

    /// Foundation's `intersects` traps on these; the safe form answers as for the edges.
    func testIntersectionOfNonFiniteRectsDoesNotTrap() {
        let unit = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertFalse(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1).safelyIntersects(unit))
        XCTAssertTrue(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1).safelyIntersects(unit))
        XCTAssertFalse(CGRect(x: -CGFloat.infinity, y: 0, width: CGFloat.infinity, height: 1).safelyIntersects(unit))
        XCTAssertTrue(CGRect(x: 1e308, y: 0, width: -1e308, height: 1).safelyIntersects(unit))
        XCTAssertTrue(CGRect(x: 5, y: 5, width: 1e308, height: 1e308).safelyIntersects(unit))
        XCTAssertTrue(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1).safeIntersection(unit).isNull)
        XCTAssertEqual(
            CGRect(x: 5, y: 5, width: 10, height: 10).safeIntersection(unit), CGRect(x: 5, y: 5, width: 5, height: 5))
    }
}
