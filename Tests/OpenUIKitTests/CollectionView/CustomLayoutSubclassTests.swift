import XCTest

@testable import OpenUIKit

/// A layout written from scratch on `UICollectionViewLayout`, overriding every override point UIKit offers
/// (it would not compile if one of them stopped being `open`), with its own attributes class: rows of 44
/// points under a band drawn as a decoration view.
private final class RowAttributes: UICollectionViewLayoutAttributes {
    var shade: CGFloat = 0
    override var frame: CGRect {
        get { super.frame }
        set { super.frame = newValue }
    }
    override var center: CGPoint {
        get { super.center }
        set { super.center = newValue }
    }
    override var size: CGSize {
        get { super.size }
        set { super.size = newValue }
    }
    override var transform3D: CATransform3D {
        get { super.transform3D }
        set { super.transform3D = newValue }
    }
    override var transform: CGAffineTransform {
        get { super.transform }
        set { super.transform = newValue }
    }
    override var zIndex: Int {
        get { super.zIndex }
        set { super.zIndex = newValue }
    }
    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! RowAttributes
        copy.shade = shade
        return copy
    }
    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? RowAttributes else { return false }
        return other.shade == shade && super.isEqual(object)
    }
}

private final class RowLayout: UICollectionViewLayout {
    var calls: [String] = []
    private var rows: [RowAttributes] = []
    private var band: RowAttributes?

    override class var layoutAttributesClass: AnyClass { RowAttributes.self }
    override class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
    override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    override func prepare() {
        super.prepare()
        calls.append("prepare")
        register(UICollectionReusableView.self, forDecorationViewOfKind: "band")
        guard let collectionView else { return }
        rows = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = RowAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: 20 + CGFloat(item) * 44, width: collectionView.bounds.width, height: 44)
            attributes.shade = CGFloat(item) / 10
            return attributes
        }
        let band = RowAttributes(forDecorationViewOfKind: "band", with: IndexPath(item: 0, section: 0))
        band.frame = CGRect(x: 0, y: 0, width: collectionView.bounds.width, height: 20 + CGFloat(rows.count) * 44)
        band.zIndex = -1
        self.band = band
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: band?.frame.height ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        calls.append("elements")
        return ([band].compactMap { $0 } + rows).filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        indexPath.item < rows.count ? rows[indexPath.item] : nil
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { elementKind == "band" ? band : nil }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        context.contentSizeAdjustment = CGSize(width: newBounds.width - (collectionView?.bounds.width ?? 0), height: 0)
        return context
    }

    override func invalidateLayout() {
        calls.append("invalidate")
        super.invalidateLayout()
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        calls.append("invalidate(with: \(context.contentSizeAdjustment.width))")
        super.invalidateLayout(with: context)
    }

    override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        CGPoint(x: 0, y: (proposedContentOffset.y / 44).rounded() * 44)
    }

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { targetContentOffset(forProposedContentOffset: proposedContentOffset) }

    override func prepareForTransition(to newLayout: UICollectionViewLayout) {}
    override func prepareForTransition(from oldLayout: UICollectionViewLayout) {}
    override func finalizeLayoutTransition() {}

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { layoutAttributesForItem(at: itemIndexPath) }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { layoutAttributesForItem(at: itemIndexPath) }

    override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    override func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    override func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    override func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        super.register(viewClass, forDecorationViewOfKind: elementKind)
    }
}

private final class Rows: NSObject, UICollectionViewDataSource {
    var count = 10
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }
}

final class CustomLayoutSubclassTests: XCTestCase {
    func testAScratchLayoutPlacesItsCellsAndDecoration() throws {
        let layout = RowLayout()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
        let rows = Rows()
        collection.dataSource = rows
        collection.layoutIfNeeded()
        XCTAssertEqual(collection.contentSize, CGSize(width: 320, height: 460))
        XCTAssertEqual(
            collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame,
            CGRect(x: 0, y: 152, width: 320, height: 44))
        XCTAssertEqual(collection.visibleCells.count, 10)
        let band = try XCTUnwrap(collection.decorationView(forElementKind: "band", at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(band.frame.height, 460)
        XCTAssertEqual(band.layer.zPosition, -1)
        let attributes = try XCTUnwrap(
            collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)) as? RowAttributes)
        XCTAssertEqual(attributes.shade, 0.2)
        XCTAssertEqual((attributes.copy() as? RowAttributes)?.shade, 0.2)
        XCTAssertTrue(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.appliedAttributes is RowAttributes)

        // A new width: the layout asks for a context, which reaches invalidateLayout(with:).
        layout.calls = []
        collection.frame = CGRect(x: 0, y: 0, width: 300, height: 480)
        XCTAssertEqual(layout.calls.first, "invalidate(with: -20.0)")
        // More rows (a new content size): the offset rests where targetContentOffset puts it, on a row.
        collection.contentOffset = CGPoint(x: 0, y: 50)
        rows.count = 20
        collection.reloadData()
        collection.layoutIfNeeded()
        XCTAssertEqual(collection.contentOffset, CGPoint(x: 0, y: 44))
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.width, 300)
    }
}
