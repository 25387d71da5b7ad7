import XCTest

@testable import OpenUIKit

/// A kerned label laid out at the width it measured keeps all its text: Pango fits a line with the spacing after
/// its last character, which it leaves out of the measured width, so without room for it the line was cut.
final class KernedLineFitTests: XCTestCase {
    func testAKernedLabelAtItsOwnWidthIsNotTruncated() throws {
        for kern in [1.0, 2.0, 8.0] {
            let label = UILabel()
            label.attributedText = NSAttributedString(
                string: "Buy now", attributes: [.kern: kern, .font: UIFont.boldSystemFont(ofSize: 20)])
            label.frame = CGRect(origin: .zero, size: label.intrinsicContentSize)
            let rendering = try XCTUnwrap(label.textRendering)
            XCTAssertFalse(rendering.layout.text.isTruncated, "kern \(kern)")
            XCTAssertEqual(rendering.layout.lineCount, 1)
        }
    }

    func testAWrappedKernedLabelStillWrapsAtItsWidth() throws {
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = NSAttributedString(
            string: String(repeating: "Spaced words wrap. ", count: 6), attributes: [.kern: 3])
        let size = label.sizeThatFits(CGSize(width: 150, height: 0))
        XCTAssertLessThanOrEqual(size.width, 150)
        XCTAssertGreaterThan(size.height, 4 * 20)
    }
}
