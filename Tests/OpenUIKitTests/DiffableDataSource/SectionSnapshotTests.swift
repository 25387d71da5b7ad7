import XCTest

@testable import OpenUIKit

/// Outline section snapshots (iOS 14): a tree of items whose collapsed parents hide their descendants.
final class SectionSnapshotTests: XCTestCase {
    private func library() -> NSDiffableDataSourceSectionSnapshot<String> {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fiction", "Science"])
        outline.append(["Novels", "Poetry"], to: "Fiction")
        outline.append(["Haiku"], to: "Poetry")
        outline.append(["Physics"], to: "Science")
        return outline
    }

    func testCollapsedParentsHideTheirDescendants() {
        var outline = library()
        XCTAssertEqual(outline.items, ["Fiction", "Novels", "Poetry", "Haiku", "Science", "Physics"])
        XCTAssertEqual(outline.visibleItems, ["Fiction", "Science"], "parents start collapsed")
        outline.expand(["Fiction"])
        XCTAssertEqual(outline.visibleItems, ["Fiction", "Novels", "Poetry", "Science"])
        outline.expand(["Poetry"])
        XCTAssertEqual(outline.visibleItems, ["Fiction", "Novels", "Poetry", "Haiku", "Science"])
        outline.collapse(["Fiction"])
        XCTAssertEqual(outline.visibleItems, ["Fiction", "Science"])
        XCTAssertTrue(outline.isExpanded("Poetry"), "a collapsed ancestor keeps its children's state")
        XCTAssertFalse(outline.isVisible("Haiku"))
        XCTAssertEqual(outline.level(of: "Haiku"), 2)
        XCTAssertEqual(outline.parent(of: "Haiku"), "Poetry")
        XCTAssertEqual(outline.rootItems, ["Fiction", "Science"])
        XCTAssertEqual(outline.index(of: "Science"), 4)
    }

    func testInsertDeleteAndReplace() {
        var outline = library()
        outline.insert(["Drama"], after: "Novels")
        outline.insert(["Art"], before: "Fiction")
        XCTAssertEqual(outline.items, ["Art", "Fiction", "Novels", "Drama", "Poetry", "Haiku", "Science", "Physics"])
        outline.delete(["Poetry"])
        XCTAssertFalse(outline.contains("Haiku"), "descendants go with their parent")
        XCTAssertEqual(outline.items, ["Art", "Fiction", "Novels", "Drama", "Science", "Physics"])
        var chemistry = NSDiffableDataSourceSectionSnapshot<String>()
        chemistry.append(["Chemistry"])
        chemistry.append(["Organic"], to: "Chemistry")
        chemistry.expand(["Chemistry"])
        outline.replace(childrenOf: "Science", using: chemistry)
        XCTAssertEqual(outline.items.suffix(3), ["Science", "Chemistry", "Organic"])
        XCTAssertTrue(outline.isExpanded("Chemistry"))
        let science = outline.snapshot(of: "Science", includingParent: true)
        XCTAssertEqual(science.items, ["Science", "Chemistry", "Organic"])
        XCTAssertEqual(outline.snapshot(of: "Science").rootItems, ["Chemistry"])
        outline.deleteAll()
        XCTAssertTrue(outline.items.isEmpty)
    }

    /// Applying to a section shows its visible items; the data source gives the section snapshot back.
    func testDataSourceShowsTheVisibleItems() {
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
            collection, indexPath, _ in
            collection.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        var outline = library()
        outline.expand(["Science"])
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers(inSection: 0), ["Fiction", "Science", "Physics"])
        XCTAssertEqual(collection.numberOfItems(inSection: 0), 3)
        XCTAssertEqual(dataSource.snapshot(for: 0).items.count, 6)
        XCTAssertEqual(dataSource.outlineLevel(at: IndexPath(item: 2, section: 0)), 1)
        var flat = NSDiffableDataSourceSnapshot<Int, String>()
        flat.appendSections([0])
        flat.appendItems(["A", "B"])
        dataSource.apply(flat, animatingDifferences: false)
        XCTAssertEqual(dataSource.snapshot(for: 0).rootItems, ["A", "B"], "a whole snapshot replaces the outline")
    }

    /// Apple's documentation of `indentationLevel`: it is set automatically from a section snapshot; the
    /// expanded state reaches the cell's configuration state (the outline disclosure accessory shows it).
    func testListCellsTakeTheirLevelAndExpansion() {
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
            collection, indexPath, item in
            collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var outline = library()
        outline.expand(["Fiction", "Poetry"])
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        collection.layoutIfNeeded()
        func cell(_ item: String) -> UICollectionViewListCell? {
            dataSource.indexPath(for: item).flatMap { collection.cellForItem(at: $0) as? UICollectionViewListCell }
        }
        XCTAssertEqual(cell("Fiction")?.indentationLevel, 0)
        XCTAssertEqual(cell("Poetry")?.indentationLevel, 1)
        XCTAssertEqual(cell("Haiku")?.indentationLevel, 2)
        XCTAssertEqual(cell("Fiction")?.configurationState.isExpanded, true)
        XCTAssertEqual(cell("Science")?.configurationState.isExpanded, false)
    }
}
