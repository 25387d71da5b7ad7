import SnapshotTesting
import UIKit
import XCTest

/// Image strategies, and what `precision` and `perceptualPrecision` mean, on images made by hand.
final class ImageStrategyTests: XCTestCase {
    /// A 10 × 10 image at @1x of one grey, with `changed` pixels (from the top-left, row by row) in another
    /// colour.
    private func image(
        grey: CGFloat = 128, changed: Int = 0, to colour: (CGFloat, CGFloat, CGFloat) = (128, 160, 128),
        size: Int = 10
    ) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: size, height: size), format: format).image { context in
            UIColor(red: grey / 255, green: grey / 255, blue: grey / 255, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: size, height: size))
            UIColor(red: colour.0 / 255, green: colour.1 / 255, blue: colour.2 / 255, alpha: 1).setFill()
            for index in 0..<changed {
                context.fill(CGRect(x: index % size, y: index / size, width: 1, height: 1))
            }
        }
    }

    private func message(_ reference: UIImage, _ snapshot: UIImage, _ diffing: Diffing<UIImage>) -> String? {
        diffing.diff(reference, snapshot)?.0
    }

    func testImageGolden() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let avatar = UIGraphicsImageRenderer(size: CGSize(width: 48, height: 48), format: format).image { _ in
            UIColor.systemTeal.setFill()
            UIBezierPath(ovalIn: CGRect(x: 4, y: 4, width: 40, height: 40)).fill()
            UIColor.white.setFill()
            UIBezierPath(roundedRect: CGRect(x: 16, y: 14, width: 16, height: 20), cornerRadius: 4).fill()
        }
        assertSnapshot(of: avatar, as: .image)
    }

    func testBezierPathGolden() {
        let star = UIBezierPath()
        star.move(to: CGPoint(x: 20, y: 2))
        for index in 1..<10 {
            let angle = CGFloat(index) * .pi / 5 - .pi / 2
            let radius: CGFloat = index % 2 == 0 ? 18 : 7
            star.addLine(to: CGPoint(x: 20 + radius * cos(angle), y: 20 + radius * sin(angle)))
        }
        star.close()
        assertSnapshot(of: star, as: .image)
    }

    func testCGPathGolden() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 10, y: 10, width: 30, height: 20))
        path.addRect(CGRect(x: 30, y: 20, width: 20, height: 20))
        assertSnapshot(of: path, as: .image(scale: 2))
    }

    func testIdenticalImagesMatchAtEveryPrecision() {
        XCTAssertNil(message(image(changed: 3), image(changed: 3), .image))
        XCTAssertNil(message(image(changed: 3), image(changed: 3), .image(precision: 0.5, perceptualPrecision: 0.5)))
    }

    /// `precision` 1 (the default) needs every pixel; below 1 it is the share of pixels that must match.
    func testPrecisionIsTheShareOfPixelsThatMustMatch() {
        let reference = image()
        let onePixel = image(changed: 1)
        XCTAssertEqual(
            message(reference, onePixel, .image)?.hasPrefix("Newly-taken snapshot does not match reference."), true)
        XCTAssertNil(message(reference, onePixel, .image(precision: 0.99)), "1 pixel of 100 may differ at 0.99")
        XCTAssertEqual(
            message(reference, onePixel, .image(precision: 0.995))?.hasPrefix(
                "Actual image precision 0.99 is less than required 0.995"), true)
        let twoPixels = image(changed: 2)
        XCTAssertNotNil(message(reference, twoPixels, .image(precision: 0.99)))
        XCTAssertNil(message(reference, twoPixels, .image(precision: 0.98)))
        XCTAssertNil(message(reference, image(changed: 100), .image(precision: 0)))
    }

    /// `perceptualPrecision` 1 (the default) needs exact colours; below 1 a pixel matches when its ΔE is at
    /// most (1 − perceptualPrecision) × 100.
    func testPerceptualPrecisionIsAPerPixelColourThreshold() {
        let reference = image()
        let faint = image(changed: 100, to: (129, 128, 128))  // ΔE00 ≈ 0.4: invisible
        let visible = image(changed: 100, to: (128, 160, 128))  // ΔE00 ≈ 15
        XCTAssertNotNil(message(reference, faint, .image), "exact by default")
        XCTAssertNil(message(reference, faint, .image(perceptualPrecision: 0.99)))
        XCTAssertNil(message(reference, faint, .image(perceptualPrecision: 0.98)))
        let failure = message(reference, visible, .image(perceptualPrecision: 0.98))
        XCTAssertEqual(failure?.contains("The percentage of pixels that match 0.0 is less than required 1.0"), true)
        XCTAssertEqual(failure?.contains("The lowest perceptual color precision 0.8"), true, failure ?? "")
        XCTAssertEqual(failure?.contains("is less than required 0.98"), true)
        XCTAssertNil(message(reference, visible, .image(perceptualPrecision: 0.8)))
    }

    /// The two combine: pixels beyond the colour threshold count against `precision`.
    func testPrecisionCountsPixelsBeyondThePerceptualThreshold() {
        let reference = image()
        let fiveVisible = image(changed: 5)
        XCTAssertNotNil(message(reference, fiveVisible, .image(precision: 0.96, perceptualPrecision: 0.98)))
        XCTAssertNil(message(reference, fiveVisible, .image(precision: 0.95, perceptualPrecision: 0.98)))
        let failure = message(reference, fiveVisible, .image(precision: 0.99, perceptualPrecision: 0.98))
        XCTAssertEqual(failure?.contains("The percentage of pixels that match 0.95 is less than required 0.99"), true)
    }

    /// The threshold sits exactly at the ΔE the precision names.
    func testPerceptualThresholdBoundary() {
        let reference = image(grey: 200)
        let shifted = image(grey: 200, changed: 100, to: (200, 200, 210))
        let deltaE = CIEDE2000.difference(
            LabColor(red: 200, green: 200, blue: 200), LabColor(red: 200, green: 200, blue: 210))
        XCTAssertGreaterThan(deltaE, 1)
        XCTAssertNil(message(reference, shifted, .image(perceptualPrecision: Float(1 - (deltaE + 0.01) / 100))))
        XCTAssertNotNil(message(reference, shifted, .image(perceptualPrecision: Float(1 - (deltaE - 0.01) / 100))))
    }

    func testSizeMismatchNamesBothSizes() {
        let failure = message(image(size: 10), image(size: 5), .image(precision: 0))
        XCTAssertEqual(
            failure?.hasPrefix("Newly-taken snapshot@(5.0, 5.0) does not match reference@(10.0, 10.0)."), true,
            failure ?? "")
    }

    func testReferenceRoundTripsThroughPNG() {
        let diffing = Diffing<UIImage>.image
        let original = image(changed: 7)
        let stored = diffing.fromData(diffing.toData(original))
        XCTAssertNil(diffing.diff(stored, original))
        XCTAssertEqual(stored.size, original.size)
    }

    /// A reference that is not a readable PNG is reported with the reason, not compared as an empty image.
    func testADamagedReferenceIsReportedNotCompared() {
        let diffing = Diffing<UIImage>.image
        let damaged = diffing.fromData(Data("not a png".utf8))
        let failure = diffing.diff(damaged, image())?.0
        XCTAssertNotNil(failure)
        XCTAssertFalse(failure?.contains("Newly-taken snapshot") ?? true, failure ?? "")
        XCTAssertNil(diffing.diff(diffing.fromData(diffing.toData(image())), image()))
    }
}
