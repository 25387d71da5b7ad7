import OpenUIKit
import XCTest

/// A table as a navigation controller's root, the way settings screens and lists ship.
final class UITableViewNavigationTests: XCTestCase {
    /// A short table still bounces vertically (UIKit's tables always do), so its automatic content inset takes the
    /// status bar and the large-title bar: 20 + 44 + 52 = 116 on iPhone 8 (uikit-facts-breadth §3.1, §3.2), and it
    /// rests with its first row below the bar.
    func testShortTableStartsBelowLargeTitleBar() {
        let list = ListTableViewController(style: .insetGrouped, rows: [["A", "B"]])
        list.title = "Settings"
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        _ = present(navigation, on: .iPhone8)
        let table = list.tableView!
        XCTAssertTrue(table.alwaysBounceVertical)
        XCTAssertEqual(table.adjustedContentInset.top, 116)
        XCTAssertEqual(table.contentOffset.y, -116)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        XCTAssertGreaterThanOrEqual(table.convert(first.frame, to: nil).minY, 116)
    }

    /// A plain table under a standard bar: 20 + 44 = 64 (uikit-facts-breadth §3.2).
    func testPlainTableBelowStandardBar() {
        let list = ListTableViewController(style: .plain, rows: [["A"]])
        list.title = "Essay"
        _ = present(UINavigationController(rootViewController: list), on: .iPhone8)
        XCTAssertEqual(list.tableView.adjustedContentInset.top, 64)
        XCTAssertEqual(list.tableView.contentOffset.y, -64)
    }
}
