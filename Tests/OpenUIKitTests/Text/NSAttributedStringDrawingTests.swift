import Foundation
import XCTest

@testable import OpenUIKit

/// `NSAttributedString` measured by the typesetter labels use: sizes match labels', attributes change them as
/// UIKit documents.
final class NSAttributedStringDrawingTests: XCTestCase {
    private let font = UIFont.systemFont(ofSize: 17)
    private let words = "The quick brown fox jumps over the lazy dog and keeps running far away"

    private func string(_ text: String? = nil, _ attributes: [NSAttributedString.Key: Any] = [:]) -> NSAttributedString
    {
        var all: [NSAttributedString.Key: Any] = [.font: font]
        all.merge(attributes) { $1 }
        return NSAttributedString(string: text ?? words, attributes: all)
    }

    private func style(_ configure: (NSMutableParagraphStyle) -> Void) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        configure(style)
        return style
    }

    private func ceilToHalf(_ value: CGFloat) -> CGFloat { (value * 2).rounded(.up) / 2 }

    /// A label outside a window measures at @2x, as strings do: their sizes, rounded up to pixels, agree.
    func testSizeAndBoundingRectMatchALabel() {
        let text = string()
        let label = UILabel()
        label.attributedText = text
        let single = text.size()
        XCTAssertEqual(ceilToHalf(single.width), label.intrinsicContentSize.width)
        XCTAssertEqual(ceilToHalf(single.height), label.intrinsicContentSize.height)
        label.numberOfLines = 0
        let fitted = label.sizeThatFits(CGSize(width: 150, height: 0))
        let rect = text.boundingRect(
            with: CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            context: nil)
        XCTAssertEqual(rect.origin, CGPoint.zero)
        XCTAssertEqual(ceilToHalf(rect.height), fitted.height)
        XCTAssertEqual(ceilToHalf(rect.width), fitted.width)
        XCTAssertGreaterThan(rect.height, single.height * 3, "wrapped onto several lines")
    }

    /// Apple's documentation: without `.usesLineFragmentOrigin` the text is one line whose baseline is the origin.
    func testWithoutLineFragmentOriginTheRectStartsAboveTheBaseline() {
        let rect = string().boundingRect(with: CGSize(width: 100, height: 100), options: [], context: nil)
        XCTAssertEqual(rect.minY, -font.ascender, accuracy: 1e-9)
        XCTAssertEqual(rect.height, font.lineHeight, accuracy: 1e-9)
        XCTAssertGreaterThan(rect.width, 100, "not wrapped")
    }

    func testTruncatesLastVisibleLineKeepsTheLinesThatFit() {
        let text = string()
        let open = text.boundingRect(
            with: CGSize(width: 150, height: 1_000), options: .usesLineFragmentOrigin, context: nil)
        let context = NSStringDrawingContext()
        let cut = text.boundingRect(
            with: CGSize(width: 150, height: 45), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
            context: context)
        XCTAssertEqual(cut.height, 2 * font.lineHeight, accuracy: 1e-9)
        XCTAssertGreaterThan(open.height, cut.height)
        XCTAssertEqual(context.totalBounds, cut)
        XCTAssertEqual(context.actualScaleFactor, 1)
        XCTAssertEqual(
            text.boundingRect(
                with: CGSize(width: 150, height: 45), options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil
            ),
            open, "only the truncating option limits the lines")
    }

    func testKernAddsToTheWidth() {
        let plain = string("Sale").size().width
        let kerned = string("Sale", [.kern: 3]).size().width
        XCTAssertEqual(kerned - plain, 4 * 3, accuracy: 3.5)
        XCTAssertGreaterThan(kerned, plain + 8)
    }

    func testLineAndParagraphSpacingAddToTheHeight() {
        let two = "First paragraph\nSecond paragraph"
        let base = string(two).size().height
        XCTAssertEqual(base, 2 * font.lineHeight, accuracy: 1e-9)
        let spaced = string(two, [.paragraphStyle: style { $0.lineSpacing = 6 }]).size().height
        XCTAssertEqual(spaced, base + 6, accuracy: 1e-9, "between the two lines, not after the last")
        let paragraphs = string(two, [.paragraphStyle: style { $0.paragraphSpacing = 10 }]).size().height
        XCTAssertEqual(paragraphs, base + 10, accuracy: 1e-9)
        let wrapped = string(words, [.paragraphStyle: style { $0.paragraphSpacing = 10 }])
            .boundingRect(with: CGSize(width: 150, height: 1_000), options: .usesLineFragmentOrigin, context: nil)
        let unspaced = string(words).boundingRect(
            with: CGSize(width: 150, height: 1_000), options: .usesLineFragmentOrigin, context: nil)
        XCTAssertEqual(wrapped.height, unspaced.height, "wrapped lines of one paragraph get no paragraph spacing")
    }

    func testLineHeightMultipleAndLimits() {
        let one = "Line"
        XCTAssertEqual(
            string(one, [.paragraphStyle: style { $0.lineHeightMultiple = 2 }]).size().height, 2 * font.lineHeight,
            accuracy: 1e-9)
        XCTAssertEqual(string(one, [.paragraphStyle: style { $0.minimumLineHeight = 40 }]).size().height, 40)
        XCTAssertEqual(string(one, [.paragraphStyle: style { $0.maximumLineHeight = 12 }]).size().height, 12)
        let label = UILabel()
        label.attributedText = string(one, [.paragraphStyle: style { $0.minimumLineHeight = 40 }])
        XCTAssertEqual(label.intrinsicContentSize.height, 40)
        // The extra height goes above the text: the baseline moves down by it.
        XCTAssertEqual(
            label.textRendering?.layout.firstBaseline ?? 0, font.ascender + 40 - font.lineHeight, accuracy: 1e-9)
    }

    func testIndentsNarrowTheLines() {
        let rect = { (style: NSParagraphStyle) in
            self.string(self.words, [.paragraphStyle: style]).boundingRect(
                with: CGSize(width: 200, height: 1_000), options: .usesLineFragmentOrigin, context: nil)
        }
        let plain = rect(NSParagraphStyle())
        let indented = rect(
            style {
                $0.headIndent = 60
                $0.firstLineHeadIndent = 60
            })
        XCTAssertGreaterThan(indented.height, plain.height, "140 pt lines wrap more often")
        XCTAssertLessThanOrEqual(indented.width, 200 + 0.5)
        let tail = rect(style { $0.tailIndent = -60 })
        XCTAssertEqual(tail.height, indented.height)
        XCTAssertLessThanOrEqual(tail.width, 140.5)
        let plainLine = string("Line").size().width
        XCTAssertEqual(
            string("Line", [.paragraphStyle: style { $0.firstLineHeadIndent = 20 }]).size().width, plainLine + 20,
            accuracy: 1e-9)
        XCTAssertEqual(
            string("Line", [.paragraphStyle: style { $0.headIndent = 20 }]).size().width, plainLine, accuracy: 1e-9,
            "the head indent moves the lines after the first")
        let label = UILabel()
        label.numberOfLines = 0
        label.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        label.attributedText = string(
            words,
            [
                .paragraphStyle: style {
                    $0.firstLineHeadIndent = 30
                    $0.headIndent = 10
                }
            ])
        let origins = label.textRendering!.layout.lineOrigins
        XCTAssertEqual(origins[0].x, 30, accuracy: 1e-9)
        XCTAssertEqual(origins[1].x, 10, accuracy: 1e-9)
    }

    func testAttachmentTakesItsBoundsInTheLine() {
        let attachment = NSTextAttachment()
        attachment.bounds = CGRect(x: 0, y: -4, width: 30, height: 30)
        let text = NSMutableAttributedString(attributedString: string("ab"))
        let before = text.size()
        text.append(NSAttributedString(attachment: attachment))
        XCTAssertEqual(text.string, "ab\u{FFFC}")
        let after = text.size()
        XCTAssertEqual(after.width - before.width, 30, accuracy: 0.5)
        // 26 pt above the baseline is taller than the font's ascender: the line grows to hold it.
        XCTAssertEqual(after.height, 26 + max(4, font.lineHeight - font.ascender), accuracy: 1e-9)
    }

    func testAttachmentBoundsDefaultToTheImageSize() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 6)).image { _ in }
        let attachment = NSTextAttachment(image: image)
        XCTAssertEqual(attachment.bounds, .zero, "Apple's documented default")
        XCTAssertEqual(attachment.layoutBounds.size, CGSize(width: 8, height: 6))
        XCTAssertNil(NSTextAttachment(data: nil, ofType: nil).image)
    }

    func testDrawingPaintsIntoTheCurrentContext() {
        let text = string("Hello", [.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 30)])
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let rendered = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 100), format: format).image { _ in
            text.draw(at: CGPoint(x: 10, y: 10))
            text.draw(in: CGRect(x: 10, y: 50, width: 40, height: 20))
            text.draw(with: CGRect(x: 120, y: 40, width: 80, height: 40), options: [], context: nil)
        }
        let pixels = rendered.cgImage!
        func isRed(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
            pixel.red > 200 && pixel.green < 60 && pixel.alpha > 200
        }
        func redCount(_ rect: CGRect) -> Int {
            var count = 0
            for y in Int(rect.minY)..<Int(rect.maxY) {
                for x in Int(rect.minX)..<Int(rect.maxX) where isRed(pixels.rgba(x: x, y: y)) {
                    count += 1
                }
            }
            return count
        }
        XCTAssertGreaterThan(redCount(CGRect(x: 10, y: 10, width: 110, height: 40)), 100)
        XCTAssertGreaterThan(redCount(CGRect(x: 10, y: 50, width: 40, height: 20)), 20)
        XCTAssertEqual(redCount(CGRect(x: 52, y: 50, width: 60, height: 40)), 0, "clipped to the rect")
        // Without `.usesLineFragmentOrigin` the rect's origin is the baseline: the glyphs stand above y = 40.
        XCTAssertGreaterThan(redCount(CGRect(x: 120, y: 10, width: 80, height: 30)), 100)
        XCTAssertEqual(redCount(CGRect(x: 120, y: 42, width: 80, height: 58)), 0)
    }

    func testMutationAPI() {
        let text = NSMutableAttributedString()
        XCTAssertEqual(text.length, 0)
        text.append(NSAttributedString(string: "Price: "))
        text.append(
            NSAttributedString(string: "$9", attributes: [.strikethroughStyle: NSUnderlineStyle.single.rawValue]))
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 7, length: 2))
        text.replaceCharacters(in: NSRange(location: 0, length: 5), with: "Cost")
        text.insert(NSAttributedString(string: "!"), at: text.length)
        text.setAttributes([.kern: 2], range: NSRange(location: 0, length: 4))
        text.removeAttribute(.kern, range: NSRange(location: 0, length: 2))
        XCTAssertEqual(text.string, "Cost: $9!")
        XCTAssertEqual(text.attribute(.foregroundColor, at: 6, effectiveRange: nil) as? UIColor, UIColor.red)
        XCTAssertEqual(text.attribute(.strikethroughStyle, at: 7, effectiveRange: nil) as? Int, 1)
        XCTAssertNil(text.attribute(.kern, at: 1, effectiveRange: nil))
        XCTAssertEqual(text.attribute(.kern, at: 3, effectiveRange: nil) as? Int, 2)
        XCTAssertGreaterThan(text.size().width, 0)
    }

    func testStringDrawingTakesTheSameOptions() {
        let attributes: [NSAttributedString.Key: Any] = [.font: font]
        let rect = words.boundingRect(
            with: CGSize(width: 150, height: 1_000), options: .usesLineFragmentOrigin, attributes: attributes,
            context: nil)
        XCTAssertEqual(
            rect,
            string().boundingRect(
                with: CGSize(width: 150, height: 1_000), options: .usesLineFragmentOrigin, context: nil))
        XCTAssertEqual(words.size(withAttributes: attributes), string().size())
    }
}
