import Typesetter
import XCTest

@testable import OpenUIKit

/// Each paragraph takes the paragraph style of its first character, as TextKit does: alignment, indents and
/// spacing differ per paragraph in one string, measured and drawn alike (labels at @2x outside a window).
final class PerParagraphStyleTests: XCTestCase {
    private func style(_ configure: (NSMutableParagraphStyle) -> Void) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        configure(style)
        return style
    }

    private func text(_ paragraphs: [(String, NSParagraphStyle?)]) -> NSAttributedString {
        let result = NSMutableAttributedString()
        for (index, (string, style)) in paragraphs.enumerated() {
            var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
            if let style { attributes[.paragraphStyle] = style }
            let separator = index == paragraphs.count - 1 ? "" : "\n"
            result.append(NSAttributedString(string: string + separator, attributes: attributes))
        }
        return result
    }

    private func rendering(_ text: NSAttributedString, width: CGFloat, lines: Int = 0) throws
        -> UILabel.TextRendering
    {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 1_000))
        label.numberOfLines = lines
        label.attributedText = text
        return try XCTUnwrap(label.textRendering)
    }

    private func width(of string: String) -> CGFloat {
        NSAttributedString(string: string, attributes: [.font: UIFont.systemFont(ofSize: 17)]).size().width
    }

    func testEachParagraphIsAlignedByItsOwnStyle() throws {
        let laidOut = try rendering(
            text([
                ("Left", nil), ("Centre", style { $0.alignment = .center }), ("Right", style { $0.alignment = .right }),
            ]), width: 300)
        let origins = laidOut.layout.lineOrigins
        XCTAssertEqual(origins.count, 3)
        XCTAssertEqual(origins[0].x, 0, accuracy: 0.01)
        XCTAssertEqual(CGFloat(origins[1].x), (300 - width(of: "Centre")) / 2, accuracy: 0.5)
        XCTAssertEqual(CGFloat(origins[2].x), 300 - width(of: "Right"), accuracy: 0.5)
        // One line pitch apart, as one paragraph style would place them.
        XCTAssertEqual(origins[1].baseline - origins[0].baseline, laidOut.layout.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(origins[2].baseline - origins[1].baseline, laidOut.layout.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(laidOut.layout.lineCount, 3)
    }

    func testIndentsAndSpacingApplyToTheirParagraphOnly() throws {
        let words = String(repeating: "words wrap here ", count: 8)
        let plain = try rendering(text([(words, nil)]), width: 200).layout
        let laidOut = try rendering(
            text([
                (words, style { $0.paragraphSpacing = 10 }),
                (
                    words,
                    style {
                        $0.headIndent = 30
                        $0.firstLineHeadIndent = 30
                        $0.paragraphSpacingBefore = 5
                    }
                ),
            ]), width: 200
        ).layout
        let firstLines = plain.lineCount
        let origins = laidOut.lineOrigins
        XCTAssertTrue(origins.prefix(firstLines).allSatisfy { $0.x < 1 }, "the first paragraph is not indented")
        XCTAssertTrue(origins.dropFirst(firstLines).allSatisfy { abs($0.x - 30) < 1 }, "the second one is")
        XCTAssertGreaterThan(laidOut.lineCount - firstLines, firstLines, "and wraps at 30 points less")
        let gap = origins[firstLines].baseline - origins[firstLines - 1].baseline
        XCTAssertEqual(gap, plain.lineHeight + 10 + 5, accuracy: 1e-9, "10 after the first, 5 before the second")
        XCTAssertEqual(
            laidOut.size.height, Double(laidOut.lineCount) * plain.lineHeight + 15, accuracy: 1e-9)
        XCTAssertEqual(laidOut.lastBaseline, origins.last!.baseline, accuracy: 1e-9)
    }

    func testTheLineLimitCountsEveryParagraph() throws {
        let centred = style { $0.alignment = .center }
        let laidOut = try rendering(text([("One", nil), ("Two", centred), ("Three", nil)]), width: 300, lines: 2)
        XCTAssertEqual(laidOut.layout.lineCount, 2)
        let label = UILabel()
        label.numberOfLines = 2
        label.attributedText = text([("One", nil), ("Two", centred), ("Three", nil)])
        XCTAssertEqual(label.intrinsicContentSize.height, 41, "two lines of 20.287, rounded up at @2x")
        label.numberOfLines = 0
        XCTAssertEqual(label.intrinsicContentSize.height, 61, "three lines")
    }

    func testOneStyleForEveryParagraphIsOneLayout() throws {
        let centred = style { $0.alignment = .center }
        let same = try rendering(text([("One", centred), ("Two", centred)]), width: 300).layout
        XCTAssertTrue(same.following.isEmpty)
        let mixed = try rendering(text([("One", centred), ("Two", nil)]), width: 300).layout
        XCTAssertEqual(mixed.following.count, 1, "no style is the default style, not the previous paragraph's")
        XCTAssertEqual(mixed.lineOrigins[1].x, 0, accuracy: 0.01)
        XCTAssertEqual(mixed.following.first?.characterOffset, 4)
    }

    func testAttachmentsInALaterParagraphAreFoundOnTheirLine() throws {
        let attachment = NSTextAttachment()
        attachment.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let string = NSMutableAttributedString(
            attributedString: text([("Intro", nil), ("Icon ", style { $0.alignment = .right })]))
        string.append(NSAttributedString(attachment: attachment))
        let laidOut = try rendering(string, width: 300)
        let position = try XCTUnwrap(laidOut.layout.position(ofCharacterAt: string.length - 1))
        XCTAssertEqual(position.line, 1)
        XCTAssertEqual(laidOut.typeset.attachments.first?.index, string.length - 1)
    }
}

extension PerParagraphStyleTests {
    /// A label keeps the lines whose bottoms fit its height, each paragraph's lines as tall as its own fonts.
    func testALabelKeepsTheStackedLinesThatFitItsHeight() throws {
        let text = NSMutableAttributedString(
            string: "Title\n", attributes: [.font: UIFont.boldSystemFont(ofSize: 34)])
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        text.append(
            NSAttributedString(
                string: "One\nTwo\nThree", attributes: [.font: UIFont.systemFont(ofSize: 17), .paragraphStyle: centred])
        )
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = text
        let title = UIFont.boldSystemFont(ofSize: 34).lineHeight
        let body = UIFont.systemFont(ofSize: 17).lineHeight
        let full = label.intrinsicContentSize.height
        XCTAssertEqual(full, ((title + 3 * body) * 2).rounded(.up) / 2)
        label.frame = CGRect(x: 0, y: 0, width: 300, height: full)
        XCTAssertEqual(label.textRendering?.layout.lineCount, 4, "all four lines fit")
        label.frame.size.height = title + 2 * body + 1
        XCTAssertEqual(label.textRendering?.layout.lineCount, 3, "the title's height does not stand for every line")
    }
}
