import Foundation
import XCTest

@testable import OpenUIKit

/// The crash of issue 31: runs whose colours or fonts differ halted the process in
/// `NSMutableAttributedString.copy()`, because CoreFoundation read a "not a type" CF header from UIKit's value
/// objects and asserted (see `CoreFoundationObjectHeader`). These tests crash the test process if it comes back.
final class CoreFoundationObjectHeaderTests: XCTestCase {
    /// The CF type ID CoreFoundation reads from an object: bits 8–17 of the word after Swift's two header words.
    private func typeID(of object: AnyObject) -> UInt64 {
        let pointer = Unmanaged.passUnretained(object).toOpaque()
        return (pointer.load(fromByteOffset: 16, as: UInt64.self) >> 8) & 0x3FF
    }

    func testEveryAttributeValueClassStartsWithTheHeader() {
        let values: [AnyObject] = [
            UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor.black,
            UIColor(dynamicProvider: { _ in .white }), UIFont.systemFont(ofSize: 17), NSParagraphStyle(),
            NSMutableParagraphStyle(), NSTextAttachment(),
        ]
        for value in values {
            XCTAssertEqual(typeID(of: value), CoreFoundationObjectHeader.typeID, "\(type(of: value))")
        }
    }

    /// Colours whose red component is 1 or 0 read as type 0 without the header: the reported crash.
    func testCopyingRunsOfDifferentColoursAndFonts() throws {
        let text = NSMutableAttributedString()
        let values: [[NSAttributedString.Key: Any]] = [
            [.foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1), .font: UIFont.systemFont(ofSize: 12)],
            [.foregroundColor: UIColor.blue, .font: UIFont.boldSystemFont(ofSize: 20)],
            [.foregroundColor: UIColor.black, .paragraphStyle: NSParagraphStyle()],
            [.foregroundColor: UIColor.white, .attachment: NSTextAttachment()],
        ]
        for (index, attributes) in values.enumerated() {
            text.append(NSAttributedString(string: "run \(index) ", attributes: attributes))
        }
        let copy = try XCTUnwrap(text.copy() as? NSAttributedString)
        var runs = 0
        copy.enumerateAttribute(.foregroundColor, in: NSRange(location: 0, length: copy.length)) { _, _, _ in
            runs += 1
        }
        XCTAssertEqual(runs, 4)
        XCTAssertEqual(copy.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, UIColor.red)
        XCTAssertEqual(copy.attribute(.font, at: 7, effectiveRange: nil) as? UIFont, UIFont.boldSystemFont(ofSize: 20))
    }

    /// Equal values still merge into one run: CoreFoundation now asks Swift's `isEqual(_:)`.
    func testEqualValuesOfDistinctObjectsMergeIntoOneRun() {
        let text = NSMutableAttributedString(string: "abcdef")
        text.addAttribute(
            .foregroundColor, value: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
            range: NSRange(location: 0, length: 3))
        text.addAttribute(
            .foregroundColor, value: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
            range: NSRange(location: 3, length: 3))
        var range = NSRange()
        _ = text.attribute(.foregroundColor, at: 0, effectiveRange: &range)
        XCTAssertEqual(range, NSRange(location: 0, length: 6))
    }

    func testLabelsAndTextViewsTakeManyColouredRuns() {
        let text = NSMutableAttributedString()
        for index in 0..<200 {
            let colour = UIColor(red: CGFloat(index % 2), green: 0, blue: CGFloat(index % 3) / 2, alpha: 1)
            text.append(
                NSAttributedString(
                    string: "\(index) ",
                    attributes: [.foregroundColor: colour, .font: UIFont.systemFont(ofSize: CGFloat(10 + index % 5))]))
        }
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = text
        XCTAssertEqual(label.attributedText?.string, text.string)
        XCTAssertGreaterThan(label.sizeThatFits(CGSize(width: 300, height: 0)).height, 100)
        let textView = UITextView()
        textView.isScrollEnabled = false
        textView.attributedText = text
        XCTAssertEqual(textView.attributedText.length, text.length)
        XCTAssertGreaterThan(textView.sizeThatFits(CGSize(width: 300, height: 0)).height, 100)
    }
}
