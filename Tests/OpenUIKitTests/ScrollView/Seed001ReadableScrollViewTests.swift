import XCTest

@testable import OpenUIKit
@testable import ReferenceScenes

/// Seed 001's scene, `ReadableScrollViewController` in ReferenceScenes, as the command renders it but
/// with the text each test needs; its views are found the way a test of client code would find them.
private struct ScrollTextScene {
    let controller: ReadableScrollViewController
    let window: UIWindow

    init(
        text: String, pinning: ReadableScrollViewController.LabelPinning = .readableContentGuide, on device: Device,
        _ orientation: Orientation = .portrait
    ) {
        controller = ReadableScrollViewController(text: text, pinning: pinning)
        window = present(controller, on: device, orientation)
    }

    var scrollView: UIScrollView { controller.view.subviews.compactMap { $0 as? UIScrollView }.first! }
    var contentView: UIView { scrollView.subviews.first { $0.subviews.contains { $0 is UILabel } }! }
    var label: UILabel { contentView.subviews.compactMap { $0 as? UILabel }.first! }
}

final class Seed001ReadableScrollViewTests: XCTestCase {
    private let article = String(
        repeating: "Readable Content Guide를 사용하면 기기와 방향에 따라 읽을 수 있는 최적화된 영역에서 콘텐츠를 볼 수 있습니다. ",
        count: 30)

    private func expectedHeight(of label: UILabel, width: CGFloat) -> CGFloat {
        label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }

    /// iPhone 8: the content view's margins are the default 8 (uikit-facts §2.1), narrower than the
    /// readable width, so the label spans the margins: x 8, width 375 − 16.
    func testIPhone8LabelSpansTheContentViewMargins() {
        let scene = ScrollTextScene(text: article, on: .iPhone8)
        let label = scene.label
        XCTAssertRect(scene.scrollView.frame, 0, 0, 375, 667)
        let height = expectedHeight(of: label, width: 359)
        XCTAssertGreaterThan(height, 667)
        XCTAssertRect(label.frame, 8, 0, 359, height)
        XCTAssertRect(scene.contentView.frame, 0, 0, 375, height)
        // The content size comes from the constraints to the content guide.
        XCTAssertEqual(scene.scrollView.contentSize, CGSize(width: 375, height: height))
        // Taller than the screen, so `.automatic` includes the status bar's 20 pt (uikit-facts §5.1) and
        // the scroll view rests at the top of its content.
        XCTAssertEqual(scene.scrollView.adjustedContentInset, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(scene.scrollView.contentOffset, CGPoint(x: 0, y: -20))
    }

    /// iPad Pro 12.9": the readable guide caps the label at 672 pt (uikit-facts §1.2), centred: x
    /// (1024 − 672) / 2 in portrait and (1366 − 672) / 2 in landscape.
    func testIPadProLabelIsConfinedToA672Column() {
        let portrait = ScrollTextScene(text: article, on: .iPadPro12_9)
        let height = expectedHeight(of: portrait.label, width: 672)
        XCTAssertRect(portrait.label.frame, 176, 0, 672, height)
        XCTAssertEqual(portrait.scrollView.contentSize.width, 1024)

        let landscape = ScrollTextScene(text: article, on: .iPadPro12_9, .landscape)
        XCTAssertRect(landscape.label.frame, 347, 0, 672, height)
    }

    /// Without the guide (the article's "before" capture), the label spans the content view's 8-pt
    /// margins on the iPad too: 1024 − 16 wide.
    func testLayoutMarginsPinningSpansTheWholeIPad() {
        let scene = ScrollTextScene(text: article, pinning: .layoutMargins, on: .iPadPro12_9)
        XCTAssertRect(scene.label.frame, 8, 0, 1008, expectedHeight(of: scene.label, width: 1008))
    }

    /// Interface Builder's "Follow Readable Width": the content view's margins move to the readable
    /// guide, so a label pinned to the margins lands where the guide-pinned one does.
    func testFollowingReadableWidthMatchesTheGuide() {
        let guide = ScrollTextScene(text: article, on: .iPadPro12_9)
        let follow = ScrollTextScene(text: article, pinning: .contentViewFollowsReadableWidth, on: .iPadPro12_9)
        XCTAssertRect(follow.label.frame, 176, 0, 672, guide.label.frame.height)
        XCTAssertEqual(follow.scrollView.contentSize, guide.scrollView.contentSize)
    }

    /// A short text fits the screen: no vertical adjustment, and the label keeps one line's height.
    func testShortTextDoesNotScroll() {
        let scene = ScrollTextScene(text: "Short", on: .iPhone8)
        XCTAssertEqual(scene.label.frame.height, 20.5)
        XCTAssertEqual(scene.scrollView.contentSize, CGSize(width: 375, height: 20.5))
        XCTAssertEqual(scene.scrollView.adjustedContentInset, .zero)
        XCTAssertEqual(scene.scrollView.contentOffset, .zero)
    }

    /// With the snapshot option on, the vertical indicator is a 3-pt bar 3 pt from the right edge
    /// (uikit-facts §5.2: x 369 in a 375-wide scroll view), below the 20-pt inset and 3 pt more.
    func testIndicatorOnlyWhenTheSnapshotAsksForIt() {
        let scene = ScrollTextScene(text: article, on: .iPhone8)
        let window = scene.window
        let scrollView = scene.scrollView
        XCTAssertTrue(scrollView.scrollIndicators.isEmpty)
        scrollView.showsScrollIndicatorsInSnapshot = true
        window.layoutIfNeeded()
        let indicator = scrollView.scrollIndicators.first!
        XCTAssertEqual(indicator.axis, .vertical)
        let content = scrollView.contentSize.height + 20
        let track: CGFloat = 667 - 20 - 6
        XCTAssertRect(indicator.frame, 369, -20 + 20 + 3, 3, max(37, track * 667 / content))
        XCTAssertTrue(scrollView.subviews.last === indicator)
        XCTAssertEqual(indicator.layer.cornerRadius, 1.5)
    }
}
