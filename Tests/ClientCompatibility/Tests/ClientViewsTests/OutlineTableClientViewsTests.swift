import ClientViews
import UIKit
import XCTest

/// A Swift 6 UITableViewController subclass overriding the delegate methods apps restyle and indent with; the
/// table calls them as it lays out.
final class OutlineTableClientViewsTests: XCTestCase {
    func testTheTableCallsTheOverridesAsItLaysOut() {
        MainActor.assumeIsolated {
            let outline = OutlineTableViewController(style: .plain)
            let window = UIWindow(device: .iPhone8)
            window.rootViewController = outline
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            XCTAssertEqual(outline.displayedHeaders, [0])
            XCTAssertEqual(outline.tableView.headerView(forSection: 0)?.textLabel?.textColor, .systemIndigo)
            XCTAssertEqual(
                (0..<4).map { outline.tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.indentationLevel },
                [0, 1, 2, 1])
            let table: UITableViewDelegate = outline
            XCTAssertNil(table.tableView(outline.tableView, willSelectRowAt: IndexPath(row: 0, section: 0)))
            XCTAssertNotNil(
                table.tableView(
                    outline.tableView, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 1, section: 0)))
        }
    }
}
