import XCTest

@testable import OpenUIKit

private final class Source: NSObject, UICollectionViewDataSource {
    var count: Int
    init(_ count: Int) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A flow layout that records the override points the collection view calls, in order.
private final class RecordingFlowLayout: UICollectionViewFlowLayout {
    var calls: [String] = []
    var boundsSeen: [(old: CGRect, new: CGRect)] = []
    var contexts: [UICollectionViewLayoutInvalidationContext] = []
    var invalidatesOnScroll = false
    var target: ((CGPoint) -> CGPoint)?

    override func prepare() {
        calls.append("prepare")
        super.prepare()
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        boundsSeen.append((collectionView?.bounds ?? .zero, newBounds))
        return invalidatesOnScroll || super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        calls.append("target \(proposedContentOffset)")
        return target?(proposedContentOffset) ?? proposedContentOffset
    }
    override func prepareForTransition(from oldLayout: UICollectionViewLayout) { calls.append("from") }
    override func prepareForTransition(to newLayout: UICollectionViewLayout) { calls.append("to") }
    override func finalizeLayoutTransition() { calls.append("finalize") }
}

private final class TaggedAttributes: UICollectionViewLayoutAttributes {
    var tag = 0
    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! TaggedAttributes
        copy.tag = tag
        return copy
    }
}

private final class TaggedFlowLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { TaggedAttributes.self }
}

/// Scales and rotates every cell by the layout's attributes, as carousel layouts do.
private final class TransformingLayout: UICollectionViewFlowLayout {
    var transform = CATransform3DMakeScale(0.5, 0.5, 1)
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map {
            let copy = $0.copy() as! UICollectionViewLayoutAttributes
            copy.transform3D = transform
            copy.zIndex = copy.indexPath.item
            return copy
        }
    }
}

/// A custom layout with a decoration view per section, the way apps drew section backgrounds before iOS 13.
private final class DecoratedLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        register(UICollectionReusableView.self, forDecorationViewOfKind: "shade")
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result = super.layoutAttributesForElements(in: rect) ?? []
        if let shade = layoutAttributesForDecorationView(ofKind: "shade", at: IndexPath(item: 0, section: 0)),
            shade.frame.intersects(rect)
        {
            result.append(shade)
        }
        return result
    }
    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
        attributes.frame = CGRect(x: 0, y: 0, width: collectionViewContentSize.width, height: 30)
        attributes.zIndex = -1
        return attributes
    }
}

private final class OffsetDelegate: NSObject, UICollectionViewDelegate {
    var proposals: [CGPoint] = []
    func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
        proposals.append(proposedContentOffset)
        return CGPoint(x: proposedContentOffset.x, y: proposedContentOffset.y + 1)
    }
}

final class LayoutOverridePointTests: XCTestCase {
    /// The collection view holds its data source weakly.
    private var sources: [Source] = []

    private func makeCollection(_ layout: UICollectionViewLayout, count: Int = 30) -> (UICollectionView, Source) {
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source(count)
        sources.append(source)
        collection.dataSource = source
        collection.layoutIfNeeded()
        return (collection, source)
    }

    func testTransformIsTheAffinePartOfTransform3D() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        XCTAssertTrue(CATransform3DIsIdentity(attributes.transform3D))
        XCTAssertTrue(attributes.transform.isIdentity)
        attributes.transform = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertEqual(
            attributes.transform3D, CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: .pi / 2)))
        var perspective = CATransform3DMakeScale(2, 2, 1)
        perspective.m34 = -1 / 500
        attributes.transform3D = perspective
        XCTAssertEqual(attributes.transform, CGAffineTransform(scaleX: 2, y: 2))
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        XCTAssertEqual(copy.transform3D, perspective)
        XCTAssertEqual(copy, attributes)
        copy.alpha = 0.5
        XCTAssertNotEqual(copy, attributes)
    }

    func testDecorationAttributesKeepTheirCategoryAndKind() {
        let attributes = UICollectionViewLayoutAttributes(
            forDecorationViewOfKind: "shade", with: IndexPath(item: 0, section: 2))
        XCTAssertEqual(attributes.representedElementCategory, .decorationView)
        XCTAssertEqual(attributes.representedElementKind, "shade")
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        XCTAssertEqual(copy.representedElementCategory, .decorationView)
        XCTAssertEqual(copy.indexPath, IndexPath(item: 0, section: 2))
    }

    func testTheFlowLayoutMakesAttributesOfItsLayoutAttributesClass() throws {
        let (collection, _) = makeCollection(TaggedFlowLayout())
        let attributes = try XCTUnwrap(
            collection.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
        let tagged = try XCTUnwrap(attributes as? TaggedAttributes)
        tagged.tag = 7
        XCTAssertEqual((tagged.copy() as? TaggedAttributes)?.tag, 7)
        XCTAssertTrue(
            collection.collectionViewLayout.layoutAttributesForElements(in: collection.bounds)!.allSatisfy {
                $0 is TaggedAttributes
            })
    }

    func testAttributesTransformAndZIndexReachTheCells() throws {
        let layout = TransformingLayout()
        let (collection, _) = makeCollection(layout)
        let cell = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        XCTAssertEqual(cell.transform3D, CATransform3DMakeScale(0.5, 0.5, 1))
        XCTAssertEqual(cell.layer.transform, CATransform3DMakeScale(0.5, 0.5, 1))
        XCTAssertEqual(cell.transform, CGAffineTransform(scaleX: 0.5, y: 0.5))
        XCTAssertEqual(cell.layer.zPosition, 2)
        // The frame stays the untransformed rectangle the layout computed.
        XCTAssertEqual(cell.frame, layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame)
        XCTAssertEqual(cell.frame.size, CGSize(width: 50, height: 50))
        layout.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        layout.invalidateLayout()
        collection.layoutIfNeeded()
        XCTAssertEqual(cell.transform3D, CATransform3DMakeRotation(.pi / 4, 0, 0, 1))
    }

    func testADataSourceTransformStaysWhileTheLayoutSaysNothing() throws {
        let (collection, _) = makeCollection(UICollectionViewFlowLayout())
        let cell = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        cell.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        collection.collectionViewLayout.invalidateLayout()
        collection.layoutIfNeeded()
        XCTAssertEqual(cell.transform, CGAffineTransform(scaleX: 0.9, y: 0.9))
    }

    func testCustomLayoutsPlaceDecorationViews() throws {
        let (collection, _) = makeCollection(DecoratedLayout())
        let shade = try XCTUnwrap(
            collection.decorationView(forElementKind: "shade", at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(shade.frame, CGRect(x: 0, y: 0, width: 200, height: 30))
        XCTAssertEqual(shade.layer.zPosition, -1)
        XCTAssertTrue(shade.superview === collection)
        // Out of the prepared rectangle, the decoration view is put away like a cell.
        collection.contentOffset = CGPoint(x: 0, y: 600)
        collection.layoutIfNeeded()
        XCTAssertNil(collection.decorationView(forElementKind: "shade", at: IndexPath(item: 0, section: 0)))
        XCTAssertNil(shade.superview)
    }

    func testBoundsChangesAreOfferedBeforeTheyHappen() {
        let layout = RecordingFlowLayout()
        let (collection, _) = makeCollection(layout)
        layout.boundsSeen = []
        layout.contexts = []
        collection.contentOffset = CGPoint(x: 0, y: 40)
        XCTAssertEqual(layout.boundsSeen.count, 1)
        XCTAssertEqual(layout.boundsSeen.first?.old, CGRect(x: 0, y: 0, width: 200, height: 300))
        XCTAssertEqual(layout.boundsSeen.first?.new, CGRect(x: 0, y: 40, width: 200, height: 300))
        // The flow layout invalidates only for a new size.
        XCTAssertTrue(layout.contexts.isEmpty)
        layout.invalidatesOnScroll = true
        collection.contentOffset = CGPoint(x: 0, y: 80)
        XCTAssertEqual(layout.contexts.count, 1)
        XCTAssertTrue(layout.contexts.first is UICollectionViewFlowLayoutInvalidationContext)
        XCTAssertFalse(layout.contexts.first?.invalidateEverything ?? true)
        layout.invalidatesOnScroll = false
        collection.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        XCTAssertEqual(layout.boundsSeen.last?.old.size, CGSize(width: 200, height: 300))
        XCTAssertEqual(layout.boundsSeen.last?.new.size, CGSize(width: 300, height: 300))
        XCTAssertEqual(layout.contexts.count, 2)
        layout.invalidateLayout()
        XCTAssertEqual(layout.contexts.last?.invalidateEverything, true)
        XCTAssertEqual(layout.contexts.last?.invalidateDataSourceCounts, true)
    }

    func testTargetContentOffsetIsAskedAfterAContentSizeChangeNotTheFirstLayout() {
        let layout = RecordingFlowLayout()
        let (collection, source) = makeCollection(layout)
        XCTAssertEqual(layout.calls, ["prepare"])
        collection.contentOffset = CGPoint(x: 0, y: 100)
        layout.target = { CGPoint(x: $0.x, y: 60) }
        layout.invalidateLayout()
        collection.layoutIfNeeded()
        // Same content size: not asked.
        XCTAssertEqual(layout.calls, ["prepare", "prepare"])
        source.count = 40
        collection.reloadData()
        collection.layoutIfNeeded()
        XCTAssertEqual(Array(layout.calls.suffix(2)), ["prepare", "target (0.0, 100.0)"])
        XCTAssertEqual(collection.contentOffset, CGPoint(x: 0, y: 60))
    }

    func testReplacingTheLayoutIsATransition() {
        let old = RecordingFlowLayout()
        let (collection, _) = makeCollection(old)
        collection.contentOffset = CGPoint(x: 0, y: 120)
        let new = RecordingFlowLayout()
        new.itemSize = CGSize(width: 90, height: 90)
        new.target = { CGPoint(x: $0.x, y: 2 * $0.y) }
        let delegate = OffsetDelegate()
        collection.delegate = delegate
        var completed = false
        collection.setCollectionViewLayout(new, animated: true) { completed = $0 }
        XCTAssertTrue(completed)
        XCTAssertEqual(old.calls, ["prepare", "to", "finalize"])
        XCTAssertEqual(new.calls, ["from", "prepare", "target (0.0, 120.0)", "finalize"])
        XCTAssertEqual(delegate.proposals, [CGPoint(x: 0, y: 240)])
        XCTAssertEqual(collection.contentOffset, CGPoint(x: 0, y: 241))
        XCTAssertNil(old.collectionView)
        XCTAssertTrue(new.collectionView === collection)
    }

    func testDefaultsOfTheOverridePoints() {
        let layout = UICollectionViewLayout()
        let point = CGPoint(x: 3, y: 4)
        XCTAssertEqual(layout.targetContentOffset(forProposedContentOffset: point), point)
        XCTAssertEqual(
            layout.targetContentOffset(forProposedContentOffset: point, withScrollingVelocity: CGPoint(x: 1, y: 1)),
            point)
        XCTAssertNil(layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertNil(layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertNil(layout.layoutAttributesForDecorationView(ofKind: "k", at: IndexPath(item: 0, section: 0)))
        XCTAssertFalse(layout.shouldInvalidateLayout(forBoundsChange: .zero))
        XCTAssertTrue(UICollectionViewLayout.layoutAttributesClass == UICollectionViewLayoutAttributes.self)
        XCTAssertTrue(UICollectionViewLayout.invalidationContextClass == UICollectionViewLayoutInvalidationContext.self)
        XCTAssertTrue(
            UICollectionViewFlowLayout.invalidationContextClass == UICollectionViewFlowLayoutInvalidationContext.self)
        let context = layout.invalidationContext(forBoundsChange: .zero)
        context.invalidateItems(at: [IndexPath(item: 1, section: 0)])
        XCTAssertEqual(context.invalidatedItemIndexPaths, [IndexPath(item: 1, section: 0)])
        XCTAssertFalse(context.invalidateEverything)
    }
}
