import XCTest

@testable import OpenUIKit

/// A table in editing mode lays its cells out as UIKit does (`TableEditingMetrics`): the delegate's edit control at
/// the leading edge with the content view moved past it unless indentation is off, the reorder control at the
/// trailing edge where the data source lets the row move, the editing accessory in the accessory's place, all
/// mirrored in right-to-left layouts; the cell hears `willTransition(to:)` and `didTransition(to:)`.
final class UITableViewCellEditingTests: XCTestCase {
    private final class TransitionCell: UITableViewCell {
        var log: [String] = []
        override func willTransition(to state: UITableViewCell.StateMask) {
            super.willTransition(to: state)
            log.append("will \(state.rawValue) editing \(isEditing)")
        }
        override func didTransition(to state: UITableViewCell.StateMask) {
            super.didTransition(to: state)
            log.append("did \(state.rawValue) editing \(isEditing)")
        }
    }

    /// Rows: 0 delete, 1 insert, 2 none, 3 delete without indentation, 4 delete that cannot move, 5 not editable.
    private final class EditingController: UITableViewController {
        var reorders = true
        var editingAccessory = UITableViewCell.AccessoryType.none
        var log: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(TransitionCell.self, forCellReuseIdentifier: "cell")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 6 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.accessoryType = .disclosureIndicator
            cell.editingAccessoryType = editingAccessory
            cell.showsReorderControl = reorders
            return cell
        }
        override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
            -> UITableViewCell.EditingStyle
        {
            log.append("style \(indexPath.row)")
            return [.delete, .insert, .none, .delete, .delete, .delete][indexPath.row]
        }
        override func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
            indexPath.row != 3
        }
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
            indexPath.row != 4
        }
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            indexPath.row != 5
        }
        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            log.append("commit \(editingStyle.rawValue) \(indexPath.row)")
        }
        override func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            log.append("move \(sourceIndexPath.row) \(destinationIndexPath.row)")
        }
    }

    private func editingTable(rightToLeft: Bool = false, configure: (EditingController) -> Void = { _ in })
        -> EditingController
    {
        let controller = EditingController(style: .plain)
        configure(controller)
        _ = present(controller, on: .iPhone8) {
            if rightToLeft { $0.traitOverrides.layoutDirection = .rightToLeft }
        }
        controller.setEditing(true, animated: false)
        controller.tableView.layoutIfNeeded()
        return controller
    }

    private func cell(_ controller: EditingController, _ row: Int) -> TransitionCell {
        controller.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as! TransitionCell
    }

    private func control(_ cell: UITableViewCell, _ type: UICellAccessory.AccessoryType) -> UIView? {
        cell.subviews.first { ($0 as? ListAccessoryGlyphView)?.type == type }
    }

    private func accessory(_ cell: UITableViewCell) -> TableAccessoryGlyphView? {
        cell.subviews.lazy.compactMap { $0 as? TableAccessoryGlyphView }.first
    }

    func testDeleteRowFramesLeftToRight() throws {
        let controller = editingTable()
        let row = cell(controller, 0)
        XCTAssertEqual(row.editingStyle, .delete)
        XCTAssertEqual(control(row, .delete)?.frame, CGRect(x: 16, y: 11, width: 22, height: 22))
        XCTAssertEqual(control(row, .reorder)?.frame, CGRect(x: 375 - 16 - 18, y: 15, width: 18, height: 14))
        XCTAssertEqual(row.contentView.frame, CGRect(x: 16 + 22, y: 0, width: 341 - 38, height: 44))
        XCTAssertEqual(row.textLabel?.frame.minX, 16, "the edit padding inside the content view")
        XCTAssertEqual(row.textLabel?.frame.maxX, row.contentView.frame.width - 16, "the reorder padding")
        XCTAssertNil(accessory(row), "the editing accessory (none) replaces the disclosure indicator")
        XCTAssertEqual(row.separatorView.frame.minX, 38 + 16, "the separator still starts under the text")
        XCTAssertNil(row.drawingProblem, "an editing cell draws")
    }

    func testInsertNoneAndUnindentedRows() throws {
        let controller = editingTable()
        let insert = cell(controller, 1)
        XCTAssertEqual(insert.editingStyle, .insert)
        XCTAssertEqual(control(insert, .insert)?.frame.minX, 16)
        XCTAssertNil(control(insert, .delete))
        let none = cell(controller, 2)
        XCTAssertNil(control(none, .delete) ?? control(none, .insert), "no edit control for .none")
        XCTAssertEqual(none.contentView.frame.minX, 38, "UIKit indents a .none row too")
        let flat = cell(controller, 3)
        XCTAssertEqual(control(flat, .delete)?.frame.minX, 16)
        XCTAssertEqual(flat.contentView.frame.minX, 0, "the delegate turned indentation off")
        XCTAssertEqual(flat.textLabel?.frame.minX, 16)
        XCTAssertEqual(flat.separatorView.frame.minX, 16)
        let fixed = cell(controller, 4)
        XCTAssertNil(control(fixed, .reorder), "canMoveRowAt false")
        XCTAssertEqual(fixed.contentView.frame.maxX, 375)
        let locked = cell(controller, 5)
        XCTAssertEqual(locked.editingStyle, .none, "canEditRowAt false")
        XCTAssertEqual(locked.contentView.frame.minX, 0)
        XCTAssertEqual(controller.log.sorted(), (0...4).map { "style \($0)" }, "asked for the editable rows")
    }

    func testTheCellsIndentationPropertyTurnsIndentationOff() throws {
        let controller = editingTable()
        let row = cell(controller, 0)
        row.shouldIndentWhileEditing = false
        row.layoutIfNeeded()
        XCTAssertEqual(row.contentView.frame.minX, 0)
        XCTAssertEqual(control(row, .delete)?.frame.minX, 16, "the control still shows")
    }

    func testEditingAccessoryBesideTheReorderControl() throws {
        let controller = editingTable { $0.editingAccessory = .checkmark }
        let row = cell(controller, 0)
        let check = try XCTUnwrap(accessory(row))
        XCTAssertEqual(check.type, .checkmark)
        XCTAssertEqual(check.frame, CGRect(x: 341 - 16 - 14, y: 16, width: 14, height: 12))
        XCTAssertEqual(row.contentView.frame.maxX, check.frame.minX)
        XCTAssertEqual(row.textLabel?.frame.maxX, row.contentView.frame.width - 16)
        let fixed = cell(controller, 4)
        XCTAssertEqual(try XCTUnwrap(accessory(fixed)).frame.minX, 375 - 16 - 14, "no reorder control")
        controller.setEditing(false, animated: false)
        controller.tableView.layoutIfNeeded()
        XCTAssertEqual(accessory(row)?.type, .disclosureIndicator, "the accessory is back")
        XCTAssertNil(control(row, .delete) ?? control(row, .reorder))
        XCTAssertEqual(row.contentView.frame.minX, 0)
    }

    func testEditingAccessoryViewReplacesTheAccessoryView() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let normal = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let editing = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        cell.accessoryView = normal
        cell.editingAccessoryView = editing
        cell.layoutIfNeeded()
        XCTAssertTrue(normal.superview === cell)
        XCTAssertNil(editing.superview)
        cell.setEditing(true, animated: false)
        cell.layoutIfNeeded()
        XCTAssertNil(normal.superview)
        XCTAssertTrue(editing.superview === cell)
        XCTAssertEqual(editing.frame, CGRect(x: 320 - 16 - 40, y: 12, width: 40, height: 20))
        XCTAssertEqual(cell.contentView.frame.maxX, 320 - 16 - 40)
        XCTAssertEqual(cell.editingStyle, .none, "outside a table: UIKit's default")
    }

    func testRightToLeftMirrorsTheControls() throws {
        let controller = editingTable(rightToLeft: true) { $0.editingAccessory = .checkmark }
        let row = cell(controller, 0)
        XCTAssertEqual(control(row, .delete)?.frame, CGRect(x: 375 - 38, y: 11, width: 22, height: 22))
        XCTAssertEqual(control(row, .reorder)?.frame, CGRect(x: 16, y: 15, width: 18, height: 14))
        XCTAssertEqual(accessory(row)?.frame.minX, 16 + 18 + 16)
        XCTAssertEqual(row.contentView.frame.maxX, 375 - 38)
        XCTAssertEqual(row.contentView.frame.minX, 16 + 18 + 16 + 14)
        let text = try XCTUnwrap(row.textLabel).frame
        XCTAssertEqual(text.maxX, row.contentView.frame.width - 16)
        let flat = cell(controller, 3)
        XCTAssertEqual(flat.contentView.frame.maxX, 375, "no indentation")
        XCTAssertEqual(control(flat, .delete)?.frame.maxX, 375 - 16)
    }

    func testIndentationLevelMovesTheClassicContent() throws {
        let controller = ListTableViewController(style: .plain, rows: [["Child"]])
        _ = present(controller, on: .iPhone8)
        let row = try XCTUnwrap(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(row.indentationWidth, 10, "UIKit's default")
        XCTAssertEqual(row.textLabel?.frame.minX, 16)
        row.indentationLevel = 2
        row.layoutIfNeeded()
        XCTAssertEqual(row.textLabel?.frame.minX, 16 + 2 * 10)
        XCTAssertEqual(row.contentView.frame.minX, 0, "the content view stays")
        row.indentationWidth = 15
        row.layoutIfNeeded()
        XCTAssertEqual(row.textLabel?.frame.minX, 16 + 2 * 15)
    }

    /// Nothing taps or drags a control here, so the table never calls these; what a table would call (through its
    /// data source) reaches a controller's overrides.
    func testCommitAndMoveReachTheControllersOverrides() throws {
        let controller = editingTable()
        let table = try XCTUnwrap(controller.tableView)
        let source = try XCTUnwrap(table.dataSource)
        source.tableView(table, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
        source.tableView(table, moveRowAt: IndexPath(row: 1, section: 0), to: IndexPath(row: 2, section: 0))
        XCTAssertEqual(controller.log.suffix(2), ["commit 1 0", "move 1 2"])
    }

    private final class MovableSource: UITableViewDiffableDataSource<Int, String> {
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            indexPath.row == 0
        }
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    }

    /// A diffable data source edits and moves nothing unless a subclass overrides it, as apps do.
    func testDiffableDataSourceSubclassChoosesTheEditableRows() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        let cellProvider: UITableViewDiffableDataSource<Int, String>.CellProvider = { _, _, text in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = text
            cell.showsReorderControl = true
            return cell
        }
        let source = MovableSource(tableView: table, cellProvider: cellProvider)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A", "B"])
        source.apply(snapshot)
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let first = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let second = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        XCTAssertEqual(first.editingStyle, .delete)
        XCTAssertNotNil(control(first, .reorder))
        XCTAssertEqual(second.editingStyle, .none)
        XCTAssertEqual(second.contentView.frame.minX, 0)
        let plain = UITableViewDiffableDataSource<Int, String>(tableView: table, cellProvider: cellProvider)
        XCTAssertFalse(plain.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)))
        XCTAssertFalse(plain.tableView(table, canMoveRowAt: IndexPath(row: 0, section: 0)))
    }

    private final class LongTextSource: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.numberOfLines = 0
            cell.textLabel?.text = String(repeating: "Eggs ", count: 9)
            cell.showsReorderControl = true
            return cell
        }
    }

    /// The controls narrow the content view, so a self-sizing row wraps onto more lines and grows.
    func testSelfSizingRowsAreMeasuredAgainWhenEditing() throws {
        let source = LongTextSource()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.dataSource = source
        table.layoutIfNeeded()
        let resting = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let editing = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        XCTAssertGreaterThan(editing, resting)
        table.setEditing(false, animated: false)
        table.layoutIfNeeded()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, resting)
    }

    func testTransitionsBracketTheEditingChange() throws {
        let controller = editingTable()
        let row = cell(controller, 0)
        XCTAssertEqual(row.log.suffix(2), ["will 1 editing false", "did 1 editing true"])
        controller.setEditing(false, animated: true)
        XCTAssertEqual(row.log.suffix(2), ["will 0 editing true", "did 0 editing false"])
        XCTAssertEqual(UITableViewCell.StateMask.showingDeleteConfirmation.rawValue, 2)
        XCTAssertFalse(row.showingDeleteConfirmation)
    }
}
