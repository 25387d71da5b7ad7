import Typesetter
import XCTest

@testable import OpenUIKit

final class UILabelTests: XCTestCase {
    private func label(_ text: String, lines: Int = 1, width: CGFloat = 0) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = lines
        label.preferredMaxLayoutWidth = width
        return label
    }

    /// uikit-facts §6: a 17-pt label is 20.5 tall at @2x (the ceiling of 20.287 to the half-point grid).
    func testOneLineIsTwentyPointFiveAtTwoX() {
        XCTAssertEqual(label("Hello").intrinsicContentSize.height, 20.5)
        XCTAssertEqual(label("あいうえお").intrinsicContentSize.height, 20.5)
        XCTAssertEqual(label("Mixed かな").intrinsicContentSize.height, 20.5)
        XCTAssertEqual(label("あいうえお").intrinsicContentSize.width, 85)
    }

    /// [derived] at @3x the ceiling of 20.287 to thirds is 20.333.
    func testOneLineAtThreeXInAWindow() {
        let window = UIWindow(device: .iPhoneX, orientation: .portrait)
        let text = label("Hello")
        window.addSubview(text)
        XCTAssertEqual(text.intrinsicContentSize.height, 61 / 3.0, accuracy: 1e-9)
    }

    func testDefaultsAreOneLineOfSeventeenPointSystemFontTruncatingTail() {
        let label = UILabel()
        XCTAssertEqual(label.font, UIFont.systemFont(ofSize: 17))
        XCTAssertEqual(label.numberOfLines, 1)
        XCTAssertEqual(label.lineBreakMode, .byTruncatingTail)
        XCTAssertEqual(label.textAlignment, .natural)
        XCTAssertTrue(label.textColor === UIColor.label || label.textColor == UIColor.label)
        XCTAssertEqual(label.intrinsicContentSize, .zero)
        label.font = nil
        XCTAssertEqual(label.font.pointSize, 17)
    }

    func testWrappedHeightGrowsWithTheLineCount() {
        // 21 kana of 17 pt fit 359 pt (357 ≤ 359), so 10·n kana take ⌈10n / 21⌉ lines.
        for repeats in [1, 2, 3, 5, 10] {
            let text = String(repeating: "あいうえおかきくけこ", count: repeats)
            let size = label(text, lines: 0, width: 359).intrinsicContentSize
            let lines = (10 * repeats + 20) / 21
            XCTAssertEqual(size.height, (CGFloat(lines) * 20.287109375 * 2).rounded(.up) / 2, "\(repeats)")
        }
    }

    func testLineLimitTruncatesWithAnEllipsis() {
        let text = String(repeating: "あいうえおかきくけこ", count: 10)
        let two = label(text, lines: 2, width: 359)
        XCTAssertEqual(two.intrinsicContentSize.height, 41)
        two.frame = CGRect(x: 0, y: 0, width: 359, height: 41)
        let drawing = two.textRendering!
        XCTAssertEqual(drawing.layout.lineCount, 2)
        XCTAssertTrue(drawing.layout.text.isTruncated)
    }

    func testSingleLineIsTruncatedToItsBounds() {
        let long = label(String(repeating: "Readable ", count: 20))
        XCTAssertGreaterThan(long.intrinsicContentSize.width, 500)
        long.frame = CGRect(x: 0, y: 0, width: 100, height: 20.5)
        let drawing = long.textRendering!
        XCTAssertEqual(drawing.layout.lineCount, 1)
        XCTAssertTrue(drawing.layout.text.isTruncated)
        XCTAssertLessThanOrEqual(drawing.layout.size.width, 100)
    }

    func testRenderingCentresTheTextVertically() {
        let text = label("Hello")
        text.frame = CGRect(x: 0, y: 0, width: 200, height: 60.5)
        let drawing = text.textRendering!
        XCTAssertEqual(drawing.origin.y, 20)
        XCTAssertEqual(drawing.layout.firstBaseline, 16.1865234375)
        XCTAssertEqual(drawing.textColor.rgba(in: UITraitCollection()).red, 0)
        XCTAssertEqual(text.firstBaselineOffsetFromTop ?? 0, 20 + 16.1865234375, accuracy: 1e-9)
    }

    func testAttributedFontAndAlignment() {
        let text = UILabel()
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        text.attributedText = NSAttributedString(
            string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 34), .paragraphStyle: style])
        XCTAssertEqual(text.text, "Hello")
        XCTAssertEqual(text.intrinsicContentSize.height, (34 * 2444 / 2048.0 * 2).rounded(.up) / 2)
        text.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
        let origin = text.textRendering!.layout.lineOrigins[0]
        XCTAssertGreaterThan(origin.x, 50)
    }

    func testDynamicTypeFollowsTheTraitsWhenAsked() {
        let window = UIWindow(device: .iPhone8, orientation: .portrait)
        let text = label("Hello")
        text.font = .preferredFont(forTextStyle: .body)
        window.addSubview(text)
        XCTAssertEqual(text.intrinsicContentSize.height, 20.5)
        text.adjustsFontForContentSizeCategory = true
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        XCTAssertEqual(text.intrinsicContentSize.height, (53 * 2444 / 2048.0 * 2).rounded(.up) / 2)
    }
}

final class UILabelAlignmentTests: XCTestCase {
    func testNaturalAlignmentFollowsTheLayoutDirection() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 20.5))
        label.text = "Hello"
        XCTAssertEqual(label.textRendering!.layout.lineOrigins[0].x, 0)
        label.semanticContentAttribute = .forceRightToLeft
        let origin = label.textRendering!.layout.lineOrigins[0].x
        XCTAssertEqual(origin + label.textRendering!.layout.size.width, 300, accuracy: 0.01)
    }

    func testForegroundColourRunsAndDisabledDimming() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 20.5))
        let text = NSMutableAttributedString(string: "Red plain")
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 3))
        label.attributedText = text
        XCTAssertNotNil(label.textRendering)
        label.isEnabled = false
        XCTAssertEqual(label.textRendering!.textColor.rgba(in: UITraitCollection()).alpha, 0.5)
    }
}
