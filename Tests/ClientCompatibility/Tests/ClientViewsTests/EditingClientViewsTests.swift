import SnapshotTesting
import UIKit
import XCTest

@testable import ClientViews

/// An editable list as apps write it (`GroceryListViewController`): the Edit button puts the controller and its
/// table in editing mode, the rows show UIKit's delete, insert and reorder controls, and the data source
/// methods the controls would call change the list (bodies on the main actor, see `ClientViewsTests`).
final class EditingClientViewsTests: XCTestCase {
    @MainActor
    private static func editingList() -> (UINavigationController, GroceryListViewController) {
        let list = GroceryListViewController()
        let navigation = UINavigationController(rootViewController: list)
        list.loadViewIfNeeded()
        let edit = list.editButtonItem
        UIApplication.shared.sendAction(edit.action!, to: edit.target, from: edit, for: nil)
        return (navigation, list)
    }

    func testTheEditButtonPutsTheTableInEditingMode() throws {
        try MainActor.assumeIsolated {
            let (navigation, list) = Self.editingList()
            let window = UIWindow(device: .iPhone8)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            XCTAssertTrue(list.isEditing)
            XCTAssertTrue(list.tableView.isEditing, "the override tells the table")
            XCTAssertEqual(list.navigationItem.rightBarButtonItem?.title, "Done")
            XCTAssertEqual(list.tableView.numberOfRows(inSection: 0), 4, "the Add Item row")
            let milk = try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
            let add = try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 3, section: 0)))
            XCTAssertTrue(milk.isEditing)
            XCTAssertEqual(milk.editingStyle, .delete)
            XCTAssertEqual(add.editingStyle, .insert)
            XCTAssertGreaterThan(milk.contentView.frame.minX, 0, "indented past the delete control")
        }
    }

    func testTheControlsDataSourceMethodsChangeTheList() {
        MainActor.assumeIsolated {
            let (_, list) = Self.editingList()
            let table = list.tableView
            list.tableView(table, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
            XCTAssertEqual(list.items, ["Milk", "Bread"])
            list.tableView(table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
            XCTAssertEqual(list.items, ["Bread", "Milk"])
            list.tableView(table, commit: .insert, forRowAt: IndexPath(row: 2, section: 0))
            XCTAssertEqual(list.items, ["Bread", "Milk", "Item 3"])
            XCTAssertFalse(list.tableView(table, canMoveRowAt: IndexPath(row: 3, section: 0)), "Add Item stays")
            list.setEditing(false, animated: true)
            XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        }
    }

    func testTheEditingListLooksAsOnIOS() {
        MainActor.assumeIsolated {
            assertSnapshot(of: Self.editingList().0, as: .image(on: .iPhone13, orientation: .portrait))
            assertSnapshot(
                of: Self.editingList().0, as: .image(on: .iPhone13, orientation: .portrait, appearance: .dark),
                named: "dark")
            assertSnapshot(
                of: Self.editingList().0,
                as: .image(on: .iPhone13, orientation: .portrait, layoutDirection: .rightToLeft), named: "rtl")
        }
    }
}
