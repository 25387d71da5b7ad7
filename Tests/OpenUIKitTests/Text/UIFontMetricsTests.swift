import XCTest

@testable import OpenUIKit

/// Custom fonts and values scaled like a text style: by the style's size at the category over its size at Large
/// (body 17 → 53 at AX5, uikit-facts §1.3), capped by `maximumPointSize`, and followed by views that adjust.
final class UIFontMetricsTests: XCTestCase {
    private func traits(_ category: UIContentSizeCategory) -> UITraitCollection {
        UITraitCollection(preferredContentSizeCategory: category)
    }

    func testScalingFollowsTheTextStyle() {
        let custom = UIFont.systemFont(ofSize: 16, weight: .medium)
        let body = UIFontMetrics(forTextStyle: .body)
        XCTAssertEqual(body.scaledFont(for: custom).pointSize, 16, "Large is the base")
        XCTAssertEqual(
            body.scaledFont(for: custom, compatibleWith: traits(.accessibilityExtraExtraExtraLarge)).pointSize,
            16 * 53 / 17, accuracy: 1e-9)
        XCTAssertEqual(
            body.scaledFont(for: custom, compatibleWith: traits(.extraSmall)).pointSize, 16 * 14 / 17, accuracy: 1e-9)
        let title = UIFontMetrics(forTextStyle: .largeTitle)
        XCTAssertEqual(
            title.scaledFont(for: custom, compatibleWith: traits(.accessibilityExtraExtraExtraLarge)).pointSize,
            16 * 60 / 34, accuracy: 1e-9)
        XCTAssertEqual(
            body.scaledFont(for: custom, compatibleWith: traits(.accessibilityExtraExtraExtraLarge)).fontSpec.weight,
            custom.fontSpec.weight, "the weight is kept")
        XCTAssertTrue(UIFontMetrics.default.textStyle == .body)
    }

    func testTheMaximumCapsTheSize() {
        let font = UIFontMetrics.default.scaledFont(
            for: .systemFont(ofSize: 20), maximumPointSize: 30, compatibleWith: traits(.accessibilityLarge))
        XCTAssertEqual(font.pointSize, 30)
        let uncapped = UIFontMetrics.default.scaledFont(
            for: .systemFont(ofSize: 20), maximumPointSize: 0, compatibleWith: traits(.accessibilityLarge))
        XCTAssertEqual(uncapped.pointSize, 20 * 33 / 17, accuracy: 1e-9)
    }

    func testValuesScaleToo() {
        let metrics = UIFontMetrics(forTextStyle: .footnote)
        XCTAssertEqual(metrics.scaledValue(for: 10), 10)
        XCTAssertEqual(
            metrics.scaledValue(for: 10, compatibleWith: traits(.accessibilityExtraExtraExtraLarge)), 10 * 44 / 13,
            accuracy: 1e-9)
    }

    func testALabelThatAdjustsScalesAMetricsFontForItsTraits() {
        let window = UIWindow(device: .iPhone8)
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        window.makeKeyAndVisible()
        let label = UILabel()
        label.text = "Scaled"
        label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 16))
        window.addSubview(label)
        let fixed = label.intrinsicContentSize.height
        label.adjustsFontForContentSizeCategory = true
        let adjusted = label.intrinsicContentSize.height
        let expected = UIFont.systemFont(ofSize: 16 * 53 / 17).lineHeight
        XCTAssertEqual(adjusted, expected.rounded(.up), accuracy: 1)
        XCTAssertGreaterThan(adjusted, fixed * 2.5)
        // Scaling a scaled font starts again from its base size.
        let again = UIFontMetrics.default.scaledFont(
            for: UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 16), compatibleWith: traits(.extraLarge)))
        XCTAssertEqual(again.pointSize, 16)
    }
}
