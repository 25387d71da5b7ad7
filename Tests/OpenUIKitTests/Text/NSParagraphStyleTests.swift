import Foundation
import XCTest

@testable import OpenUIKit

final class NSParagraphStyleTests: XCTestCase {
    /// Apple's documentation of `NSParagraphStyle`: natural alignment, word wrapping, every length 0.
    func testDefaults() {
        let style = NSParagraphStyle.default
        XCTAssertEqual(style.alignment, .natural)
        XCTAssertEqual(style.lineBreakMode, .byWordWrapping)
        for value in [
            style.lineSpacing, style.paragraphSpacing, style.paragraphSpacingBefore, style.firstLineHeadIndent,
            style.headIndent, style.tailIndent, style.minimumLineHeight, style.maximumLineHeight,
            style.lineHeightMultiple,
        ] {
            XCTAssertEqual(value, 0)
        }
        XCTAssertEqual(style.hyphenationFactor, 0)
    }

    func testMutableStyleSetsEveryPropertyAndCopiesKeepThem() throws {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineBreakMode = .byTruncatingMiddle
        style.lineSpacing = 4
        style.paragraphSpacing = 8
        style.paragraphSpacingBefore = 2
        style.firstLineHeadIndent = 10
        style.headIndent = 5
        style.tailIndent = -5
        style.minimumLineHeight = 20
        style.maximumLineHeight = 30
        style.lineHeightMultiple = 1.2
        let copy = try XCTUnwrap(style.copy() as? NSParagraphStyle)
        XCTAssertFalse(copy is NSMutableParagraphStyle)
        XCTAssertEqual(copy.alignment, .center)
        XCTAssertEqual(copy.lineBreakMode, .byTruncatingMiddle)
        XCTAssertEqual(copy.lineSpacing, 4)
        XCTAssertEqual(copy.paragraphSpacing, 8)
        XCTAssertEqual(copy.paragraphSpacingBefore, 2)
        XCTAssertEqual(copy.firstLineHeadIndent, 10)
        XCTAssertEqual(copy.headIndent, 5)
        XCTAssertEqual(copy.tailIndent, -5)
        XCTAssertEqual(copy.minimumLineHeight, 20)
        XCTAssertEqual(copy.maximumLineHeight, 30)
        XCTAssertEqual(copy.lineHeightMultiple, 1.2)
        XCTAssertEqual(copy, style, "equal by value, mutable or not")
        XCTAssertEqual(copy.hash, style.hash)
        let mutable = try XCTUnwrap(copy.mutableCopy() as? NSMutableParagraphStyle)
        mutable.lineSpacing = 5
        XCTAssertNotEqual(mutable, style)
        XCTAssertEqual(style.lineSpacing, 4, "copies are independent")
        let other = NSMutableParagraphStyle()
        other.setParagraphStyle(style)
        XCTAssertEqual(other, style)
    }
}
