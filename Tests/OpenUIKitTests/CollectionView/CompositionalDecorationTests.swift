import XCTest

@testable import OpenUIKit

/// Section background decorations and supplementary items attached to items (badges) in the
/// compositional layout: where they are laid out, which views the collection view makes for them, and
/// in which order they are stacked.
final class CompositionalDecorationTests: XCTestCase {
    /// The collection view holds its data source weakly.
    private var sources: [AnyObject] = []
    static let background = "section-background"
    static let badge = "badge"

    private final class Source: NSObject, UICollectionViewDataSource {
        var counts: [Int]
        var supplementaryRequests: [(String, IndexPath)] = []
        init(_ counts: [Int]) { self.counts = counts }

        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            supplementaryRequests.append((kind, indexPath))
            return collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: kind, for: indexPath)
        }
    }

    private final class BackgroundView: UICollectionReusableView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemGray5
            layer.cornerRadius = 12
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
        -> NSCollectionLayoutSize
    {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// Two columns of 60-pt rows, a 44-pt header, section insets 16, a background inset 8.
    private func makeSection(badge: NSCollectionLayoutSupplementaryItem? = nil) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: badge.map { [$0] } ?? [])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(60)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(44)), elementKind: "header", alignment: .top)
        ]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: Self.background)
        background.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        section.decorationItems = [background]
        return section
    }

    private func makeCollection(
        _ counts: [Int], section: NSCollectionLayoutSection, register: Bool = true
    ) -> (UICollectionView, Source) {
        let layout = UICollectionViewCompositionalLayout(section: section)
        if register { layout.register(BackgroundView.self, forDecorationViewOfKind: Self.background) }
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in ["header", Self.badge] {
            collection.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        let source = Source(counts)
        sources.append(source)
        collection.dataSource = source
        collection.layoutIfNeeded()
        return (collection, source)
    }

    func testBackgroundDecorationCoversTheSectionLessItsInsets() throws {
        let (collection, _) = makeCollection([4, 2], section: makeSection())
        let layout = collection.collectionViewLayout
        // Section 0: header 0–44, insets 16, two rows of 60 → 0...196; section 1 follows at 196 (one row) → 332.
        let first = try XCTUnwrap(
            layout.layoutAttributesForDecorationView(ofKind: Self.background, at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(first.frame, CGRect(x: 8, y: 8, width: 304, height: 180))
        XCTAssertEqual(first.representedElementCategory, .decorationView)
        XCTAssertEqual(first.representedElementKind, Self.background)
        XCTAssertEqual(first.zIndex, 0)
        let second = try XCTUnwrap(
            layout.layoutAttributesForDecorationView(ofKind: Self.background, at: IndexPath(item: 0, section: 1)))
        XCTAssertEqual(second.frame, CGRect(x: 8, y: 204, width: 304, height: 120))
        XCTAssertNil(layout.layoutAttributesForDecorationView(ofKind: "other", at: IndexPath(item: 0, section: 0)))
    }

    func testDecorationViewsAreMadeFromTheRegisteredClassBehindTheCells() throws {
        let (collection, source) = makeCollection([4, 2], section: makeSection())
        let view = try XCTUnwrap(
            collection.decorationView(forElementKind: Self.background, at: IndexPath(item: 0, section: 0)))
        XCTAssertTrue(view is BackgroundView)
        XCTAssertEqual(view.frame, CGRect(x: 8, y: 8, width: 304, height: 180))
        XCTAssertEqual(view.reuseIdentifier, Self.background)
        XCTAssertNotNil(collection.decorationView(forElementKind: Self.background, at: IndexPath(item: 0, section: 1)))
        // The data source is never asked for decoration views.
        XCTAssertFalse(source.supplementaryRequests.contains { $0.0 == Self.background })
        // Behind every cell and header: earlier among the subviews, at the same or a lower zPosition.
        let index = try XCTUnwrap(collection.subviews.firstIndex { $0 === view })
        for cell in collection.visibleCells {
            XCTAssertLessThan(index, try XCTUnwrap(collection.subviews.firstIndex { $0 === cell }))
        }
        XCTAssertEqual(view.layer.zPosition, 0)
        XCTAssertEqual(
            collection.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0))?.layer.zPosition,
            1)
    }

    func testDecorationViewsAreReusedAfterReload() throws {
        let (collection, _) = makeCollection([4], section: makeSection())
        let view = try XCTUnwrap(
            collection.decorationView(forElementKind: Self.background, at: IndexPath(item: 0, section: 0)))
        collection.reloadData()
        collection.layoutIfNeeded()
        XCTAssertTrue(
            collection.decorationView(forElementKind: Self.background, at: IndexPath(item: 0, section: 0)) === view)
        XCTAssertEqual(collection.subviews.filter { $0 is BackgroundView }.count, 1)
    }

    func testBadgeAnchoredToTheTopTrailingCornerWithAFractionalOffset() throws {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)), elementKind: Self.badge,
            containerAnchor: NSCollectionLayoutAnchor(
                edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let (collection, source) = makeCollection([3], section: makeSection(badge: badge))
        // Item 1: x 160...304, y 60...120; the badge's top-trailing corner on the item's, moved 6 right, 6 up.
        let attributes = try XCTUnwrap(
            collection.layoutAttributesForSupplementaryElement(ofKind: Self.badge, at: IndexPath(item: 1, section: 0)))
        XCTAssertEqual(attributes.frame, CGRect(x: 290, y: 54, width: 20, height: 20))
        XCTAssertEqual(attributes.zIndex, 1)
        let view = try XCTUnwrap(
            collection.supplementaryView(forElementKind: Self.badge, at: IndexPath(item: 1, section: 0)))
        XCTAssertEqual(view.frame, attributes.frame)
        XCTAssertEqual(view.layer.zPosition, 1)
        // One badge per item, each at its item's index path.
        XCTAssertEqual(
            source.supplementaryRequests.filter { $0.0 == Self.badge }.map(\.1).sorted(),
            (0..<3).map { IndexPath(item: $0, section: 0) })
        XCTAssertEqual(collection.visibleSupplementaryViews(ofKind: Self.badge).count, 3)
    }

    func testAnchorsWithAbsoluteOffsetsAndItemAnchors() {
        let item = CGRect(x: 100, y: 50, width: 80, height: 40)
        let size = size(.absolute(10), .absolute(10))
        func frame(_ container: NSCollectionLayoutAnchor, _ own: NSCollectionLayoutAnchor? = nil) -> CGRect {
            let supplementary =
                own.map {
                    NSCollectionLayoutSupplementaryItem(
                        layoutSize: size, elementKind: "k", containerAnchor: container, itemAnchor: $0)
                } ?? NSCollectionLayoutSupplementaryItem(layoutSize: size, elementKind: "k", containerAnchor: container)
            return supplementary.frame(attachedTo: item)
        }
        XCTAssertEqual(frame(NSCollectionLayoutAnchor(edges: [.top, .leading])).origin, CGPoint(x: 100, y: 50))
        XCTAssertEqual(frame(NSCollectionLayoutAnchor(edges: [.bottom, .trailing])).origin, CGPoint(x: 170, y: 80))
        XCTAssertEqual(frame(NSCollectionLayoutAnchor(edges: .top)).origin, CGPoint(x: 135, y: 50))
        XCTAssertEqual(
            frame(NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 4, y: -4))).origin,
            CGPoint(x: 174, y: 46))
        // An item anchor names the point of the badge pinned to the container anchor's point: here the
        // badge's bottom-leading corner on the item's top-trailing corner.
        XCTAssertEqual(
            frame(
                NSCollectionLayoutAnchor(edges: [.top, .trailing]),
                NSCollectionLayoutAnchor(edges: [.bottom, .leading])
            )
            .origin, CGPoint(x: 180, y: 40))
        let fractional = NSCollectionLayoutAnchor(edges: .top, fractionalOffset: CGPoint(x: 0.5, y: 0))
        XCTAssertTrue(fractional.isFractionalOffset)
        XCTAssertFalse(fractional.isAbsoluteOffset)
        XCTAssertEqual(fractional.offset, CGPoint(x: 0.5, y: 0))
        XCTAssertEqual(fractional.edges, .top)
    }

    func testGroupSupplementaryItemsFollowTheGroupsFirstItem() throws {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        group.supplementaryItems = [
            NSCollectionLayoutSupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(2)), elementKind: Self.badge,
                containerAnchor: NSCollectionLayoutAnchor(edges: .bottom))
        ]
        let (collection, _) = makeCollection([4], section: NSCollectionLayoutSection(group: group), register: false)
        let second = try XCTUnwrap(
            collection.layoutAttributesForSupplementaryElement(ofKind: Self.badge, at: IndexPath(item: 2, section: 0)))
        XCTAssertEqual(second.frame, CGRect(x: 0, y: 98, width: 320, height: 2))
        XCTAssertNil(
            collection.layoutAttributesForSupplementaryElement(ofKind: Self.badge, at: IndexPath(item: 1, section: 0)))
    }

    func testDeclarationShapes() {
        let background: NSCollectionLayoutDecorationItem = .background(elementKind: "b")
        XCTAssertEqual(background.elementKind, "b")
        XCTAssertEqual(background.zIndex, 0)
        XCTAssertTrue(background.layoutSize.widthDimension.isFractionalWidth)
        let item: NSCollectionLayoutItem = background
        XCTAssertTrue(item.supplementaryItems.isEmpty)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: "h", alignment: .top)
        let supplementary: NSCollectionLayoutSupplementaryItem = header
        XCTAssertEqual(supplementary.elementKind, "h")
        XCTAssertEqual(supplementary.zIndex, 1)
        XCTAssertNil(supplementary.itemAnchor)
        let section = NSCollectionLayoutSection(
            group: .horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(1)),
                subitems: [NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))]))
        XCTAssertTrue(section.decorationItems.isEmpty)
    }
}
