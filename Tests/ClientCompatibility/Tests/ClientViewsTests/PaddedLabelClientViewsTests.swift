import ClientViews
import SnapshotRenderer
import UIKit
import XCTest

/// The client's padded label (Swift 6) is sized through `textRect(forBounds:limitedToNumberOfLines:)` by every
/// path that sizes a label, and draws its text inside the padding (iPhone 8, @2x, on white).
final class PaddedLabelClientViewsTests: XCTestCase {
    func testAutoLayoutAndSizeToFitIncludeThePadding() {
        MainActor.assumeIsolated {
            let plain = UILabel()
            plain.text = "NEW"
            plain.font = .systemFont(ofSize: 13, weight: .semibold)
            let chip = PaddedLabel.chip("NEW", color: .systemRed)
            let natural = plain.intrinsicContentSize
            XCTAssertEqual(chip.intrinsicContentSize, CGSize(width: natural.width + 20, height: natural.height + 8))
            chip.sizeToFit()
            XCTAssertEqual(chip.bounds.size, chip.intrinsicContentSize)

            let window = UIWindow(device: .iPhone8)
            window.addSubview(chip)
            NSLayoutConstraint.activate([
                chip.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                chip.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
            ])
            window.layoutIfNeeded()
            XCTAssertEqual(chip.frame.size, CGSize(width: natural.width + 20, height: natural.height + 8))
            chip.contentInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
            window.layoutIfNeeded()
            XCTAssertEqual(chip.frame.size, CGSize(width: natural.width + 32, height: natural.height + 16))
        }
    }

    func testAWrappedPaddedLabelIsAsTallAsItsLinesAndPadding() {
        MainActor.assumeIsolated {
            let text = String(repeating: "A chip that wraps its words. ", count: 5)
            let plain = UILabel()
            plain.numberOfLines = 0
            plain.text = text
            let padded = PaddedLabel()
            padded.numberOfLines = 0
            padded.text = text
            let fitted = padded.systemLayoutSizeFitting(
                CGSize(width: 240, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            XCTAssertEqual(fitted.height, plain.sizeThatFits(CGSize(width: 220, height: 0)).height + 8)
            XCTAssertGreaterThan(fitted.height, 3 * 20)
        }
    }

    func testTheChipDrawsItsTextInsideItsPadding() throws {
        try MainActor.assumeIsolated {
            var chipFrame = CGRect.zero
            let image = try renderHostedClientView { root in
                let chip = PaddedLabel.chip("MMM", color: .black)
                chip.layer.cornerRadius = 0
                chip.textColor = .white
                root.addSubview(chip)
                NSLayoutConstraint.activate([
                    chip.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                    chip.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                ])
                root.layoutIfNeeded()
                chipFrame = chip.frame
            }
            XCTAssertEqual(chipFrame.minX, 20)
            // The white glyphs start after the left padding: no white pixel in the first 10 points of the chip.
            var leftmostWhite: Int?
            for y in Int(chipFrame.minY * 2)..<Int(chipFrame.maxY * 2) {
                for x in Int(chipFrame.minX * 2)..<Int(chipFrame.maxX * 2) where image[x, y].red > 128 {
                    leftmostWhite = min(leftmostWhite ?? x, x)
                }
            }
            let firstInk = try XCTUnwrap(leftmostWhite)
            XCTAssertGreaterThanOrEqual(firstInk, Int(chipFrame.minX * 2) + 20)
            XCTAssertLessThan(firstInk, Int(chipFrame.minX * 2) + 26)
            XCTAssertEqual(image[Int(chipFrame.minX * 2) + 2, Int(chipFrame.midY * 2)].red, 0, "the chip's fill")
        }
    }
}
