import Foundation
import ImageCodec
import OpenUIKit
import SnapshotRenderer
import XCTest

/// Attributes drawn by the one typesetter wherever text is: shadows under the glyphs, tab stops, a text field's
/// attributed placeholder, a text layer's and a configured button's attributed title (iPhone 8, @2x, on white).
final class AttributedTextEverywhereRenderingTests: XCTestCase {
    private struct Box {
        var minX = Int.max
        var minY = Int.max
        var maxX = Int.min
        var maxY = Int.min
        var count = 0
        var isEmpty: Bool { count == 0 }
    }

    /// The pixels in `area` (points) for which `test` holds.
    private func box(_ image: RGBAImage, in area: CGRect, where test: (RGBAImage.Pixel) -> Bool) -> Box {
        var box = Box()
        for y in Int(area.minY * 2)..<Int(area.maxY * 2) {
            for x in Int(area.minX * 2)..<Int(area.maxX * 2) where test(image[x, y]) {
                box.minX = min(box.minX, x)
                box.maxX = max(box.maxX, x)
                box.minY = min(box.minY, y)
                box.maxY = max(box.maxY, y)
                box.count += 1
            }
        }
        return box
    }

    private func isRed(_ pixel: RGBAImage.Pixel) -> Bool {
        pixel.red > 200 && pixel.green < 160 && pixel.blue < 160 && pixel.green == pixel.blue
    }
    private func isDark(_ pixel: RGBAImage.Pixel) -> Bool { pixel.red < 90 && pixel.green < 90 && pixel.blue < 90 }
    private func isInk(_ pixel: RGBAImage.Pixel) -> Bool { pixel.red < 250 || pixel.green < 250 || pixel.blue < 250 }

    private func label(_ text: NSAttributedString, frame: CGRect) -> UILabel {
        let label = UILabel(frame: frame)
        label.attributedText = text
        label.textColor = .black
        return label
    }

    // MARK: Shadows

    func testASharpShadowIsTheGlyphsMovedByItsOffset() throws {
        let area = CGRect(x: 20, y: 100, width: 200, height: 50)
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 4, height: 6)
        shadow.shadowColor = UIColor.red
        let image = try renderHostedView { root in
            root.addSubview(
                self.label(
                    NSAttributedString(
                        string: "IIII", attributes: [.font: UIFont.boldSystemFont(ofSize: 24), .shadow: shadow]),
                    frame: area))
        }
        let glyphs = box(image, in: area, where: isDark)
        let red = box(image, in: area, where: isRed)
        XCTAssertFalse(glyphs.isEmpty)
        XCTAssertFalse(red.isEmpty, "the shadow is drawn")
        // Edges are antialiased, and the dark and red tests cut them at different levels: within a pixel.
        XCTAssertEqual(red.maxY - glyphs.maxY, 12, accuracy: 1, "6 points lower at @2x")
        XCTAssertEqual(red.maxX - glyphs.maxX, 8, accuracy: 1, "4 points right at @2x")
        // Drawn under the glyphs: where they overlap the glyph colour wins.
        XCTAssertTrue(isDark(image[glyphs.minX + 1, glyphs.minY + 2]))
    }

    func testABlurredShadowSpreadsAndFades() throws {
        let area = CGRect(x: 20, y: 100, width: 200, height: 60)
        func render(blur: CGFloat) throws -> RGBAImage {
            let shadow = NSShadow()
            shadow.shadowOffset = CGSize(width: 0, height: 10)
            shadow.shadowBlurRadius = blur
            shadow.shadowColor = UIColor.red
            return try renderHostedView { root in
                let text = NSMutableAttributedString(
                    string: "Plain ", attributes: [.font: UIFont.boldSystemFont(ofSize: 24)])
                text.append(
                    NSAttributedString(
                        string: "Shade", attributes: [.font: UIFont.boldSystemFont(ofSize: 24), .shadow: shadow]))
                root.addSubview(self.label(text, frame: area))
            }
        }
        let sharp = try render(blur: 0)
        let blurred = try render(blur: 3)
        let reddish: (RGBAImage.Pixel) -> Bool = { Int($0.red) > Int($0.green) + 20 && $0.green == $0.blue }
        let sharpRed = box(sharp, in: area, where: reddish)
        let blurredRed = box(blurred, in: area, where: reddish)
        XCTAssertGreaterThan(blurredRed.count, sharpRed.count, "the blur spreads the shadow")
        XCTAssertGreaterThan(blurredRed.maxY, sharpRed.maxY)
        var strongest = 0
        for y in blurredRed.minY...blurredRed.maxY {
            for x in blurredRed.minX...blurredRed.maxX where reddish(blurred[x, y]) {
                strongest = max(strongest, 255 - Int(blurred[x, y].green))
            }
        }
        XCTAssertLessThan(strongest, 255, "and fades it")
        // Only the run with the shadow casts one: nothing red under "Plain ".
        let plainWidth = NSAttributedString(string: "Plain ", attributes: [.font: UIFont.boldSystemFont(ofSize: 24)])
            .size().width
        XCTAssertGreaterThan(sharpRed.minX, Int((area.minX + plainWidth) * 2) - 4)
    }

    // MARK: Tabs

    func testTabStopsPlaceColumns() throws {
        let area = CGRect(x: 0, y: 100, width: 320, height: 90)
        let style = NSMutableParagraphStyle()
        let decimal = NSTextTab(
            textAlignment: .right, location: 250,
            options: [.columnTerminators: NSTextTab.columnTerminators(for: Locale(identifier: "en_US"))])
        style.tabStops = [NSTextTab(textAlignment: .left, location: 100), decimal]
        let image = try renderHostedView { root in
            let label = self.label(
                NSAttributedString(
                    string: "Tea\tGreen\t3.5\nCake\tLemon\t12.25",
                    attributes: [.font: UIFont.systemFont(ofSize: 17), .paragraphStyle: style]),
                frame: area)
            label.numberOfLines = 0
            root.addSubview(label)
        }
        let firstLine = CGRect(x: 0, y: 100 + 45 - 20.5, width: 320, height: 20.5)
        let secondLine = CGRect(x: 0, y: 100 + 45, width: 320, height: 20.5)
        let greens = box(
            image, in: CGRect(x: 60, y: firstLine.minY, width: 120, height: firstLine.height), where: isInk)
        let lemons = box(
            image, in: CGRect(x: 60, y: secondLine.minY, width: 120, height: secondLine.height), where: isInk)
        XCTAssertEqual(greens.minX, 200, accuracy: 3, "the second column starts at the 100-point stop")
        XCTAssertEqual(lemons.minX, 200, accuracy: 3)
        // The decimal column: "3.5" and "12.25" have their points at 250 points, so "3" ends just left of it
        // and "12.25" runs further right than "3.5".
        let price = box(
            image, in: CGRect(x: 200, y: firstLine.minY, width: 120, height: firstLine.height), where: isInk)
        let dearer = box(
            image, in: CGRect(x: 200, y: secondLine.minY, width: 120, height: secondLine.height), where: isInk)
        XCTAssertLessThan(price.minX, 500)
        XCTAssertLessThan(dearer.minX, price.minX, "the longer integer part starts further left")
        XCTAssertGreaterThan(dearer.maxX, price.maxX, "and the longer fraction ends further right")
    }

    // MARK: Paragraph styles

    func testEachParagraphIsDrawnWithItsOwnAlignment() throws {
        let area = CGRect(x: 0, y: 100, width: 320, height: 3 * 20.5)
        let image = try renderHostedView { root in
            let text = NSMutableAttributedString()
            for (index, alignment) in [NSTextAlignment.left, .center, .right].enumerated() {
                let style = NSMutableParagraphStyle()
                style.alignment = alignment
                text.append(
                    NSAttributedString(
                        string: index < 2 ? "MMMM\n" : "MMMM",
                        attributes: [.font: UIFont.boldSystemFont(ofSize: 17), .paragraphStyle: style]))
            }
            let label = self.label(text, frame: area)
            label.numberOfLines = 0
            root.addSubview(label)
        }
        func line(_ index: Int) -> Box {
            let top = area.minY + (area.height - 3 * 20.287) / 2 + CGFloat(index) * 20.287
            return box(image, in: CGRect(x: 0, y: top, width: 320, height: 20), where: isDark)
        }
        let (left, centre, right) = (line(0), line(1), line(2))
        XCTAssertLessThan(left.minX, 8)
        XCTAssertEqual(Double(centre.minX + centre.maxX) / 2, 320, accuracy: 3, "centred on the label's middle")
        XCTAssertGreaterThan(right.maxX, 2 * 320 - 8)
        XCTAssertEqual(left.maxX - left.minX, right.maxX - right.minX, accuracy: 2)
    }

    // MARK: Attributed text elsewhere

    func testAnAttributedPlaceholderKeepsItsColourAndAlignment() throws {
        let frame = CGRect(x: 20, y: 100, width: 280, height: 44)
        let style = NSMutableParagraphStyle()
        style.alignment = .right
        let image = try renderHostedView { root in
            let field = UITextField(frame: frame)
            field.attributedPlaceholder = NSAttributedString(
                string: "Required",
                attributes: [.foregroundColor: UIColor.red, .paragraphStyle: style, .kern: 3])
            root.addSubview(field)
        }
        let red = box(image, in: frame, where: isRed)
        XCTAssertFalse(red.isEmpty, "the placeholder's own colour, not placeholderText")
        XCTAssertGreaterThan(red.minX, Int(frame.midX * 2), "right-aligned by its paragraph style")
        let plain = try renderHostedView { root in
            let field = UITextField(frame: frame)
            field.attributedPlaceholder = NSAttributedString(
                string: "Required", attributes: [.foregroundColor: UIColor.red, .paragraphStyle: style])
            root.addSubview(field)
        }
        let unkerned = box(plain, in: frame, where: isRed)
        XCTAssertEqual(
            (red.maxX - red.minX) - (unkerned.maxX - unkerned.minX), 2 * 3 * 7, accuracy: 3,
            "3 points of kern between each of 8 characters")
    }

    func testATextLayerDrawsEveryAttributeALabelDoes() throws {
        let area = CGRect(x: 20, y: 100, width: 280, height: 60)
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 0, height: 8)
        shadow.shadowColor = UIColor.red
        let text = NSAttributedString(
            string: "Layer",
            attributes: [
                .font: UIFont.boldSystemFont(ofSize: 24), .underlineStyle: NSUnderlineStyle.single.rawValue,
                .kern: 6, .shadow: shadow,
            ])
        let image = try renderHostedView { root in
            let layer = CATextLayer()
            layer.frame = area
            layer.contentsScale = 2
            layer.string = text
            root.layer.addSublayer(layer)
        }
        let labelImage = try renderHostedView { root in
            let label = self.label(text, frame: CGRect(x: area.minX, y: area.minY, width: area.width, height: 30))
            root.addSubview(label)
        }
        let layerInk = box(image, in: area, where: isDark)
        let labelInk = box(labelImage, in: area, where: isDark)
        XCTAssertFalse(box(image, in: area, where: isRed).isEmpty, "the shadow")
        XCTAssertEqual(layerInk.maxX - layerInk.minX, labelInk.maxX - labelInk.minX, "kerned as the label is")
        XCTAssertEqual(layerInk.maxY - layerInk.minY, labelInk.maxY - labelInk.minY, "underlined as the label is")
    }

    func testAConfiguredButtonDrawsItsAttributedTitlesAttributes() throws {
        let frame = CGRect(x: 20, y: 100, width: 280, height: 50)
        /// The red title's box, and the most red pixels in one row (an underline fills a row).
        func render(_ title: AttributedString) throws -> (box: Box, widestRow: Int) {
            let image = try renderHostedView { root in
                var configuration = UIButton.Configuration.plain()
                configuration.attributedTitle = title
                let button = UIButton(configuration: configuration)
                button.frame = frame
                root.addSubview(button)
            }
            let box = self.box(image, in: frame, where: self.isRed)
            var widest = 0
            for y in Int(frame.minY * 2)..<Int(frame.maxY * 2) {
                let row = CGRect(x: frame.minX, y: CGFloat(y) / 2, width: frame.width, height: 0.5)
                widest = max(widest, self.box(image, in: row, where: self.isRed).count)
            }
            return (box, widest)
        }
        var plain = AttributedString("Buy")
        plain.foregroundColor = .red
        plain.font = .boldSystemFont(ofSize: 20)
        var decorated = plain
        decorated.kern = 8
        decorated.underlineStyle = .single
        let before = try render(plain)
        let after = try render(decorated)
        XCTAssertFalse(before.box.isEmpty)
        XCTAssertEqual(
            (after.box.maxX - after.box.minX) - (before.box.maxX - before.box.minX), 32, accuracy: 4,
            "8 points between each of 3 characters at @2x (the underline runs a little past the ink), not truncated")
        XCTAssertGreaterThan(after.widestRow, before.widestRow + 40)
        XCTAssertGreaterThan(after.widestRow, (after.box.maxX - after.box.minX) * 8 / 10, "an underline")
    }
}
