import XCTest

@testable import OpenUIKit

final class UITextViewTests: XCTestCase {
    /// Issue 17: textContainerInset 8 top and bottom, lineFragmentPadding 5.
    func testInsetsAndPadding() {
        let view = UITextView()
        XCTAssertEqual(view.textContainerInset, UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        XCTAssertEqual(view.textContainer.lineFragmentPadding, 5)
        XCTAssertTrue(view.isEditable)
        XCTAssertTrue(view.isScrollEnabled)
        XCTAssertEqual(view.intrinsicContentSize.height, UIView.noIntrinsicMetric, "scrolling: no intrinsic size")
    }

    func testWithoutScrollingItSizesToItsText() {
        let view = UITextView()
        view.font = .systemFont(ofSize: 17)
        view.text = "Hello"
        view.isScrollEnabled = false
        let label = UILabel()
        label.text = "Hello"
        let text = label.intrinsicContentSize
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: text.width + 10, height: text.height + 16))
    }

    func testSelfSizingWrapsAtTheLayoutWidth() {
        let view = UITextView()
        view.font = .systemFont(ofSize: 17)
        view.text = String(repeating: "word ", count: 40)
        view.isScrollEnabled = false
        XCTAssertTrue(view.hasWidthDependentIntrinsicContentSize)
        let narrow = view.intrinsicContentSize(forLayoutWidth: 150)!
        let wide = view.intrinsicContentSize(forLayoutWidth: 600)!
        XCTAssertGreaterThan(narrow.height, wide.height)
        let label = UILabel()
        label.numberOfLines = 0
        label.text = view.text
        XCTAssertEqual(narrow.height, label.sizeThatFits(CGSize(width: 140, height: 0)).height + 16)
    }

    func testAutoLayoutGivesTheTextViewItsTextsHeight() {
        let controller = UIViewController()
        let text = UITextView()
        text.font = .systemFont(ofSize: 17)
        text.text = String(repeating: "Self-sizing text view. ", count: 20)
        text.isScrollEnabled = false
        text.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
            text.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -20),
            text.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 40),
        ])
        _ = present(controller, on: .iPhone8)
        XCTAssertEqual(text.frame.width, 335)
        XCTAssertEqual(text.frame.height, text.intrinsicContentSize(forLayoutWidth: 335)!.height)
        XCTAssertGreaterThan(text.frame.height, 60)
    }

    func testSelfSizingFollowsDynamicType() {
        let window = UIWindow(device: .iPhone8, orientation: .portrait)
        let view = UITextView()
        view.font = .preferredFont(forTextStyle: .body)
        view.adjustsFontForContentSizeCategory = true
        view.text = "Grows"
        view.isScrollEnabled = false
        window.addSubview(view)
        let regular = view.intrinsicContentSize.height
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        XCTAssertGreaterThan(view.intrinsicContentSize.height - 16, (regular - 16) * 2)
        view.isScrollEnabled = true
        XCTAssertEqual(view.intrinsicContentSize.height, UIView.noIntrinsicMetric, "scrolling again: none")
    }

    func testTheTextSitsInsideInsetAndPadding() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.text = "Text"
        view.textContainerInset = UIEdgeInsets(top: 4, left: 3, bottom: 2, right: 1)
        view.textContainer.lineFragmentPadding = 6
        view.layoutIfNeeded()
        XCTAssertEqual(view.textLabelView.frame.minX, 3 + 6)
        XCTAssertEqual(view.textLabelView.frame.minY, 4)
        XCTAssertEqual(view.textLabelView.frame.width, 200 - 3 - 1 - 12)
    }
}
