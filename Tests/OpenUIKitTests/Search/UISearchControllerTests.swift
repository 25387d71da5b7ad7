import XCTest

@testable import OpenUIKit

/// The search controller's defaults and callbacks, and its search bar in a navigation bar: a row of 52 below the
/// (large) title (`SearchMetrics`: the 36-pt field, uikit-facts-breadth §3.1, with 8 above and below; 30 + 16 in
/// compact height) that the content's safe area grows by (breadth §3.2).
final class UISearchControllerTests: BarLayoutTestCase {
    private final class Recorder: UISearchControllerDelegate, UISearchResultsUpdating {
        var calls: [String] = []
        func willPresentSearchController(_ searchController: UISearchController) {
            calls.append("willPresent active=\(searchController.isActive)")
        }
        func didPresentSearchController(_ searchController: UISearchController) {
            calls.append("didPresent active=\(searchController.isActive)")
        }
        func willDismissSearchController(_ searchController: UISearchController) {
            calls.append("willDismiss active=\(searchController.isActive)")
        }
        func didDismissSearchController(_ searchController: UISearchController) {
            calls.append("didDismiss active=\(searchController.isActive)")
        }
        func updateSearchResults(for searchController: UISearchController) { calls.append("update") }
    }

    func testDefaults() {
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        XCTAssertIdentical(search.searchResultsController, results)
        XCTAssertFalse(search.isActive)
        XCTAssertTrue(search.obscuresBackgroundDuringPresentation)
        XCTAssertTrue(search.hidesNavigationBarDuringPresentation)
        XCTAssertTrue(search.automaticallyShowsCancelButton)
        XCTAssertTrue(search.automaticallyShowsScopeBar)
        XCTAssertTrue(search.automaticallyShowsSearchResultsController)
        XCTAssertFalse(search.showsSearchResultsController)
        XCTAssertEqual(search.scopeBarActivation, .automatic)
        XCTAssertIdentical(search.searchBar, search.searchBar, "one bar, made once")
        XCTAssertEqual(search.searchBar.frame.height, 56)
        XCTAssertIdentical(search.searchBar.searchController, search)
        XCTAssertNil(UISearchController(searchResultsController: nil).searchResultsController)
    }

    func testActivationTellsTheDelegateThenTheUpdater() {
        let search = UISearchController(searchResultsController: nil)
        let recorder = Recorder()
        search.delegate = recorder
        search.searchResultsUpdater = recorder
        search.isActive = true
        search.isActive = true
        XCTAssertNotNil(search.searchBar.cancelButton, "automaticallyShowsCancelButton")
        search.isActive = false
        XCTAssertNil(search.searchBar.cancelButton)
        XCTAssertEqual(
            recorder.calls,
            [
                "willPresent active=false", "didPresent active=true", "update", "willDismiss active=true",
                "didDismiss active=false",
            ])
    }

    func testNavigationItemDefaults() {
        let item = UINavigationItem()
        XCTAssertNil(item.searchController)
        XCTAssertTrue(item.hidesSearchBarWhenScrolling)
        XCTAssertEqual(item.preferredSearchBarPlacement, .automatic)
        XCTAssertEqual(item.searchBarPlacement, .stacked)
        XCTAssertEqual(UINavigationItem.SearchBarPlacement.stacked.rawValue, 2)
    }

    private func searchable(large: Bool) -> (UINavigationController, UIViewController, UISearchController) {
        let content = UITableViewController(style: .plain)
        content.title = "Contacts"
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.placeholder = "Search"
        content.navigationItem.searchController = search
        let nav = UINavigationController(rootViewController: content)
        nav.navigationBar.prefersLargeTitles = large
        return (nav, content, search)
    }

    func testLargeTitleBarGrowsBySearchRow() {
        let (nav, content, search) = searchable(large: true)
        present(nav, on: .iPhone8)
        // 44 + 52 (large title, breadth §3.1) + 52 (search row).
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 20, width: 375, height: 148))
        XCTAssertEqual(content.view.safeAreaInsets.top, 20 + 148)
        XCTAssertEqual(search.searchBar.superview, nav.navigationBar)
        XCTAssertEqual(search.searchBar.frame, CGRect(x: 0, y: 96, width: 375, height: 52))
        XCTAssertEqual(search.searchBar.searchTextField.frame, CGRect(x: 16, y: 8, width: 343, height: 36))
        XCTAssertEqual(
            search.searchBar.searchTextField.frame.minX, nav.navigationBar.largeTitleLabel?.frame.minX,
            "the field lines up with the large title")
        XCTAssertTrue(search.searchBar.backgroundView.isHidden, "the bar's own background shows")
    }

    func testInlineTitleBarAndOtherDevices() {
        let (nav, content, _) = searchable(large: false)
        let window = present(nav, on: .iPhone8)
        XCTAssertEqual(nav.navigationBar.frame.height, 44 + 52)
        XCTAssertEqual(content.view.safeAreaInsets.top, 20 + 96)
        window.rootViewController = nil
        let (landscape, _, search) = searchable(large: true)
        present(landscape, on: .iPhone8, .landscape)
        XCTAssertEqual(landscape.navigationBar.frame.height, 32 + 46, "compact: no large title, 30-pt field")
        XCTAssertEqual(search.searchBar.searchTextField.frame.height, 30)
        let (pad, _, _) = searchable(large: true)
        present(pad, on: .iPadPro11)
        XCTAssertEqual(pad.navigationBar.frame.height, 50 + 52 + 52)
    }

    func testRemovingTheSearchControllerShrinksTheBar() {
        let (nav, content, search) = searchable(large: true)
        present(nav, on: .iPhone8)
        content.navigationItem.searchController = nil
        nav.view.layoutIfNeeded()
        XCTAssertEqual(nav.navigationBar.frame.height, 96)
        XCTAssertNil(search.searchBar.superview)
        XCTAssertFalse(search.searchBar.isInNavigationBar)
    }

    func testPushedControllerWithoutSearchHasNoRow() {
        let (nav, _, search) = searchable(large: false)
        present(nav, on: .iPhone8)
        let detail = UIViewController()
        detail.title = "Aiko"
        nav.pushViewController(detail, animated: false)
        nav.view.layoutIfNeeded()
        XCTAssertEqual(nav.navigationBar.frame.height, 44)
        XCTAssertNil(search.searchBar.superview)
    }
}
