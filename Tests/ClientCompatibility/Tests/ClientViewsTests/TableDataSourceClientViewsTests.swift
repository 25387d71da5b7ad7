import ClientViews
import UIKit
import XCTest

/// A Swift 6 controller that is its own table data source and delegate, as UIKit's main-actor protocols allow.
final class TableDataSourceClientViewsTests: XCTestCase {
    func testTheControllerFeedsAndReactsToItsTable() {
        MainActor.assumeIsolated {
            let pantry = PantryListViewController()
            let window = UIWindow(device: .iPhone8)
            window.rootViewController = pantry
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            XCTAssertEqual(pantry.tableView.numberOfRows(inSection: 0), 4)
            pantry.tableView(pantry.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
            XCTAssertEqual(pantry.items.first, "Rice")
            XCTAssertEqual(pantry.tableView.numberOfRows(inSection: 0), 3)
            pantry.tableView.contentOffset = CGPoint(x: 0, y: 12)
            XCTAssertEqual(pantry.lastScrollOffset, 12, "scrollViewDidScroll reaches the controller")
        }
    }
}
