import ImageScaling
import XCTest

@testable import SnapshotRenderer

/// The contact sheets' thumbnail filter: a coverage-weighted mean of premultiplied pixels, in integers.
final class AreaAverageScalerTests: XCTestCase {
    private func scale(_ pixels: [UInt32], width: Int, height: Int, to size: (Int, Int)) -> [UInt32] {
        pixels.withUnsafeBufferPointer {
            AreaAverageScaler.scale(
                $0.baseAddress!, width: width, height: height, stride: width, toWidth: size.0, height: size.1)
        }
    }

    func testAUniformImageStaysUniformAtAnySize() {
        let colour: UInt32 = 0xFF34_7AC1
        let pixels = [UInt32](repeating: colour, count: 13 * 7)
        for size in [(5, 3), (13, 7), (1, 1), (4, 7), (20, 11)] {
            XCTAssertEqual(Set(scale(pixels, width: 13, height: 7, to: size)), [colour], "\(size)")
        }
    }

    func testATwoByTwoCheckerHalvedIsTheExactMeanOfEachBlock() {
        // Black and white squares of 2×2 source pixels, made of one black and one white pixel per row:
        // every 2×2 block holds two of each, so every output pixel is (0 + 0 + 255 + 255) / 4 = 127.5 → 128.
        let black: UInt32 = 0xFF00_0000
        let white: UInt32 = 0xFFFF_FFFF
        let pixels = (0..<4).flatMap { y in (0..<4).map { x in (x + y) % 2 == 0 ? black : white } }
        XCTAssertEqual(scale(pixels, width: 4, height: 4, to: (2, 2)), [UInt32](repeating: 0xFF80_8080, count: 4))
        // A block of one colour each: the halves keep their own colours exactly.
        let blocks = (0..<4).flatMap { y in (0..<4).map { x in x < 2 ? 0xFF10_2030 : 0xFFF0_E0D0 as UInt32 } }
        XCTAssertEqual(
            scale(blocks, width: 4, height: 4, to: (2, 2)), [0xFF10_2030, 0xFFF0_E0D0, 0xFF10_2030, 0xFFF0_E0D0])
        XCTAssertTrue(AreaAverageScaler.AxisWeights(source: 4, destination: 2).isWholeFactor)
    }

    func testCoverageWeightsForThreeSourcePixelsOntoTwo() {
        // Each output pixel covers 1.5 source pixels: the first all of pixel 0 and half of pixel 1, the
        // second the other half of pixel 1 and all of pixel 2. In units of half a pixel: 2 + 1 and 1 + 2.
        let weights = AreaAverageScaler.AxisWeights(source: 3, destination: 2)
        XCTAssertEqual(weights.total, 3)
        XCTAssertFalse(weights.isWholeFactor)
        XCTAssertEqual(weights.covered(0).map(\.pixel), [0, 1])
        XCTAssertEqual(weights.covered(0).map(\.weight), [2, 1])
        XCTAssertEqual(weights.covered(1).map(\.pixel), [1, 2])
        XCTAssertEqual(weights.covered(1).map(\.weight), [1, 2])
        // Red values 30, 90, 210 → (2·30 + 90) / 3 = 50 and (90 + 2·210) / 3 = 170.
        let row: [UInt32] = [0xFF1E_0000, 0xFF5A_0000, 0xFFD2_0000]
        XCTAssertEqual(scale(row, width: 3, height: 1, to: (2, 1)), [0xFF32_0000, 0xFFAA_0000])
        // Five onto three: units of a third of an output pixel, 5 per output pixel: 3 + 2, 1 + 3 + 1, 2 + 3.
        let fifths = AreaAverageScaler.AxisWeights(source: 5, destination: 3)
        XCTAssertEqual((0..<3).map { fifths.covered($0).map(\.weight) }, [[3, 2], [1, 3, 1], [2, 3]])
        XCTAssertEqual((0..<3).map { fifths.covered($0).map(\.pixel) }, [[0, 1], [1, 2, 3], [3, 4]])
    }

    func testTranslucentPixelsAverageTheirPremultipliedChannels() {
        // Transparent beside half-opaque premultiplied red (0x80, 0x80, 0, 0): the mean is a quarter
        // opaque with a quarter red, still premultiplied (red ≤ alpha).
        let row: [UInt32] = [0x0000_0000, 0x8080_0000]
        XCTAssertEqual(scale(row, width: 2, height: 1, to: (1, 1)), [0x4040_0000])
    }

    func testOpaqueInputGivesOpaqueOutput() {
        var state: UInt32 = 12345
        let pixels = (0..<(37 * 23)).map { _ -> UInt32 in
            state = state &* 1_103_515_245 &+ 12345
            return 0xFF00_0000 | state >> 8
        }
        for size in [(11, 7), (36, 22), (5, 23), (37, 1)] {
            let output = scale(pixels, width: 37, height: 23, to: size)
            XCTAssertEqual(output.count, size.0 * size.1)
            XCTAssertTrue(output.allSatisfy { $0 >> 24 == 0xFF }, "\(size)")
        }
    }

    /// The definition, one output pixel at a time: Σ weight_row · weight_column · channel over the pixels
    /// it covers, plus half the total, divided by the total.
    private func reference(_ pixels: [UInt32], width: Int, height: Int, to size: (Int, Int)) -> [UInt32] {
        let columns = AreaAverageScaler.AxisWeights(source: width, destination: size.0)
        let rows = AreaAverageScaler.AxisWeights(source: height, destination: size.1)
        let total = columns.total * rows.total
        var output: [UInt32] = []
        for y in 0..<size.1 {
            for x in 0..<size.0 {
                var word: UInt32 = 0
                for shift: UInt32 in [0, 8, 16, 24] {
                    var sum = 0
                    for (row, rowWeight) in rows.covered(y) {
                        for (column, columnWeight) in columns.covered(x) {
                            sum += rowWeight * columnWeight * Int(pixels[row * width + column] >> shift & 0xFF)
                        }
                    }
                    word |= UInt32((sum + total / 2) / total) << shift
                }
                output.append(word)
            }
        }
        return output
    }

    func testEverySizeMatchesTheDefinitionAndReportsOpacity() {
        var state: UInt32 = 987_654
        func random() -> UInt32 {
            state = state &* 1_103_515_245 &+ 12345
            return state >> 1 ^ state << 17
        }
        // Shrinking and growing, whole and fractional factors; a tall thin image whose row weights
        // (up to 40,001 units) exceed the 15 bits the vectorised multiply-add takes at once, also wide
        // enough for the vector loop; a total of weights above 2^20 (1031 · 1033), where a quotient taken
        // in floats can land one above; the vector and portable loops alike.
        let cases = [
            (37, 23, 11, 7), (37, 23, 36, 22), (40, 30, 20, 15), (16, 9, 5, 3), (3, 4, 7, 9), (2, 40_001, 2, 40_000),
            (9, 40_001, 3, 40_000), (1031, 1033, 6, 3),
        ]
        for (width, height, outputWidth, outputHeight) in cases {
            let translucent = (0..<(width * height)).map { _ in random() }
            let opaque = translucent.map { $0 | 0xFF00_0000 }
            for pixels in [translucent, opaque] {
                let expected = reference(pixels, width: width, height: height, to: (outputWidth, outputHeight))
                for vectors in [true, false] {
                    var isOpaque = false
                    let output = pixels.withUnsafeBufferPointer {
                        AreaAverageScaler.scale(
                            $0.baseAddress!, width: width, height: height, stride: width, toWidth: outputWidth,
                            height: outputHeight, opaque: &isOpaque, vectors: vectors)
                    }
                    let name = "\(width)×\(height) → \(outputWidth)×\(outputHeight), vectors \(vectors)"
                    XCTAssertEqual(output, expected, name)
                    XCTAssertEqual(isOpaque, pixels == opaque, name)
                }
            }
        }
    }

    func testTheScalersDivisionAgreesWithIntegerDivision() {
        for divisor in [1, 2, 3, 7, 160, 640, 1 << 20, 16_777_215, 16_777_216, 1 << 32, (1 << 32) + 1] {
            var values = [0, 1, divisor - 1, divisor, divisor + 1, 255 * divisor + divisor / 2, (1 << 32) - 1, 1 << 32]
            var state: UInt64 = UInt64(divisor)
            for _ in 0..<2000 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                values.append(Int(state >> 33) % (256 * divisor))
            }
            for value in values where value >= 0 {
                XCTAssertEqual(
                    area_average_quotient(UInt64(value), UInt64(divisor)), UInt32(truncatingIfNeeded: value / divisor),
                    "\(value) / \(divisor)")
            }
        }
    }
}
