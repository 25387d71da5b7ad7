import XCTest

@testable import OpenUIKit

final class UIFontTests: XCTestCase {
    /// uikit-facts §6: one line of system 17 pt is 20.287109375 tall.
    func testSystemFontLineHeightIsSanFrancisco() {
        let font = UIFont.systemFont(ofSize: 17)
        XCTAssertEqual(font.lineHeight, 20.287109375)
        XCTAssertEqual(font.ascender, 16.1865234375)
        XCTAssertEqual(font.descender, -4.1005859375)
        XCTAssertEqual(font.pointSize, 17)
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 17).lineHeight, font.lineHeight)
    }

    func testWeightsPickTheMatchingInterFace() {
        XCTAssertEqual(UIFont.systemFont(ofSize: 17).fontSpec.weight, 400)
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 17).fontSpec.weight, 700)
        XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: .semibold).fontSpec.weight, 600)
        XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: .ultraLight).fontSpec.weight, 200)
        XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: .black).fontSpec.weight, 900)
    }

    /// Body is 17 at Large, the default, and 53 at AX5 (uikit-facts §1.3).
    func testBodyFollowsTheContentSizeCategory() {
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: ax5).pointSize, 53)
        let sizes = DynamicTypeSizes.categories.map {
            UIFont.preferredFont(
                forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: $0)
            ).pointSize
        }
        XCTAssertEqual(sizes, DynamicTypeSizes.categories.map(\.bodyPointSize))
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline).fontSpec.weight, 600)
    }

    func testEveryStyleGrowsWithTheCategory() {
        for style in DynamicTypeSizes.styles {
            let sizes = DynamicTypeSizes.categories.map { DynamicTypeSizes.pointSize(for: style, category: $0) }
            XCTAssertEqual(sizes, sizes.sorted(), "\(style.rawValue)")
        }
        XCTAssertEqual(DynamicTypeSizes.pointSize(for: .largeTitle, category: .unspecified), 34)
    }

    func testPixelCeilingKeepsValuesOnTheGrid() {
        XCTAssertEqual(SystemFontMetrics.ceilToPixels(20.287109375, scale: 2), 20.5)
        XCTAssertEqual(SystemFontMetrics.ceilToPixels(20.287109375, scale: 3), 61 / 3.0)
        XCTAssertEqual(SystemFontMetrics.ceilToPixels(20.5, scale: 2), 20.5)
        XCTAssertEqual(SystemFontMetrics.ceilToPixels(20.287109375, scale: 1), 21)
    }
}
