import ClientViews
import SnapshotRenderer
import UIKit
import XCTest

/// The rich-text client views drawn by the renderer on an iPhone 8 (@2x) in a white root view (tests run their
/// bodies on the main actor, see `ClientViewsTests`).
final class RichTextClientViewsTests: XCTestCase {
    @MainActor
    private static func render(_ build: @escaping (UIView) -> Void) throws -> RGBAImage {
        try renderHostedClientView(build)
    }

    /// Pixels in the point rectangle `rect` that `matches` accepts, and the leftmost and rightmost columns.
    private static func count(
        _ image: RGBAImage, _ rect: CGRect, _ matches: (RGBAImage.Pixel) -> Bool
    ) -> (count: Int, minX: Int, maxX: Int) {
        var result = (count: 0, minX: Int.max, maxX: Int.min)
        for y in Int(rect.minY * 2)..<Int(rect.maxY * 2) {
            for x in Int(rect.minX * 2)..<Int(rect.maxX * 2) where matches(image[x, y]) {
                result.count += 1
                result.minX = min(result.minX, x)
                result.maxX = max(result.maxX, x)
            }
        }
        return result
    }

    func testPriceLabelStrikesTheOldPriceThrough() throws {
        try MainActor.assumeIsolated {
            var size = CGSize.zero
            let image = try Self.render { root in
                let label = RichText.priceLabel()
                root.addSubview(label)
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20).isActive = true
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100).isActive = true
                root.layoutIfNeeded()
                size = label.bounds.size
            }
            XCTAssertGreaterThan(size.width, 150)
            let area = CGRect(x: 20, y: 100, width: size.width, height: size.height)
            // systemRed caps on the left.
            let red = Self.count(image, area) { $0.red > 200 && $0.green < 90 && $0.blue < 90 }
            XCTAssertGreaterThan(red.count, 50)
            XCTAssertLessThan(CGFloat(red.maxX) / 2, 20 + size.width / 3)
            // The struck-through old price: a grey line running unbroken from its first glyph to its last.
            let isGrey = { (pixel: RGBAImage.Pixel) in pixel.red < 230 && abs(Int(pixel.red) - Int(pixel.blue)) < 30 }
            let oldPrice = CGRect(x: 20 + size.width * 0.65, y: 100, width: size.width * 0.35, height: size.height)
            let grey = Self.count(image, oldPrice, isGrey)
            let span = CGRect(
                x: CGFloat(grey.minX) / 2, y: 100, width: CGFloat(grey.maxX - grey.minX + 1) / 2, height: size.height)
            let longestRow =
                (0..<Int(size.height * 2)).map { row in
                    Self.count(
                        image, CGRect(x: span.minX, y: 100 + CGFloat(row) / 2, width: span.width, height: 0.5), isGrey
                    )
                    .count
                }.max() ?? 0
            XCTAssertGreaterThan(span.width, 40)
            XCTAssertGreaterThanOrEqual(longestRow, Int(span.width * 2) - 2, "a solid line")
        }
    }

    func testChatBubbleDrawsItsInlineImage() throws {
        try MainActor.assumeIsolated {
            let icon = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { context in
                UIColor.systemYellow.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
            }
            var frame = CGRect.zero
            let image = try Self.render { root in
                let bubble = RichText.chatBubble(icon: icon)
                root.addSubview(bubble)
                bubble.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20).isActive = true
                bubble.topAnchor.constraint(equalTo: root.topAnchor, constant: 100).isActive = true
                root.layoutIfNeeded()
                frame = bubble.frame
            }
            XCTAssertEqual(frame.width, 240)
            let yellow = Self.count(image, frame) { $0.red > 230 && $0.green > 180 && $0.blue < 60 }
            XCTAssertEqual(yellow.count, 32 * 32, accuracy: 80, "the 16-point icon at @2x")
            let white = Self.count(image, frame) { $0.red > 240 && $0.green > 240 && $0.blue > 240 }
            XCTAssertGreaterThan(white.count, 300, "the message text")
        }
    }

    func testParagraphMeasuresAsItsLabelAndSpacesItsLines() {
        MainActor.assumeIsolated {
            let text = "Line spacing gives long text room to breathe on a small screen.\nA second paragraph follows."
            let label = RichText.paragraph(text)
            let fitted = label.sizeThatFits(CGSize(width: 280, height: 0))
            XCTAssertEqual(RichText.paragraphHeight(text, width: 280), ceil(fitted.height))
            let plain = UILabel()
            plain.numberOfLines = 0
            plain.font = .preferredFont(forTextStyle: .body)
            plain.text = text
            let lines = (fitted.height - 12 + 6) / (plain.font.lineHeight + 6)
            XCTAssertEqual(lines, lines.rounded(), accuracy: 0.05, "whole lines, 6 pt apart, 12 pt between paragraphs")
            XCTAssertGreaterThanOrEqual(lines.rounded(), 3)
        }
    }
}
