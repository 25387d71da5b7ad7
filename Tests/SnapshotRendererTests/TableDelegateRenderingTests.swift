import OpenUIKit
import SnapshotRenderer
import XCTest

/// What the table and collection view delegates change shows in the snapshot: a header restyled in
/// `willDisplayHeaderView` is drawn restyled; a section index, not drawn yet, fails the snapshot with its name.
final class TableDelegateRenderingTests: XCTestCase {
    private final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        var restyles = false
        var indexTitles: [String]?

        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            "Section \(section)"
        }
        func sectionIndexTitles(for tableView: UITableView) -> [String]? { indexTitles }
        func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
            guard restyles, let header = view as? UITableViewHeaderFooterView else { return }
            header.textLabel?.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        }
    }

    private final class Table: UITableView {}

    private func render(_ source: Source) throws -> RGBAImage {
        try renderHostedView { root in
            let table = Table(frame: root.bounds, style: .plain)
            table.dataSource = source
            table.delegate = source
            root.addSubview(table)
        }
    }

    private func redPixels(_ image: RGBAImage) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image[x, y]
                if pixel.red > 180 && pixel.green < 90 && pixel.blue < 90 { count += 1 }
            }
        }
        return count
    }

    func testAHeaderRestyledInWillDisplayHeaderViewIsDrawnRestyled() throws {
        let plain = Source()
        XCTAssertEqual(redPixels(try render(plain)), 0)
        let restyled = Source()
        restyled.restyles = true
        // Both headers' titles, "Section 0" and "Section 1", in red.
        XCTAssertGreaterThan(redPixels(try render(restyled)), 100)
    }

    func testASectionIndexFailsTheSnapshotNamingIt() {
        let source = Source()
        source.indexTitles = ["A", "B"]
        XCTAssertThrowsError(try render(source)) { error in
            XCTAssertEqual(
                "\(error)",
                "<Table> shows a section index (the data source's sectionIndexTitles(for:)), which is not drawn yet")
        }
        source.indexTitles = []
        XCTAssertNoThrow(try render(source), "an empty index is not shown")
    }

    private final class Items: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func indexTitles(for collectionView: UICollectionView) -> [String]? { ["A"] }
    }

    private final class Grid: UICollectionView {}

    func testACollectionIndexFailsTheSnapshotNamingIt() {
        let items = Items()
        XCTAssertThrowsError(
            try renderHostedView { root in
                let grid = Grid(frame: root.bounds, collectionViewLayout: UICollectionViewFlowLayout())
                grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
                grid.dataSource = items
                root.addSubview(grid)
            }
        ) { error in
            XCTAssertEqual(
                "\(error)", "<Grid> shows an index (the data source's indexTitles(for:)), which is not drawn yet")
        }
    }
}
