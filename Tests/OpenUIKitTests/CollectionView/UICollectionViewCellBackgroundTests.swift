import XCTest

@testable import OpenUIKit

/// A collection view cell's selected background view is a subview only while the cell is selected or
/// highlighted, above its background view and behind its content view, as in UIKit.
final class UICollectionViewCellBackgroundTests: XCTestCase {
    func testSelectedBackgroundViewFollowsSelectionAndHighlighting() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let background = UIView()
        let selected = UIView()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        XCTAssertNil(selected.superview)
        cell.isSelected = true
        XCTAssertTrue(cell.subviews[0] === background)
        XCTAssertTrue(cell.subviews[1] === selected)
        XCTAssertTrue(cell.subviews[2] === cell.contentView)
        XCTAssertEqual(selected.frame, cell.bounds)
        cell.isSelected = false
        XCTAssertNil(selected.superview)
        cell.isHighlighted = true
        XCTAssertTrue(selected.superview === cell)
        let replacement = UIView()
        cell.selectedBackgroundView = replacement
        XCTAssertNil(selected.superview)
        XCTAssertTrue(replacement.superview === cell)
    }

    func testTheCollectionViewsSelectionShowsIt() throws {
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(
                _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
            ) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                cell.selectedBackgroundView = UIView()
                return cell
            }
        }
        let source = Source()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        collection.layoutIfNeeded()
        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        let cell = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        XCTAssertTrue(cell.selectedBackgroundView?.superview === cell)
        XCTAssertNil(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.selectedBackgroundView?.superview)
    }
}
