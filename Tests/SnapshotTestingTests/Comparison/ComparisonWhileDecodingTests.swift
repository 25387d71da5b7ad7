import Foundation
import SnapshotRenderer
import XCTest

@testable import SnapshotTesting

/// A golden PNG compared row by row while it is decoded must give exactly what decoding it and
/// comparing the two images gives: counts, largest differences, bounds, summary and diff image.
final class ComparisonWhileDecodingTests: XCTestCase {
    /// A small deterministic generator (SplitMix64), so failures reproduce.
    private struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    }

    /// Few colours (an indexed file), many (RGB) or translucent ones (RGBA).
    private func picture(_ random: inout Random, width: Int, height: Int, kind: Int) -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let offset = (y * width + x) * 4
                switch kind {
                case 0:
                    let shade = UInt8((x / 5 + y / 3) % 4 * 60)
                    pixels.replaceSubrange(offset..<(offset + 4), with: [shade, shade, 200, 255])
                case 1:
                    pixels.replaceSubrange(
                        offset..<(offset + 4),
                        with: [UInt8(x * 3 % 256), UInt8(y * 5 % 256), UInt8(random.int(0...255)), 255])
                default:
                    pixels.replaceSubrange(
                        offset..<(offset + 4),
                        with: [UInt8(x % 256), UInt8(random.int(0...255)), 9, UInt8(random.int(0...255))])
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    private func edited(_ image: RGBAImage, _ random: inout Random, count: Int) -> RGBAImage {
        var copy = image
        for _ in 0..<count {
            let offset = random.int(0...(image.width * image.height - 1)) * 4 + random.int(0...3)
            copy.pixels[offset] = UInt8(truncatingIfNeeded: Int(copy.pixels[offset]) + random.int(-9...9))
        }
        return copy
    }

    private func assertSame(_ streamed: ImageComparison, _ whole: ImageComparison, _ label: String) {
        XCTAssertEqual(streamed.differingPixels, whole.differingPixels, label)
        XCTAssertEqual(streamed.toleratedPixels, whole.toleratedPixels, label)
        XCTAssertEqual(streamed.largestChannelDifference, whole.largestChannelDifference, label)
        XCTAssertEqual(streamed.largestDeltaE, whole.largestDeltaE, label)
        XCTAssertEqual(
            streamed.changedBounds.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] },
            whole.changedBounds.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] }, label)
        XCTAssertEqual(streamed.passes, whole.passes, label)
        XCTAssertEqual(streamed.summary, whole.summary, label)
        XCTAssertEqual(streamed.expected, whole.expected, label)
        XCTAssertEqual(streamed.diffImage(), whole.diffImage(), label)
    }

    func testComparingWhileDecodingEqualsDecodingThenComparing() throws {
        var random = Random(state: 19)
        let tolerances: [ImageTolerance] = [
            .exact, ImageTolerance(perChannel: 4), ImageTolerance(perChannel: 2, maxDifferingFraction: 0.01),
            .perceptual(maxDeltaE: 1.5),
        ]
        for trial in 0..<60 {
            let width = random.int(1...90)
            let height = random.int(1...40)
            let golden = picture(&random, width: width, height: height, kind: trial % 3)
            var actual = edited(golden, &random, count: random.int(0...30))
            if trial % 7 == 3 {
                // Another size: the overlap is compared, the rest counts as changed.
                actual = picture(
                    &random, width: max(1, width + random.int(-5...5)), height: max(1, height + random.int(-5...5)),
                    kind: trial % 3)
            }
            let png = ImageEncoder().png(golden)
            for tolerance in tolerances {
                let streamed = try ImageComparison(
                    expectedPNG: png, maximumPixels: .max, actual: actual, tolerance: tolerance)
                let whole = ImageComparison(
                    expected: try ImageDecoder.decodePNG(png), actual: actual, tolerance: tolerance)
                assertSame(streamed, whole, "trial \(trial), \(tolerance)")
            }
        }
    }

    /// A file the fast decoder does not read (here: one with a text chunk) goes through the whole
    /// decode, with the same results.
    func testAGoldenOutsideTheFastPathIsDecodedWhole() throws {
        var random = Random(state: 5)
        let golden = picture(&random, width: 30, height: 20, kind: 1)
        let actual = edited(golden, &random, count: 12)
        var png = ImageEncoder().png(golden)
        png.insert(contentsOf: Self.chunk("tEXt", Array("Comment\0made elsewhere".utf8)), at: 33)
        XCTAssertNil(try ImageDecoder.decodePNG(png, path: .fast), "the test needs a file off the fast path")
        let streamed = try ImageComparison(expectedPNG: png, maximumPixels: .max, actual: actual, tolerance: .exact)
        let whole = ImageComparison(expected: try ImageDecoder.decodePNG(png), actual: actual, tolerance: .exact)
        assertSame(streamed, whole, "tEXt")
        XCTAssertGreaterThan(streamed.differingPixels, 0)
    }

    func testAnUnreadableOrOversizedGoldenThrowsTheDecodersReason() {
        let golden = TestImage.gradient(width: 12, height: 9)
        var damaged = ImageEncoder().png(golden)
        damaged[damaged.count - 20] ^= 0x55
        for (bytes, limit) in [(damaged, Int.max), (ImageEncoder().png(golden), 100)] {
            var reason = ""
            do {
                _ = try ImageComparison(expectedPNG: bytes, maximumPixels: limit, actual: golden, tolerance: .exact)
            } catch {
                reason = error.reason
            }
            do {
                _ = try ImageDecoder.decodePNG(bytes, maximumPixels: limit)
                XCTFail("the file should be refused")
            } catch {
                XCTAssertEqual(reason, error.reason)
            }
        }
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        func bigEndian(_ value: UInt32) -> [UInt8] {
            [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
        }
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc)
    }
}
