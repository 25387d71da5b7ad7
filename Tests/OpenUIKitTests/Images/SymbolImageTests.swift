import Foundation
import XCTest

@testable import OpenUIKit

/// `UIImage(systemName:)` is a placeholder of the symbol's size (Apple's artwork is not shipped).
final class SymbolImageTests: XCTestCase {
    func testSizeFollowsTheConfiguration() throws {
        let plain = try XCTUnwrap(UIImage(systemName: "star.fill"))
        XCTAssertTrue(plain.isSymbolImage)
        XCTAssertEqual(plain.size, CGSize(width: 17, height: 17))
        let big = try XCTUnwrap(
            UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold)))
        XCTAssertEqual(big.size, CGSize(width: 30, height: 30))
        let large = big.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
        XCTAssertEqual(large.size.width, 30 * 1.29, accuracy: 1e-9)
        XCTAssertEqual((large.configuration as? UIImage.SymbolConfiguration)?.weight, .bold, "merged, not replaced")
        let title = try XCTUnwrap(
            UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(textStyle: .title1)))
        XCTAssertEqual(title.size.height, UIFont.preferredFont(forTextStyle: .title1).pointSize)
        XCTAssertNil(UIImage(systemName: ""))
    }

    func testImageViewAppliesPreferredSymbolConfiguration() throws {
        let view = UIImageView(image: UIImage(systemName: "heart"))
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 24)
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 24, height: 24))
    }

    func testPlaceholderDrawsInTheTintColour() throws {
        let symbol = try XCTUnwrap(UIImage(systemName: "heart")).withTintColor(.red)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let drawn = try XCTUnwrap(
            UIGraphicsImageRenderer(size: symbol.size, format: format).image { _ in
                symbol.draw(at: .zero)
            }.cgImage)
        var painted = 0
        for y in 0..<drawn.height {
            for x in 0..<drawn.width where drawn.rgba(x: x, y: y).alpha > 200 {
                painted += 1
                XCTAssertEqual(drawn.rgba(x: x, y: y).red, 255)
                XCTAssertEqual(drawn.rgba(x: x, y: y).green, 0)
            }
        }
        XCTAssertGreaterThan(painted, 40, "the outline and the diagonal are drawn")
        XCTAssertEqual(drawn.rgba(x: drawn.width / 2 + 6, y: drawn.height / 2 - 6).alpha, 0, "the glyph is not filled")
    }
}
