import XCTest

@testable import OpenUIKit

private final class Source: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    var requested: [IndexPath] = []

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        requested.append(indexPath)
        return collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }
}

/// Implements only the item size: every other value must come from the layout's properties.
private final class SizeOnlyDelegate: UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: 100 + CGFloat(indexPath.item % 2) * 20, height: 40)
    }
}

final class UICollectionViewFlowLayoutTests: XCTestCase {
    private func makeCollection(
        _ counts: [Int], size: CGSize = CGSize(width: 375, height: 667), configure: (UICollectionViewFlowLayout) -> Void
    ) -> (UICollectionView, Source) {
        let layout = UICollectionViewFlowLayout()
        configure(layout)
        let collection = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collection.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Header")
        collection.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
            withReuseIdentifier: "Header")
        let source = Source(counts)
        collection.dataSource = source
        collection.layoutIfNeeded()
        return (collection, source)
    }

    private func frame(_ collection: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))!.frame
    }

    /// uikit-facts §4.1: item 50 × 50, spacings 10, no insets, vertical.
    func testDefaultsAreFiftyPointItemsTenPointSpacingVertical() {
        let layout = UICollectionViewFlowLayout()
        XCTAssertEqual(layout.itemSize, CGSize(width: 50, height: 50))
        XCTAssertEqual(layout.minimumLineSpacing, 10)
        XCTAssertEqual(layout.minimumInteritemSpacing, 10)
        XCTAssertEqual(layout.sectionInset, .zero)
        XCTAssertEqual(layout.estimatedItemSize, .zero)
        XCTAssertEqual(layout.scrollDirection, .vertical)
        XCTAssertEqual(layout.sectionInsetReference, .fromContentInset)
        XCTAssertEqual(layout.headerReferenceSize, .zero)
    }

    /// Six 50-pt items fit 375 (6 × 50 + 5 × 10 = 350), justified: gaps of 10 + 25 / 5.
    func testDefaultGridIsJustified() {
        let (collection, _) = makeCollection([7]) { _ in }
        XCTAssertEqual(frame(collection, 1).minX, 65)
        XCTAssertEqual(frame(collection, 5).maxX, 375)
        XCTAssertEqual(frame(collection, 6), CGRect(x: 0, y: 60, width: 50, height: 50))
        XCTAssertEqual(collection.contentSize, CGSize(width: 375, height: 110))
    }

    func testHeadersFootersAndInsetsStackSections() {
        let (collection, _) = makeCollection([3, 2]) { layout in
            layout.headerReferenceSize = CGSize(width: 0, height: 30)
            layout.footerReferenceSize = CGSize(width: 0, height: 20)
            layout.sectionInset = UIEdgeInsets(top: 5, left: 16, bottom: 7, right: 16)
        }
        let header = collection.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))!
        // Section 0: header 30, inset 5, one line of 50, inset 7, footer 20 → 112.
        XCTAssertEqual(header.frame, CGRect(x: 0, y: 112, width: 375, height: 30))
        XCTAssertEqual(frame(collection, 0, 0).origin, CGPoint(x: 16, y: 35))
        XCTAssertEqual(frame(collection, 0, 1).origin, CGPoint(x: 16, y: 147))
        XCTAssertEqual(collection.contentSize.height, 224)
        XCTAssertEqual(collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count, 2)
        XCTAssertEqual(
            collection.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 0, y: 92, width: 375, height: 20))
    }

    func testDelegateDefaultsFallBackToTheLayout() {
        let delegate = SizeOnlyDelegate()
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 4
        layout.sectionInset = UIEdgeInsets(top: 9, left: 0, bottom: 0, right: 0)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 350, height: 500), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let source = Source([4])
        collection.dataSource = source
        collection.delegate = delegate
        collection.layoutIfNeeded()
        // 100 + 4 + 120 + 4 + 100 = 328 ≤ 350; the fourth (120) wraps and sits alone on the last line.
        XCTAssertEqual(frame(collection, 0), CGRect(x: 0, y: 9, width: 100, height: 40))
        XCTAssertEqual(frame(collection, 2).maxX, 350)
        XCTAssertEqual(frame(collection, 3).minY, 59)
    }

    func testHorizontalScrollingFillsColumns() {
        let (collection, _) = makeCollection([7], size: CGSize(width: 300, height: 170)) { layout in
            layout.scrollDirection = .horizontal
        }
        // Columns of three (3 × 50 + 2 × 10 = 170): item 3 starts the second column.
        XCTAssertEqual(frame(collection, 2), CGRect(x: 0, y: 120, width: 50, height: 50))
        XCTAssertEqual(frame(collection, 3), CGRect(x: 60, y: 0, width: 50, height: 50))
        XCTAssertEqual(frame(collection, 6), CGRect(x: 120, y: 0, width: 50, height: 50))
        XCTAssertEqual(collection.contentSize, CGSize(width: 170, height: 170))
    }

    func testAHundredThousandItemsMakeOnlyVisibleCells() {
        let (collection, source) = makeCollection([100_000]) { layout in
            layout.itemSize = CGSize(width: 100, height: 100)
        }
        // Rows of three, 110 pt apart: rows 0…7 meet the visible 667 pt plus a quarter (833.75 pt).
        XCTAssertEqual(collection.subviews.filter { $0 is UICollectionViewCell }.count, 24)
        XCTAssertEqual(source.requested.count, 24)
        XCTAssertEqual(collection.indexPathsForVisibleItems.count, 21)
        XCTAssertEqual(collection.contentSize.height, 33_334 * 110 - 10)
        collection.scrollToItem(at: IndexPath(item: 50_000, section: 0), at: .top, animated: false)
        collection.layoutIfNeeded()
        XCTAssertEqual(collection.contentOffset.y, CGFloat(50_000 / 3) * 110)
        XCTAssertEqual(collection.indexPathsForVisibleItems.first, IndexPath(item: 49_998, section: 0))
        // Two rows above (a quarter screen back) and eight from the top: ten rows of three.
        XCTAssertEqual(collection.subviews.filter { $0 is UICollectionViewCell }.count, 30)
    }

    func testReloadDataAsksTheDataSourceAgain() {
        let (collection, source) = makeCollection([3]) { _ in }
        source.counts = [1]
        collection.reloadData()
        collection.layoutIfNeeded()
        XCTAssertEqual(collection.numberOfItems(inSection: 0), 1)
        XCTAssertEqual(collection.visibleCells.count, 1)
        // A lone item is centred (uikit-facts §4.2).
        XCTAssertEqual(collection.visibleCells[0].frame.minX, (375 - 50) / 2)
    }

    func testSectionInsetsFromTheSafeArea() {
        let window = UIWindow(device: .iPhoneX, orientation: .landscape)
        let layout = UICollectionViewFlowLayout()
        layout.sectionInsetReference = .fromSafeArea
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let source = Source([1])
        collection.dataSource = source
        window.addSubview(collection)
        collection.layoutIfNeeded()
        // Landscape iPhone X: 44 pt each side (uikit-facts §3.1); a lone item is centred between them.
        XCTAssertEqual(frame(collection, 0).minX, 44 + (812 - 88 - 50) / 2)
    }
}
