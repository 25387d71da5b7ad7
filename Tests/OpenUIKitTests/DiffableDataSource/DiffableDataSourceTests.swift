import XCTest

@testable import OpenUIKit

/// Diffable data sources answer the view's questions from the applied snapshot; registrations configure the
/// cells they dequeue.
final class DiffableDataSourceTests: XCTestCase {
    private final class LabelCell: UICollectionViewCell {
        let label = UILabel()
    }

    private func window(_ view: UIView) -> UIWindow {
        let window = UIWindow(device: .iPhone8)
        let controller = UIViewController()
        window.rootViewController = controller
        view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        controller.view.addSubview(view)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    func testCollectionViewShowsTheSnapshotThroughARegistration() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        var configured: [String] = []
        let registration = UICollectionView.CellRegistration<LabelCell, String> { cell, _, item in
            cell.label.text = item
            configured.append(item)
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        XCTAssertTrue(collectionView.dataSource === dataSource)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["one", "two"], toSection: 0)
        snapshot.appendItems(["three"], toSection: 1)
        var completed = false
        dataSource.apply(snapshot, animatingDifferences: true) { completed = true }
        XCTAssertTrue(completed)
        let host = window(collectionView)
        XCTAssertEqual(collectionView.numberOfSections, 2)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 1), 1)
        XCTAssertEqual(Set(configured), ["one", "two", "three"])
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) as? LabelCell
        XCTAssertEqual(cell?.label.text, "three")
        XCTAssertEqual(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)), "two")
        XCTAssertEqual(dataSource.indexPath(for: "three"), IndexPath(item: 0, section: 1))
        XCTAssertEqual(dataSource.sectionIdentifier(for: 1), 1)
        XCTAssertNil(dataSource.itemIdentifier(for: IndexPath(item: 5, section: 0)))

        snapshot.deleteItems(["one"])
        dataSource.apply(snapshot, animatingDifferences: false)
        host.layoutIfNeeded()
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 1)
        XCTAssertEqual(
            (collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? LabelCell)?.label.text, "two")
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["two", "three"])
    }

    func testSupplementaryRegistrationGivesTheHeaders() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { view, kind, indexPath in
            view.tag = 100 + indexPath.section
            XCTAssertEqual(kind, UICollectionView.elementKindSectionHeader)
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([7, 8])
        snapshot.appendItems([1], toSection: 7)
        snapshot.appendItems([2], toSection: 8)
        dataSource.apply(snapshot)
        _ = window(collectionView)
        let header = collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        XCTAssertEqual(header?.tag, 101)
    }

    func testFlowLayoutRunsFromTheTrailingEdgeInRightToLeft() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.minimumInteritemSpacing = 10
        XCTAssertTrue(layout.flipsHorizontallyInOppositeLayoutDirection)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2])
        dataSource.apply(snapshot)
        let host = window(collectionView)
        let first = IndexPath(item: 0, section: 0)
        XCTAssertEqual(collectionView.cellForItem(at: first)?.frame.minX, 0)
        host.traitOverrides.layoutDirection = .rightToLeft
        collectionView.setNeedsLayout()
        host.layoutIfNeeded()
        XCTAssertEqual(collectionView.cellForItem(at: first)?.frame.maxX, 375, "the first item is on the right")
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: first)?.frame.maxX, 375)
        XCTAssertEqual(layout.layoutAttributesForItem(at: first)?.frame.minX, 0, "the layout's own frames stay")
    }

    func testTableViewShowsTheSnapshot() {
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = UITableViewDiffableDataSource<String, String>(tableView: tableView) {
            tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["fruit", "veg"])
        snapshot.appendItems(["apple", "pear"], toSection: "fruit")
        snapshot.appendItems(["leek"], toSection: "veg")
        dataSource.apply(snapshot, animatingDifferences: false)
        _ = window(tableView)
        XCTAssertEqual(tableView.numberOfSections, 2)
        XCTAssertEqual(tableView.numberOfRows(inSection: 0), 2)
        XCTAssertEqual(tableView.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text, "leek")
        XCTAssertEqual(dataSource.indexPath(for: "pear"), IndexPath(row: 1, section: 0))
        XCTAssertEqual(dataSource.index(for: "veg"), 1)
    }
}
