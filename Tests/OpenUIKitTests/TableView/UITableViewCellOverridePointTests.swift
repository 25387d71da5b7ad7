import XCTest

@testable import OpenUIKit

/// The table calls the cell's override points as UIKit does: `setSelected(_:animated:)` as rows are selected,
/// deselected and shown, `setEditing(_:animated:)` as the table enters editing and shows rows while editing;
/// the selected background view is a subview only while the cell shows selection.
final class UITableViewCellOverridePointTests: XCTestCase {
    private final class LoggingCell: UITableViewCell {
        var log: [String] = []
        override func setSelected(_ selected: Bool, animated: Bool) {
            super.setSelected(selected, animated: animated)
            log.append("selected \(selected) animated \(animated)")
        }
        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            log.append("editing \(editing)")
        }
    }

    private final class Source: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
    }

    private func table(_ source: Source) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
        table.register(LoggingCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.layoutIfNeeded()
        return table
    }

    private func cell(_ table: UITableView, _ row: Int) -> LoggingCell? {
        table.cellForRow(at: IndexPath(row: row, section: 0)) as? LoggingCell
    }

    func testSelectingAndDeselectingRowsCallsSetSelected() throws {
        let source = Source()
        let table = table(source)
        let first = try XCTUnwrap(cell(table, 0))
        let second = try XCTUnwrap(cell(table, 1))
        XCTAssertEqual(first.log, ["selected false animated false"], "as the row is shown")
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: true, scrollPosition: .none)
        XCTAssertEqual(first.log.last, "selected true animated true")
        XCTAssertTrue(first.isSelected)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        XCTAssertEqual(first.log.last, "selected false animated false", "single selection moves")
        XCTAssertEqual(second.log.last, "selected true animated false")
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: true)
        XCTAssertEqual(second.log.last, "selected false animated true")
        XCTAssertNil(table.indexPathForSelectedRow)
    }

    func testEditingReachesVisibleCellsAndCellsShownLater() throws {
        let source = Source()
        let table = table(source)
        let first = try XCTUnwrap(cell(table, 0))
        table.setEditing(true, animated: true)
        XCTAssertTrue(table.isEditing)
        XCTAssertEqual(first.log.last, "editing true")
        XCTAssertTrue(first.isEditing)
        table.scrollToRow(at: IndexPath(row: 30, section: 0), at: .top, animated: false)
        table.layoutIfNeeded()
        let later = try XCTUnwrap(cell(table, 30))
        XCTAssertTrue(later.isEditing, "a cell shown while editing edits")
        table.isEditing = false
        XCTAssertFalse(later.isEditing)
    }

    func testTableViewControllerForwardsEditing() {
        let controller = ListTableViewController(style: .plain, rows: [["A", "B"]])
        controller.loadViewIfNeeded()
        controller.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        controller.tableView.layoutIfNeeded()
        controller.setEditing(true, animated: false)
        XCTAssertTrue(controller.tableView.isEditing)
        XCTAssertTrue(controller.tableView.visibleCells.allSatisfy(\.isEditing))
        XCTAssertEqual(controller.editButtonItem.title, "Done")
    }

    func testSelectedBackgroundViewShowsOnlyWhileSelected() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let background = UIView()
        let selected = UIView()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        XCTAssertTrue(cell.subviews.first === background)
        XCTAssertNil(selected.superview, "UIKit adds it only while the cell is selected")
        cell.setSelected(true, animated: false)
        XCTAssertTrue(cell.subviews[1] === selected, "above the background view, under the content")
        cell.layoutIfNeeded()
        XCTAssertEqual(selected.frame, cell.bounds)
        XCTAssertNotEqual(cell.backgroundColor, TableMetrics.selectedBackgroundColor, "the view replaces the grey")
        cell.setSelected(false, animated: false)
        XCTAssertNil(selected.superview)
        cell.isHighlighted = true
        XCTAssertNotNil(selected.superview, "highlighting shows it too")
        cell.selectionStyle = .none
        cell.isHighlighted = false
        cell.isSelected = true
        XCTAssertNil(selected.superview, "no selection style, no selection background")
    }

    /// Editing controls are drawn now (UITableViewCellEditingTests, TableEditingDrawingTests): no reason to refuse.
    func testEditingCellIsDrawn() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        XCTAssertNil(cell.drawingProblem)
        cell.isEditing = true
        XCTAssertNil(cell.drawingProblem)
    }
}
