import XCTest

@testable import OpenUIKit

/// Toolbar items from the leading margin; flexible spaces share the rest; fixed spaces keep their width.
final class UIToolbarTests: BarLayoutTestCase {
    private func navigation(items: [UIBarButtonItem]) -> UINavigationController {
        let content = UIViewController()
        content.toolbarItems = items
        let nav = UINavigationController(rootViewController: content)
        nav.setToolbarHidden(false, animated: false)
        return nav
    }

    func testFlexibleSpacesPushItemsToTheEdges() {
        let nav = navigation(items: [
            UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil), .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil),
        ])
        present(nav, on: .iPhone8)
        let buttons = nav.toolbar.buttons
        XCTAssertEqual(buttons.count, 3)
        XCTAssertEqual(buttons[0].frame.minX, 16)
        XCTAssertEqual(buttons[2].frame.maxX, 359)
        XCTAssertTrue(buttons[1].isHidden, "a space draws nothing")
    }

    func testFixedSpaceKeepsItsWidth() {
        let nav = navigation(items: [
            UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil), .fixedSpace(40),
            UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil),
        ])
        present(nav, on: .iPhone8)
        let buttons = nav.toolbar.buttons
        XCTAssertEqual(buttons[1].frame.width, 40)
        XCTAssertEqual(buttons[2].frame.minX, 16 + 22 + 8 + 40 + 8)
    }

    func testItemsFollowTheTopController() {
        let nav = navigation(items: [UIBarButtonItem(title: "One", style: .plain, target: nil, action: nil)])
        present(nav, on: .iPhone8)
        let next = UIViewController()
        next.toolbarItems = [
            UIBarButtonItem(title: "Two", style: .plain, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil),
        ]
        nav.pushViewController(next, animated: false)
        nav.view.layoutIfNeeded()
        XCTAssertEqual(nav.toolbar.items?.count, 2)
        XCTAssertEqual(nav.toolbar.buttons.count, 2)
        XCTAssertEqual(nav.toolbar.items?.last?.style, .done, "the Done system item is bold")
    }
}
