import XCTest

@testable import OpenUIKit

/// Only visible rows have cells, reused as rows scroll; reloads ask the data source again.
final class UITableViewReuseTests: XCTestCase {
    private func rows(_ count: Int) -> [String] { (0..<count).map { "Row \($0)" } }

    func testOnlyVisibleRowsHaveCellsAndCellsAreReused() {
        for (device, orientation) in [
            (Device.iPhone8, Orientation.portrait), (.iPhone8, .landscape), (.iPadPro12_9, .portrait),
            (.iPadPro12_9, .landscape),
        ] {
            let controller = ListTableViewController(style: .plain, rows: [rows(10_000)])
            controller.configureTable = { $0.rowHeight = 44 }
            _ = present(controller, on: device, orientation)
            let table = controller.tableView!
            XCTAssertEqual(table.contentSize.height, 440_000)
            let visible = Int((table.bounds.height / 44).rounded(.up)) + 1
            // The prepared margin is a quarter of the height on each side.
            let limit = Int((table.bounds.height * 1.5 / 44).rounded(.up)) + 2
            XCTAssertLessThanOrEqual(table.cellsAlive, limit, "\(device.name) \(orientation)")
            XCTAssertLessThanOrEqual(table.visibleCells.count, visible)
            for step in 1...20 {
                table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 500)
                table.layoutIfNeeded()
            }
            XCTAssertLessThanOrEqual(table.cellsAlive, limit, "\(device.name) \(orientation)")
            // Every cell ever created is on screen or waiting for reuse: scrolling 10,000 pt created no more.
            XCTAssertEqual(controller.cellsCreated, table.cellsAlive)
            let first = table.indexPathsForVisibleRows!.first!
            XCTAssertEqual(first, IndexPath(row: Int(10_000 / 44), section: 0))
            XCTAssertEqual(table.cellForRow(at: first)?.textLabel?.text, "Row \(first.row)")
        }
    }

    func testReloadDataAsksAgain() {
        let controller = ListTableViewController(style: .plain, rows: [rows(3)])
        _ = present(controller, on: .iPhone8)
        let table = controller.tableView!
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        controller.rows = [["New"], rows(5)]
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(table.numberOfSections, 2)
        XCTAssertEqual(table.numberOfRows(inSection: 1), 5)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "New")
        XCTAssertEqual(table.visibleCells.count, 6)
        XCTAssertEqual(table.contentSize.height, 6 * 44)
        XCTAssertEqual(table.indexPathsForVisibleRows?.last, IndexPath(row: 4, section: 1))
    }

    func testScrollToRow() {
        let controller = ListTableViewController(style: .plain, rows: [rows(200)])
        _ = present(controller, on: .iPhone8)
        let table = controller.tableView!
        table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .top, animated: false)
        table.layoutIfNeeded()
        XCTAssertEqual(table.contentOffset.y, 4400 - table.adjustedContentInset.top)
        XCTAssertNotNil(table.cellForRow(at: IndexPath(row: 100, section: 0)))
        XCTAssertNil(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    }

    /// Registered classes are created by `dequeueReusableCell(withIdentifier:for:)`; the delegate's heights win.
    func testRegisteredCellsAndDelegateHeights() {
        final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                CGFloat(10 * (indexPath.row + 1))
            }
        }
        let source = Source()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 3, section: 0)), CGRect(x: 0, y: 60, width: 320, height: 40))
        XCTAssertEqual(table.contentSize.height, 100)
        XCTAssertEqual(table.visibleCells.count, 4)
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 5, y: 35)), IndexPath(row: 2, section: 0))
    }

    /// `automaticDimension` with constraints in the content view: the row fits them, measured at the row's width.
    func testSelfSizingFromContentViewConstraints() {
        final class TextCell: UITableViewCell {
            let label = UILabel()
            override init(style: CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                label.numberOfLines = 0
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                    label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                ])
            }
            required init?(coder: NSCoder) { fatalError("not used") }
        }
        final class Source: NSObject, UITableViewDataSource {
            let texts = ["Short", String(repeating: "A long paragraph that wraps. ", count: 12)]
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath) as! TextCell
                cell.label.text = texts[indexPath.row]
                return cell
            }
        }
        let source = Source()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        table.register(TextCell.self, forCellReuseIdentifier: "text")
        table.dataSource = source
        table.layoutIfNeeded()
        let short = table.cellForRow(at: IndexPath(row: 0, section: 0)) as! TextCell
        let long = table.cellForRow(at: IndexPath(row: 1, section: 0)) as! TextCell
        XCTAssertEqual(short.frame.height, short.label.frame.height + 20, accuracy: 0.5)
        XCTAssertLessThan(short.frame.height, 44)
        XCTAssertGreaterThan(long.label.frame.height, 3 * short.label.frame.height)
        XCTAssertEqual(long.frame.minY, short.frame.maxY)
        XCTAssertEqual(long.frame.height, long.label.frame.height + 20, accuracy: 0.5)
        XCTAssertEqual(table.contentSize.height, long.frame.maxY, accuracy: 0.5)
    }
}
