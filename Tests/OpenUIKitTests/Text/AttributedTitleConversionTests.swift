import Foundation
import XCTest

@testable import OpenUIKit

/// Swift's `AttributedString` with UIKit's attribute scope, as apps give `UIButton.Configuration` an attributed
/// title: every attribute a label honours reaches the `NSAttributedString` the button's label typesets.
final class AttributedTitleConversionTests: XCTestCase {
    func testEveryUIKitAttributeIsCarriedOver() throws {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let shadow = NSShadow()
        shadow.shadowBlurRadius = 2
        let attachment = NSTextAttachment()
        var title = AttributedString("Sale ")
        title.font = .boldSystemFont(ofSize: 20)
        title.foregroundColor = .red
        title.backgroundColor = .yellow
        title.kern = 2
        title.underlineStyle = .single
        title.underlineColor = .blue
        title.paragraphStyle = style
        var rest = AttributedString("today")
        rest.strikethroughStyle = .double
        rest.strikethroughColor = .green
        rest.baselineOffset = 3
        rest.tracking = 1
        rest.shadow = shadow
        var badge = AttributedString("!")
        badge.attachment = attachment
        title += rest
        title += badge

        let converted = NSAttributedString(uiKitAttributes: title)
        XCTAssertEqual(converted.string, "Sale today!")
        let first = converted.attributes(at: 0, effectiveRange: nil)
        XCTAssertEqual(first[.font] as? UIFont, .boldSystemFont(ofSize: 20))
        XCTAssertEqual(first[.foregroundColor] as? UIColor, .red)
        XCTAssertEqual(first[.backgroundColor] as? UIColor, .yellow)
        XCTAssertEqual(first[.kern] as? CGFloat, 2)
        XCTAssertEqual(first[.underlineStyle] as? Int, NSUnderlineStyle.single.rawValue)
        XCTAssertEqual(first[.underlineColor] as? UIColor, .blue)
        XCTAssertEqual(first[.paragraphStyle] as? NSParagraphStyle, style)
        let second = converted.attributes(at: 6, effectiveRange: nil)
        XCTAssertEqual(second[.strikethroughStyle] as? Int, NSUnderlineStyle.double.rawValue)
        XCTAssertEqual(second[.strikethroughColor] as? UIColor, .green)
        XCTAssertEqual(second[.baselineOffset] as? CGFloat, 3)
        XCTAssertEqual(second[.tracking] as? CGFloat, 1)
        XCTAssertTrue((second[.shadow] as? NSShadow) === shadow)
        XCTAssertNil(second[.font])
        XCTAssertTrue(
            (converted.attributes(at: 10, effectiveRange: nil)[.attachment] as? NSTextAttachment) === attachment)
    }

    func testAButtonsAttributedTitleIsTypesetWithItsKernAndLines() throws {
        var title = AttributedString("Continue")
        title.kern = 4
        title.underlineStyle = .single
        var configuration = UIButton.Configuration.plain()
        configuration.attributedTitle = title
        let kerned = UIButton(configuration: configuration)
        var plainTitle = configuration
        plainTitle.attributedTitle = AttributedString("Continue")
        let plain = UIButton(configuration: plainTitle)
        // Eight characters, four points between each (Pango's letter spacing; UIKit also adds it after the last).
        XCTAssertEqual(
            kerned.intrinsicContentSize.width - plain.intrinsicContentSize.width, 28, accuracy: 0.5)
        let label = try XCTUnwrap(kerned.titleLabel)
        let run = try XCTUnwrap(label.textRendering?.layout.text.runs.first)
        XCTAssertEqual(run.kern, 4)
        XCTAssertEqual(run.underline?.style, .single)
    }
}
