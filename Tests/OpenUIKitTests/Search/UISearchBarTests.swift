import XCTest

@testable import OpenUIKit

/// A standalone search bar: 56 tall (iOS 11+, jdisho/Papr pull request 67), a 36-pt field (uikit-facts-breadth
/// §3.1) inset 8 and centred, and the prompt, Cancel button and scope bar around it (`SearchMetrics`).
final class UISearchBarTests: BarLayoutTestCase {
    func testDefaults() {
        let bar = UISearchBar()
        XCTAssertEqual(bar.searchBarStyle, .default)
        XCTAssertEqual(bar.barStyle, .default)
        XCTAssertNil(bar.placeholder)
        XCTAssertNil(bar.prompt)
        XCTAssertEqual(bar.text, "")
        XCTAssertFalse(bar.showsCancelButton)
        XCTAssertFalse(bar.showsBookmarkButton)
        XCTAssertFalse(bar.showsScopeBar)
        XCTAssertNil(bar.scopeButtonTitles)
        XCTAssertEqual(bar.selectedScopeButtonIndex, 0)
        XCTAssertTrue(bar.isTranslucent)
        XCTAssertNil(bar.barTintColor)
        XCTAssertNil(bar.delegate)
        XCTAssertEqual(bar.searchTextField.returnKeyType, .search)
        XCTAssertEqual(bar.searchTextField.clearButtonMode, .whileEditing)
        XCTAssertEqual(UISearchBar.Style.minimal.rawValue, 2)
        XCTAssertEqual(UISearchBar.Icon.resultsList.rawValue, 3)
    }

    func testTextAndPlaceholderLiveInTheField() {
        let bar = UISearchBar()
        bar.placeholder = "Search"
        bar.text = "Ai"
        XCTAssertEqual(bar.searchTextField.placeholder, "Search")
        XCTAssertEqual(bar.searchTextField.text, "Ai")
    }

    func testSizeToFitIs56TallAndKeepsTheWidth() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 10))
        bar.sizeToFit()
        XCTAssertEqual(bar.frame.size, CGSize(width: 320, height: 56))
        XCTAssertEqual(bar.intrinsicContentSize.height, 56)
        XCTAssertEqual(bar.intrinsicContentSize.width, UIView.noIntrinsicMetric)
    }

    func testFieldIsInsetAndCentred() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 375, height: 56))
        bar.layoutIfNeeded()
        XCTAssertEqual(bar.searchTextField.frame, CGRect(x: 8, y: 10, width: 359, height: 36))
    }

    func testPromptCancelAndScopeBarGrowTheBar() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 375, height: 56))
        bar.prompt = "Find a contact"
        bar.scopeButtonTitles = ["All", "Family", "Work"]
        XCTAssertEqual(bar.intrinsicContentSize.height, 86, "the scope bar shows only with showsScopeBar")
        bar.showsScopeBar = true
        bar.showsCancelButton = true
        XCTAssertEqual(bar.intrinsicContentSize.height, 30 + 56 + 44)
        bar.frame.size.height = 130
        bar.layoutIfNeeded()
        XCTAssertEqual(bar.promptLabel?.frame.height, 30)
        XCTAssertEqual(bar.searchTextField.frame.minY, 40)
        let cancel = try! XCTUnwrap(bar.cancelButton)
        XCTAssertEqual(cancel.frame.maxX, 367)
        XCTAssertEqual(bar.searchTextField.frame.maxX, cancel.frame.minX - 8)
        XCTAssertEqual(bar.scopeBar?.numberOfSegments, 3)
        XCTAssertEqual(bar.scopeBar?.frame.minX, 8)
        XCTAssertGreaterThanOrEqual(bar.scopeBar?.frame.minY ?? 0, 86)
        bar.selectedScopeButtonIndex = 2
        XCTAssertEqual(bar.scopeBar?.selectedSegmentIndex, 2)
    }

    func testMirrorsInRightToLeft() {
        let host = UIViewController()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 375, height: 56))
        bar.showsCancelButton = true
        host.view.addSubview(bar)
        let window = present(host, on: .iPhone8)
        window.traitOverrides.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        let cancel = try! XCTUnwrap(bar.cancelButton)
        XCTAssertEqual(cancel.frame.minX, 8, "Cancel trails, on the left")
        XCTAssertEqual(bar.searchTextField.frame.maxX, 367)
        let field = bar.searchTextField
        let magnifier = try! XCTUnwrap(field.leftView)
        XCTAssertEqual(magnifier.frame.maxX, field.bounds.width - 8, "the magnifier leads, on the right")
        XCTAssertEqual(field.textRect(forBounds: field.bounds).maxX, field.bounds.width - 32)
    }

    func testSearchFieldPlacesTheMagnifierBeforeTheText() {
        let field = UISearchTextField(frame: CGRect(x: 0, y: 0, width: 300, height: 36))
        field.layoutIfNeeded()
        XCTAssertEqual(field.leftView?.frame, CGRect(x: 8, y: 9, width: 18, height: 18))
        XCTAssertEqual(field.textRect(forBounds: field.bounds), CGRect(x: 32, y: 0, width: 260, height: 36))
        XCTAssertEqual(field.placeholderTextColor, UIColor.secondaryLabel)
    }

    func testBookmarkButtonSitsAtTheTrailingEndOfTheField() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 375, height: 56))
        bar.showsBookmarkButton = true
        bar.layoutIfNeeded()
        bar.searchTextField.layoutIfNeeded()
        XCTAssertEqual(bar.searchTextField.rightView?.frame.maxX, 359 - 8)
        bar.showsBookmarkButton = false
        XCTAssertNil(bar.searchTextField.rightView)
    }

    func testBackgroundByStyle() {
        let bar = UISearchBar()
        XCTAssertEqual(bar.backgroundView.backgroundColor, BarMetrics.materialColor)
        bar.barTintColor = .systemTeal
        XCTAssertEqual(bar.backgroundView.backgroundColor, .systemTeal)
        bar.searchBarStyle = .minimal
        XCTAssertTrue(bar.backgroundView.isHidden)
    }

    func testAsTableHeaderView() {
        let table = UITableViewController(style: .plain)
        let search = UISearchController(searchResultsController: nil)
        table.tableView.tableHeaderView = search.searchBar
        present(UINavigationController(rootViewController: table), on: .iPhone8)
        XCTAssertEqual(search.searchBar.frame, CGRect(x: 0, y: 0, width: 375, height: 56))
        XCTAssertEqual(search.searchBar.searchTextField.frame, CGRect(x: 8, y: 10, width: 359, height: 36))
    }
}
