import Foundation
import ImageCodec
import OpenUIKit
import SnapshotRenderer
import XCTest

/// `UILabel.drawText(in:)` as apps override it: a padded label insets the rect and calls super, so its text is
/// drawn inside the padding; an override that draws nothing hides the text.
final class LabelDrawTextOverrideTests: XCTestCase {
    private final class PaddedLabel: UILabel {
        let padding = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 10)

        override func drawText(in rect: CGRect) {
            super.drawText(in: rect.inset(by: padding))
        }
    }

    private final class SilentLabel: UILabel {
        override func drawText(in rect: CGRect) {}
    }

    /// The leftmost dark pixel's x (in pixels, @2x) of the text in `frame`, or nil when nothing dark is drawn.
    private func leftmostInk(of make: @escaping () -> UILabel, frame: CGRect) throws -> Int? {
        let image = try renderHostedView { view in
            let label = make()
            label.frame = frame
            label.text = "MMMM"
            label.textColor = .black
            label.font = .boldSystemFont(ofSize: 24)
            view.addSubview(label)
        }
        var leftmost: Int?
        for y in Int(frame.minY * 2)..<Int(frame.maxY * 2) {
            for x in Int(frame.minX * 2)..<Int(frame.maxX * 2) {
                let pixel = image[x, y]
                if pixel.red < 100, pixel.green < 100, pixel.blue < 100 { leftmost = min(leftmost ?? x, x) }
            }
        }
        return leftmost
    }

    func testAPaddedLabelDrawsItsTextInsideThePadding() throws {
        let frame = CGRect(x: 20, y: 100, width: 300, height: 40)
        let plain = try XCTUnwrap(try leftmostInk(of: { UILabel() }, frame: frame))
        let padded = try XCTUnwrap(try leftmostInk(of: { PaddedLabel() }, frame: frame))
        XCTAssertLessThan(plain, Int(frame.minX * 2) + 12, "a plain label's text starts at its leading edge")
        XCTAssertEqual(padded - plain, 80, "40 points of padding at @2x")
    }

    func testAnOverrideThatDrawsNothingHidesTheText() throws {
        let frame = CGRect(x: 20, y: 100, width: 300, height: 40)
        XCTAssertNil(try leftmostInk(of: { SilentLabel() }, frame: frame))
    }
}
