import OpenUIKit
import XCTest

/// Seed 001 (a Korean article on the readable content guide in a scroll view): the code section's
/// scroll-view code, verbatim, inside `viewDidLoad`; the article shows the scroll view filling the
/// screen but not how it is attached, so it is pinned to the root view's edges.
private final class ReadableScrollViewController: UIViewController {
    let text: String
    private(set) var scrollViewForTest: UIScrollView!
    private(set) var contentViewForTest: UIView!
    private(set) var labelForTest: UILabel!

    init(text: String) {
        self.text = text
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let scrollView = UIScrollView()
        let contentView = UIView()

        scrollView.addSubview(contentView)
        contentView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            contentView.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor),
        ])

        let label = UILabel()
        label.text = text
        label.numberOfLines = 0
        contentView.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: contentView.readableContentGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: contentView.readableContentGuide.trailingAnchor),
        ])

        view.addSubview(scrollView)
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        scrollViewForTest = scrollView
        contentViewForTest = contentView
        labelForTest = label
    }
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
        let controller = ReadableScrollViewController(text: article)
        _ = present(controller, on: .iPhone8)
        let scrollView = controller.scrollViewForTest!
        let label = controller.labelForTest!
        XCTAssertRect(scrollView.frame, 0, 0, 375, 667)
        let height = expectedHeight(of: label, width: 359)
        XCTAssertGreaterThan(height, 667)
        XCTAssertRect(label.frame, 8, 0, 359, height)
        XCTAssertRect(controller.contentViewForTest.frame, 0, 0, 375, height)
        // The content size comes from the constraints to the content guide.
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 375, height: height))
        // Taller than the screen, so `.automatic` includes the status bar's 20 pt (uikit-facts §5.1) and
        // the scroll view rests at the top of its content.
        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: -20))
    }

    /// iPad Pro 12.9" portrait: the readable guide caps the label at 672 pt, centred: x (1024 − 672) / 2.
    func testIPadProLabelIsConfinedTo672() {
        let controller = ReadableScrollViewController(text: article)
        _ = present(controller, on: .iPadPro12_9)
        let label = controller.labelForTest!
        XCTAssertRect(label.frame, 176, 0, 672, expectedHeight(of: label, width: 672))
        XCTAssertEqual(controller.scrollViewForTest.contentSize.width, 1024)

        let landscape = ReadableScrollViewController(text: article)
        _ = present(landscape, on: .iPadPro12_9, .landscape)
        XCTAssertRect(landscape.labelForTest.frame, 347, 0, 672, expectedHeight(of: label, width: 672))
    }

    /// A short text fits the screen: no vertical adjustment, and the label keeps one line's height.
    func testShortTextDoesNotScroll() {
        let controller = ReadableScrollViewController(text: "Short")
        _ = present(controller, on: .iPhone8)
        XCTAssertEqual(controller.labelForTest.frame.height, 20.5)
        XCTAssertEqual(controller.scrollViewForTest.contentSize, CGSize(width: 375, height: 20.5))
        XCTAssertEqual(controller.scrollViewForTest.adjustedContentInset, .zero)
        XCTAssertEqual(controller.scrollViewForTest.contentOffset, .zero)
    }

    /// With the snapshot option on, the vertical indicator is a 3-pt bar 3 pt from the right edge
    /// (uikit-facts §5.2: x 369 in a 375-wide scroll view), below the 20-pt inset and 3 pt more.
    func testIndicatorOnlyWhenTheSnapshotAsksForIt() {
        let controller = ReadableScrollViewController(text: article)
        let window = present(controller, on: .iPhone8)
        let scrollView = controller.scrollViewForTest!
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
