import Foundation
import SnapshotRenderer
import SnapshotTesting
import XCTest

final class ImageComparisonTests: XCTestCase {
    private let base = TestImage.gradient(width: 10, height: 10)

    func testEqualBytesPassWithoutDecoding() {
        // Not a PNG at all: the only way to pass is the byte comparison, which never decodes.
        let bytes = Array("not a png, but the same bytes".utf8)
        XCTAssertNil(Diffing<ImageSnapshot>.image().difference(ImageSnapshot(png: bytes), ImageSnapshot(png: bytes)))
        let other = Diffing<ImageSnapshot>.image().difference(
            ImageSnapshot(png: bytes), ImageSnapshot(png: bytes + [0]))
        XCTAssertEqual(other?.kind, .unreadableGolden, "different bytes are decoded, and these cannot be")
    }

    func testEqualPixelsInDifferentlyCompressedFilesPass() {
        let fast = ImageEncoder(compressionLevel: 1).png(base)
        let small = ImageEncoder(compressionLevel: 12).png(base)
        XCTAssertNotEqual(fast, small, "the test needs two different files")
        XCTAssertNil(Diffing<ImageSnapshot>.image().difference(ImageSnapshot(png: fast), ImageSnapshot(png: small)))
    }

    func testAChannelDifferenceOfExactlyTheThresholdPassesAndOneMoreFails() {
        for (channel, change) in [(0, (3, 0, 0, 0)), (1, (0, 3, 0, 0)), (2, (0, 0, 3, 0)), (3, (0, 0, 0, -3))] {
            let atThreshold = TestImage.edited(base, at: [(4, 4)], by: change)
            let comparison = ImageComparison(
                expected: base, actual: atThreshold, tolerance: ImageTolerance(perChannel: 3))
            XCTAssertTrue(comparison.passes, "channel \(channel): a difference of 3 is within ±3")
            XCTAssertEqual(comparison.toleratedPixels, 1)

            let beyond = TestImage.edited(
                atThreshold, at: [(4, 4)], by: (change.0 / 3, change.1 / 3, change.2 / 3, change.3 / 3))
            let failing = ImageComparison(expected: base, actual: beyond, tolerance: ImageTolerance(perChannel: 3))
            XCTAssertFalse(failing.passes, "channel \(channel): a difference of 4 is beyond ±3")
            XCTAssertEqual(failing.differingPixels, 1)
            XCTAssertEqual(failing.largestChannelDifference, 4)
        }
    }

    func testADifferingShareExactlyAtTheLimitPassesAndOnePixelMoreFails() {
        let tolerance = ImageTolerance(maxDifferingFraction: 0.03)
        let three = TestImage.edited(base, at: [(0, 0), (5, 5), (9, 9)], by: (0, 0, 50, 0))
        let atLimit = ImageComparison(expected: base, actual: three, tolerance: tolerance)
        XCTAssertEqual(atLimit.differingPixels, 3)
        XCTAssertTrue(atLimit.passes, "3 of 100 pixels is exactly 3%")

        let four = TestImage.edited(three, at: [(1, 0)], by: (0, 0, 50, 0))
        let beyond = ImageComparison(expected: base, actual: four, tolerance: tolerance)
        XCTAssertEqual(beyond.differingPixels, 4)
        XCTAssertFalse(beyond.passes)
        XCTAssertEqual(beyond.changedBounds?.minX, 0)
        XCTAssertEqual(beyond.changedBounds?.maxY, 9)
    }

    func testPerceptualComparisonUsesDeltaE() {
        let grey = TestImage.solid(width: 4, height: 4, .init(red: 200, green: 200, blue: 200))
        let slightlyRed = TestImage.edited(grey, at: [(1, 1)], by: (1, 0, 0, 0))
        let perceptual = ImageComparison(expected: grey, actual: slightlyRed, tolerance: .perceptual(maxDeltaE: 1))
        XCTAssertTrue(perceptual.passes, "a one-step change in red is invisible (ΔE00 \(perceptual.largestDeltaE))")
        XCTAssertGreaterThan(perceptual.largestDeltaE, 0)
        XCTAssertLessThan(perceptual.largestDeltaE, 1)
        XCTAssertFalse(ImageComparison(expected: grey, actual: slightlyRed, tolerance: .exact).passes)

        let visiblyRed = TestImage.edited(grey, at: [(1, 1)], by: (40, 0, 0, 0))
        let visible = ImageComparison(expected: grey, actual: visiblyRed, tolerance: .perceptual(maxDeltaE: 1))
        XCTAssertFalse(visible.passes)
        XCTAssertGreaterThan(visible.largestDeltaE, 5)
    }

    func testDifferentSizesReportBothSizesAndStillProduceADiffImage() throws {
        let sandbox = try Sandbox()
        let golden = TestImage.gradient(width: 4, height: 3)
        let taller = TestImage.gradient(width: 4, height: 5)
        XCTAssertNotNil(sandbox.verify(golden, as: .image, record: .all))
        let failure = try XCTUnwrap(sandbox.verify(taller, as: .image))
        XCTAssertEqual(failure.kind, .mismatch)
        XCTAssertTrue(failure.message.contains("golden 4×3 px"), failure.message)
        XCTAssertTrue(failure.message.contains("snapshot 4×5 px"), failure.message)
        XCTAssertEqual(failure.facts["expectedSize"], "4x3")
        XCTAssertEqual(failure.facts["actualSize"], "4x5")

        let diffPath = try XCTUnwrap(failure.artifacts.first { $0.hasSuffix(".diff.png") })
        let diff = try ImageDecoder.decodePNG([UInt8](try Data(contentsOf: URL(fileURLWithPath: diffPath))))
        XCTAssertEqual(diff.width, 4)
        XCTAssertEqual(diff.height, 5, "the diff covers the union of both canvases")
        XCTAssertEqual(diff[0, 4], .init(red: 255, green: 0, blue: 255), "rows only the snapshot has are marked")
        XCTAssertNotEqual(diff[0, 0], .init(red: 255, green: 0, blue: 255))
    }

    func testTheDiffImageHighlightsChangedPixelsOverADimmedGreyCopy() {
        let changed = TestImage.edited(base, at: [(2, 3)], by: (0, 90, 0, 0))
        let diff = ImageComparison(expected: base, actual: changed, tolerance: .exact).diffImage()
        XCTAssertEqual(diff[2, 3], .init(red: 255, green: 0, blue: 0))
        let unchanged = diff[7, 7]
        XCTAssertEqual(unchanged.red, unchanged.green, "unchanged pixels are grey")
        XCTAssertEqual(unchanged.green, unchanged.blue)
        XCTAssertGreaterThanOrEqual(unchanged.red, 192, "and dimmed towards white")
    }
}
