import XCTest

@testable import OpenUIKit

final class UIPageViewControllerTests: XCTestCase {
    private final class CountingSource: UIPageViewControllerDataSource {
        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
        ) -> UIViewController? { nil }
        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
        ) -> UIViewController? { nil }
        func presentationCount(for pageViewController: UIPageViewController) -> Int { 3 }
    }

    /// The page fills the controller's view and is its child; setting pages replaces it.
    func testTheCurrentPageFillsTheView() {
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        XCTAssertEqual(pages.spineLocation, .none, "scrolling pages have no spine")
        let first = UIViewController()
        pages.setViewControllers([first], direction: .forward, animated: false)
        let window = present(pages, on: .iPhone8)
        XCTAssertTrue(first.parent === pages)
        XCTAssertEqual(first.view.frame, window.bounds)
        let second = UIViewController()
        var finished = false
        pages.setViewControllers([second], direction: .reverse, animated: true) { finished = $0 }
        window.layoutIfNeeded()
        XCTAssertTrue(finished)
        XCTAssertNil(first.parent)
        XCTAssertNil(first.viewIfLoaded?.superview)
        XCTAssertTrue(second.view.superview === pages.view)
        XCTAssertEqual(pages.viewControllers?.count, 1)
    }

    /// A mid spine shows two pages side by side; curling pages default to the left spine.
    func testSpineLocations() {
        XCTAssertEqual(
            UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal).spineLocation, .min)
        let book = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])
        XCTAssertEqual(book.spineLocation, .mid)
        let left = UIViewController()
        let right = UIViewController()
        book.setViewControllers([left, right], direction: .forward, animated: false)
        _ = present(book, on: .iPadPro11, .landscape)
        XCTAssertEqual(left.view.frame.maxX, right.view.frame.minX)
        XCTAssertEqual(right.view.frame.maxX, book.view.bounds.width)
    }

    func testACountingDataSourceAsksForTheBuiltInIndicator() {
        let source = CountingSource()
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.dataSource = source
        XCTAssertEqual(pages.view.drawingProblem?.contains("its page indicator is not drawn yet"), true)
        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        curl.dataSource = source
        XCTAssertNil(curl.view.drawingProblem, "only scrolling pages show one")
    }
}
