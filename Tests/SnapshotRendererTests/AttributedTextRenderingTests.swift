import Foundation
import ImageCodec
import OpenUIKit
import SnapshotRenderer
import XCTest

/// Pixels of attributed text drawn by the real renderer on an iPhone 8 (@2x) with a white root view: the runs'
/// colours and fonts, kern, lines, baseline offsets, backgrounds, paragraph spacing and attachments.
final class AttributedTextRenderingTests: XCTestCase {
    /// Where pixels matching `matches` lie in the point rectangle `rect`: their bounding box in pixels and count.
    private struct Ink {
        var minX = Int.max
        var minY = Int.max
        var maxX = Int.min
        var maxY = Int.min
        var count = 0
    }

    private func ink(_ image: RGBAImage, in rect: CGRect, _ matches: (RGBAImage.Pixel) -> Bool) -> Ink {
        var result = Ink()
        for y in Int(rect.minY * 2)..<min(Int(rect.maxY * 2), image.height) {
            for x in Int(rect.minX * 2)..<min(Int(rect.maxX * 2), image.width) where matches(image[x, y]) {
                result.minX = min(result.minX, x)
                result.minY = min(result.minY, y)
                result.maxX = max(result.maxX, x)
                result.maxY = max(result.maxY, y)
                result.count += 1
            }
        }
        return result
    }

    private func near(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> (RGBAImage.Pixel) -> Bool {
        { pixel in
            abs(Int(pixel.red) - Int(red)) < 40 && abs(Int(pixel.green) - Int(green)) < 40
                && abs(Int(pixel.blue) - Int(blue)) < 40
        }
    }

    private let dark: (RGBAImage.Pixel) -> Bool = { $0.red < 100 && $0.green < 100 && $0.blue < 100 }

    private func render(_ labels: [(CGRect, NSAttributedString, Int)]) throws -> RGBAImage {
        try renderHostedView { view in
            for (frame, text, lines) in labels {
                let label = UILabel(frame: frame)
                label.numberOfLines = lines
                label.textColor = .black
                label.attributedText = text
                view.addSubview(label)
            }
        }
    }

    private static func string(_ parts: [(String, [NSAttributedString.Key: Any])]) -> NSAttributedString {
        let result = NSMutableAttributedString()
        for (text, attributes) in parts { result.append(NSAttributedString(string: text, attributes: attributes)) }
        return result
    }

    func testRunsOfSeveralColoursAndFontsDrawEachInItsColourLeftToRight() throws {
        let text = Self.string([
            (
                "MMM",
                [
                    .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
                    .font: UIFont.boldSystemFont(ofSize: 30),
                ]
            ),
            (
                "MMM",
                [
                    .foregroundColor: UIColor(red: 0, green: 0.6, blue: 0, alpha: 1),
                    .font: UIFont.systemFont(ofSize: 20),
                ]
            ),
            ("MMM", [.foregroundColor: UIColor.blue, .font: UIFont.systemFont(ofSize: 40, weight: .heavy)]),
            ("MMM", [:]),
        ])
        let frame = CGRect(x: 10, y: 100, width: 340, height: 60)
        let image = try render([(frame, text, 1)])
        let red = ink(image, in: frame, near(255, 0, 0))
        let green = ink(image, in: frame, near(0, 153, 0))
        let blue = ink(image, in: frame, near(0, 0, 255))
        let black = ink(image, in: frame, dark)
        for (name, run) in [("red", red), ("green", green), ("blue", blue), ("black", black)] {
            XCTAssertGreaterThan(run.count, 100, "\(name) run drawn")
        }
        XCTAssertLessThan(red.maxX, green.minX)
        XCTAssertLessThan(green.maxX, blue.minX)
        XCTAssertLessThan(blue.maxX, black.minX)
        // The fonts differ: the 40 pt heavy capitals stand taller than the 20 pt ones on the shared baseline.
        XCTAssertEqual(green.maxY, blue.maxY, accuracy: 2)
        XCTAssertGreaterThan(green.minY - blue.minY, 20)
        XCTAssertGreaterThan(green.minY - red.minY, 8)
    }

    func testThousandRunsLayOutAndDraw() throws {
        let text = NSMutableAttributedString()
        let colours: [UIColor] = [.red, .blue, .black, UIColor(white: 0.3, alpha: 1), .systemGreen]
        for index in 0..<1_000 {
            text.append(
                NSAttributedString(
                    string: "w\(index) ",
                    attributes: [
                        .foregroundColor: colours[index % colours.count],
                        .font: UIFont.systemFont(ofSize: CGFloat(10 + index % 7)),
                    ]))
        }
        var colourRuns = 0
        text.enumerateAttribute(.foregroundColor, in: NSRange(location: 0, length: text.length)) { _, _, _ in
            colourRuns += 1
        }
        XCTAssertEqual(colourRuns, 1_000)
        let frame = CGRect(x: 0, y: 20, width: 375, height: 640)
        let image = try render([(frame, text, 0)])
        XCTAssertGreaterThan(ink(image, in: frame, near(255, 0, 0)).count, 500)
        XCTAssertGreaterThan(ink(image, in: frame, near(0, 0, 255)).count, 500)
    }

    func testKernWidensTheRun() throws {
        let plain = Self.string([("IIIIII", [.font: UIFont.systemFont(ofSize: 20)])])
        let kerned = Self.string([("IIIIII", [.font: UIFont.systemFont(ofSize: 20), .kern: 6])])
        let top = CGRect(x: 10, y: 100, width: 300, height: 30)
        let bottom = CGRect(x: 10, y: 140, width: 300, height: 30)
        let image = try render([(top, plain, 1), (bottom, kerned, 1)])
        let plainInk = ink(image, in: top, dark)
        let kernedInk = ink(image, in: bottom, dark)
        XCTAssertEqual(plainInk.minX, kernedInk.minX, accuracy: 7)
        // Five gaps between six letters grow by 6 pt (12 px) each.
        XCTAssertEqual(Double(kernedInk.maxX - plainInk.maxX), 5 * 12, accuracy: 13)
    }

    func testStrikethroughAndUnderlineDrawInTheirColours() throws {
        let struck = Self.string([
            (
                "$120.00",
                [
                    .font: UIFont.systemFont(ofSize: 20), .strikethroughStyle: NSUnderlineStyle.single.rawValue,
                    .strikethroughColor: UIColor.red,
                ]
            )
        ])
        let underlined = Self.string([
            (
                "$120.00",
                [
                    .font: UIFont.systemFont(ofSize: 20), .underlineStyle: NSUnderlineStyle.single.rawValue,
                    .underlineColor: UIColor.blue,
                ]
            )
        ])
        let plain = Self.string([("$120.00", [.font: UIFont.systemFont(ofSize: 20)])])
        let frames = [
            CGRect(x: 10, y: 100, width: 200, height: 30), CGRect(x: 10, y: 140, width: 200, height: 30),
            CGRect(x: 10, y: 180, width: 200, height: 30),
        ]
        let image = try render([(frames[0], struck, 1), (frames[1], underlined, 1), (frames[2], plain, 1)])
        let text = ink(image, in: frames[0], dark)
        let line = ink(image, in: frames[0], near(255, 0, 0))
        // A red line across the whole run, through the middle of the glyphs.
        XCTAssertGreaterThan(line.count, 100)
        XCTAssertLessThanOrEqual(line.minX, text.minX + 2)
        XCTAssertGreaterThanOrEqual(line.maxX, text.maxX - 2)
        XCTAssertGreaterThan(line.minY, text.minY)
        XCTAssertLessThan(line.maxY, text.maxY)
        let under = ink(image, in: frames[1], near(0, 0, 255))
        let plainInk = ink(image, in: frames[2], dark)
        XCTAssertGreaterThan(under.count, 100)
        // The blue line runs under the glyphs (40 pt = 80 px above the plain copy), not through them.
        XCTAssertGreaterThan(under.minY, plainInk.minY - 80 + (plainInk.maxY - plainInk.minY) * 3 / 4)
        XCTAssertEqual(ink(image, in: frames[2], near(255, 0, 0)).count, 0, "no line without the attribute")
        XCTAssertEqual(ink(image, in: frames[2], near(0, 0, 255)).count, 0)
    }

    func testBaselineOffsetRaisesTheRun() throws {
        let text = Self.string([
            ("x", [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red]),
            ("x", [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.blue, .baselineOffset: 8]),
        ])
        let frame = CGRect(x: 10, y: 100, width: 200, height: 40)
        let image = try render([(frame, text, 1)])
        let base = ink(image, in: frame, near(255, 0, 0))
        let raised = ink(image, in: frame, near(0, 0, 255))
        XCTAssertEqual(Double(base.maxY - raised.maxY), 16, accuracy: 1.5)
        XCTAssertEqual(Double(base.minY - raised.minY), 16, accuracy: 1.5)
    }

    func testBackgroundColourFillsBehindTheRunOnly() throws {
        let text = Self.string([
            ("plain ", [.font: UIFont.systemFont(ofSize: 20)]),
            ("marked", [.font: UIFont.systemFont(ofSize: 20), .backgroundColor: UIColor.yellow]),
        ])
        let frame = CGRect(x: 10, y: 100, width: 300, height: 30)
        let image = try render([(frame, text, 1)])
        let marked = ink(image, in: frame, near(255, 255, 0))
        let glyphs = ink(image, in: frame, dark)
        XCTAssertGreaterThan(marked.count, 1_000)
        XCTAssertGreaterThan(marked.minX, glyphs.minX + 40, "the plain words have no background")
        XCTAssertGreaterThanOrEqual(marked.maxX, glyphs.maxX)
        XCTAssertLessThanOrEqual(marked.minY, glyphs.minY)
    }

    func testParagraphSpacingAndLineSpacingMoveTheLinesDown() throws {
        func text(lineSpacing: CGFloat, paragraphSpacing: CGFloat) -> NSAttributedString {
            let style = NSMutableParagraphStyle()
            style.lineSpacing = lineSpacing
            style.paragraphSpacing = paragraphSpacing
            return Self.string([
                ("Top\nBottom", [.font: UIFont.systemFont(ofSize: 17), .paragraphStyle: style])
            ])
        }
        let frames = [
            CGRect(x: 10, y: 100, width: 100, height: 200), CGRect(x: 120, y: 100, width: 100, height: 200),
            CGRect(x: 230, y: 100, width: 100, height: 200),
        ]
        let image = try renderHostedView { view in
            for (frame, text) in zip(
                frames,
                [
                    text(lineSpacing: 0, paragraphSpacing: 0), text(lineSpacing: 0, paragraphSpacing: 20),
                    text(lineSpacing: 10, paragraphSpacing: 0),
                ])
            {
                let label = UILabel(frame: CGRect(origin: frame.origin, size: .zero))
                label.numberOfLines = 0
                label.attributedText = text
                label.sizeToFit()
                view.addSubview(label)
            }
        }
        func gap(_ frame: CGRect) -> Int {
            // The bottom of "Top" and the top of "Bottom"'s B: the first blank rows after the first ink.
            let whole = ink(image, in: frame, dark)
            var y = whole.minY
            while ink(image, in: CGRect(x: frame.minX, y: CGFloat(y) / 2, width: frame.width, height: 0.5), dark).count
                > 0
            { y += 1 }
            return ink(
                image, in: CGRect(x: frame.minX, y: CGFloat(y) / 2, width: frame.width, height: frame.height), dark
            ).minY - whole.minY
        }
        let base = gap(frames[0])
        XCTAssertEqual(gap(frames[1]) - base, 40, "20 pt between paragraphs")
        XCTAssertEqual(gap(frames[2]) - base, 20, "10 pt between lines")
    }

    func testAttachmentImageDrawsInlineOnTheBaseline() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let red = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 12, height: 12))
        }
        let attachment = NSTextAttachment(image: red)
        let text = NSMutableAttributedString(string: "ab ", attributes: [.font: UIFont.systemFont(ofSize: 20)])
        text.append(NSAttributedString(attachment: attachment))
        text.append(NSAttributedString(string: " cd", attributes: [.font: UIFont.systemFont(ofSize: 20)]))
        let frame = CGRect(x: 10, y: 100, width: 300, height: 40)
        let image = try render([(frame, text, 1)])
        let picture = ink(image, in: frame, near(255, 0, 0))
        let glyphs = ink(image, in: frame, dark)
        XCTAssertEqual(picture.count, 24 * 24, accuracy: 60)
        XCTAssertEqual(picture.maxX - picture.minX + 1, 24, accuracy: 1)
        XCTAssertGreaterThan(picture.minX, glyphs.minX + 20, "after \"ab \"")
        XCTAssertLessThan(picture.maxX, glyphs.maxX - 20, "before \" cd\"")
        // Zero bounds put the image's bottom on the baseline, where the bottoms of "a", "b", "c" sit.
        XCTAssertEqual(picture.maxY, glyphs.maxY, accuracy: 2)
    }
}
