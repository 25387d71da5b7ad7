import XCTest

@testable import OpenUIKit

final class UIScrollViewTests: XCTestCase {
    /// A full-screen scroll view on iPhone 8 (safe area top 20, uikit-facts §3.1).
    private func fullScreen(content: CGSize, behavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic)
        -> (UIWindow, UIScrollView)
    {
        let window = UIWindow(device: .iPhone8, orientation: .portrait)
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentInsetAdjustmentBehavior = behavior
        scrollView.contentSize = content
        window.addSubview(scrollView)
        window.layoutIfNeeded()
        keepVisible(window)
        return (window, scrollView)
    }

    func testDefaults() {
        let scrollView = UIScrollView()
        XCTAssertEqual(scrollView.contentInsetAdjustmentBehavior, .automatic)
        XCTAssertTrue(scrollView.showsVerticalScrollIndicator)
        XCTAssertTrue(scrollView.automaticallyAdjustsScrollIndicatorInsets)
        XCTAssertEqual(scrollView.verticalScrollIndicatorInsets, .zero)
        XCTAssertTrue(scrollView.clipsToBounds)
        XCTAssertEqual(scrollView.contentOffset, .zero)
    }

    /// uikit-facts §5.1: `.scrollableAxes` (and `.automatic` outside navigation controllers) include the
    /// safe area only along an axis that scrolls; `.always` always; `.never` never.
    func testAdjustmentBehaviours() {
        XCTAssertEqual(fullScreen(content: CGSize(width: 375, height: 300)).1.adjustedContentInset, .zero)
        let tall = fullScreen(content: CGSize(width: 375, height: 2000)).1
        XCTAssertEqual(tall.adjustedContentInset, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(tall.contentOffset, CGPoint(x: 0, y: -20))
        let always = fullScreen(content: .zero, behavior: .always).1
        XCTAssertEqual(always.adjustedContentInset.top, 20)
        let never = fullScreen(content: CGSize(width: 375, height: 2000), behavior: .never).1
        XCTAssertEqual(never.adjustedContentInset, .zero)
        let bouncing = fullScreen(content: .zero).1
        bouncing.alwaysBounceVertical = true
        XCTAssertEqual(bouncing.adjustedContentInset.top, 20)
        bouncing.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
        XCTAssertEqual(bouncing.adjustedContentInset, UIEdgeInsets(top: 30, left: 0, bottom: 5, right: 0))
    }

    func testContentOffsetIsTheBoundsOrigin() {
        let (_, scrollView) = fullScreen(content: CGSize(width: 375, height: 2000), behavior: .never)
        scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
        XCTAssertEqual(scrollView.bounds.origin, CGPoint(x: 0, y: 100))
        XCTAssertEqual(scrollView.frame.origin, .zero)
    }

    func testScrollRectToVisibleMovesTheLeastAndStaysInTheContent() {
        let (_, scrollView) = fullScreen(content: CGSize(width: 375, height: 2000), behavior: .never)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 100), animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, 1100 - 667)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1950, width: 10, height: 200), animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, 2000 - 667)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 10, width: 10, height: 10), animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, 10)
    }

    /// A view pinned to the frame guide keeps its place on screen while the content scrolls.
    func testFrameLayoutGuideFollowsTheOffset() {
        let window = UIWindow(device: .iPhone8, orientation: .portrait)
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 375, height: 3000)
        window.addSubview(scrollView)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(badge.frame, CGRect(x: 325, y: 10, width: 40, height: 40))
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        window.layoutIfNeeded()
        XCTAssertEqual(badge.frame, CGRect(x: 325, y: 510, width: 40, height: 40))
        // The content guide was not constrained by the badge, so the content size stays as set.
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 375, height: 3000))
    }

    /// uikit-facts §5.2: 3 pt thick, 3 pt from the edges; a short bar grows to the minimum length.
    func testIndicatorGeometry() {
        let (window, scrollView) = fullScreen(content: CGSize(width: 1000, height: 100_000), behavior: .never)
        window.showsScrollIndicatorsInSnapshot = true
        scrollView.contentOffset = CGPoint(x: 0, y: (100_000 - 667) / 2)
        window.layoutIfNeeded()
        let vertical = scrollView.scrollIndicators.first { $0.axis == .vertical }!
        let horizontal = scrollView.scrollIndicators.first { $0.axis == .horizontal }!
        let track: CGFloat = 667 - 6
        XCTAssertEqual(vertical.frame.width, 3)
        XCTAssertEqual(vertical.frame.height, 37)
        XCTAssertEqual(vertical.frame.minX, 369)
        XCTAssertEqual(vertical.frame.minY, scrollView.contentOffset.y + 3 + (track - 37) / 2, accuracy: 0.01)
        XCTAssertEqual(horizontal.frame.height, 3)
        XCTAssertEqual(horizontal.frame.minY, scrollView.contentOffset.y + 667 - 6)
        XCTAssertEqual(horizontal.frame.minX, 3)
        XCTAssertEqual(horizontal.frame.width, (375 - 6 - 6) * 375 / 1000, accuracy: 1e-9)
        XCTAssertEqual(vertical.backgroundColor?.rgba(in: UITraitCollection()).alpha, 0.35)
        scrollView.showsVerticalScrollIndicator = false
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.scrollIndicators.map(\.axis), [.horizontal])
    }

    func testContentThatFitsShowsNoIndicator() {
        let (_, scrollView) = fullScreen(content: CGSize(width: 375, height: 300))
        scrollView.showsScrollIndicatorsInSnapshot = true
        scrollView.updateScrollIndicators()
        XCTAssertTrue(scrollView.scrollIndicators.isEmpty)
    }

    /// uikit-facts §5.1: `.automatic` "always" adjusts vertically for the content view of a controller
    /// displayed by a navigation controller, even when the content is shorter than the view; the same
    /// collection view outside one adjusts only once it scrolls.
    func testAutomaticInsetsForAContainedControllersContentView() {
        let contained = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        _ = present(UINavigationController(rootViewController: contained), on: .iPhone8)
        let view = contained.collectionView!
        XCTAssertEqual(view.contentSize.height, 0)
        XCTAssertEqual(view.adjustedContentInset.top, view.safeAreaInsets.top)
        XCTAssertGreaterThan(view.adjustedContentInset.top, 20)
        XCTAssertEqual(view.contentOffset.y, -view.adjustedContentInset.top)

        let alone = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        _ = present(alone, on: .iPhone8)
        XCTAssertEqual(alone.collectionView.adjustedContentInset.top, 0)
    }
}
