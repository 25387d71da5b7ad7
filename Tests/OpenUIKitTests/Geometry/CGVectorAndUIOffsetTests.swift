import Foundation
import XCTest

@testable import OpenUIKit

final class CGVectorAndUIOffsetTests: XCTestCase {
    func testVectors() {
        XCTAssertEqual(CGVector(), .zero)
        XCTAssertEqual(CGVector(dx: 3, dy: -4), CGVector(dx: 3.0, dy: -4.0))
        XCTAssertEqual(CGVector(dx: CGFloat(1.5), dy: 2).dx, 1.5)
        let decoded = try? JSONDecoder().decode(CGVector.self, from: JSONEncoder().encode(CGVector(dx: 1, dy: 2)))
        XCTAssertEqual(decoded, CGVector(dx: 1, dy: 2))
    }

    func testBarButtonItemsKeepTheirPositionAdjustmentsPerMetrics() {
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        XCTAssertEqual(item.titlePositionAdjustment(for: .default), .zero)
        item.setTitlePositionAdjustment(UIOffset(horizontal: 2, vertical: -1), for: .default)
        item.setBackgroundVerticalPositionAdjustment(3, for: .compact)
        item.setBackButtonTitlePositionAdjustment(UIOffset(horizontal: -4, vertical: 0), for: .defaultPrompt)
        XCTAssertEqual(item.titlePositionAdjustment(for: .default), UIOffset(horizontal: 2, vertical: -1))
        XCTAssertEqual(item.titlePositionAdjustment(for: .compact), .zero)
        XCTAssertEqual(item.backgroundVerticalPositionAdjustment(for: .compact), 3)
        XCTAssertEqual(
            item.backButtonTitlePositionAdjustment(for: .defaultPrompt), UIOffset(horizontal: -4, vertical: 0))
        XCTAssertEqual(UIBarMetrics.compactPrompt.rawValue, 102)
    }

    func testSearchBarsAndSegmentedControlsKeepTheirs() {
        let search = UISearchBar()
        search.setPositionAdjustment(UIOffset(horizontal: 4, vertical: 0), for: .search)
        XCTAssertEqual(search.positionAdjustment(for: .search), UIOffset(horizontal: 4, vertical: 0))
        XCTAssertEqual(search.positionAdjustment(for: .clear), .zero)

        let segments = UISegmentedControl(items: ["One", "Two"])
        segments.setContentPositionAdjustment(
            UIOffset(horizontal: 0, vertical: 2), forSegmentType: .left, barMetrics: .default)
        XCTAssertEqual(
            segments.contentPositionAdjustment(forSegmentType: .left, barMetrics: .default),
            UIOffset(horizontal: 0, vertical: 2))
        XCTAssertEqual(segments.contentPositionAdjustment(forSegmentType: .right, barMetrics: .default), .zero)

        let appearance = UINavigationBarAppearance()
        appearance.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -3)
        XCTAssertEqual((appearance.copy() as? UINavigationBarAppearance)?.titlePositionAdjustment.vertical, -3)
    }

    /// A tab bar item's title moves by its adjustment from where the bar lays it out.
    func testATabBarItemsTitleMovesByItsAdjustment() throws {
        func titleFrame(_ adjustment: UIOffset) throws -> CGRect {
            let tabs = UITabBarController()
            let first = UIViewController()
            first.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
            first.tabBarItem.titlePositionAdjustment = adjustment
            tabs.viewControllers = [first, UIViewController()]
            let window = present(tabs, on: .iPhone8)
            defer { withExtendedLifetime(window) {} }
            func labels(in view: UIView) -> [UILabel] {
                [view as? UILabel].compactMap { $0 } + view.subviews.flatMap(labels)
            }
            let label = try XCTUnwrap(labels(in: tabs.tabBar).first { $0.text == "Home" })
            return label.convert(label.bounds, to: nil)
        }
        let plain = try titleFrame(.zero)
        let moved = try titleFrame(UIOffset(horizontal: 3, vertical: -2))
        XCTAssertEqual(moved.origin.x, plain.origin.x + 3)
        XCTAssertEqual(moved.origin.y, plain.origin.y - 2)
    }
}
