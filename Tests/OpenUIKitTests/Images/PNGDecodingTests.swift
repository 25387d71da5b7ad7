import Foundation
import XCTest

@testable import OpenUIKit

/// Every PNG colour type and bit depth, plain and Adam7-interlaced, written by `PNGFixture` (not by
/// libpng) and read back through `UIImage(data:)`, compared pixel by pixel with the expected 8-bit
/// straight RGBA.
final class PNGDecodingTests: XCTestCase {
    private let width = 13  // odd sizes exercise partial bytes and short interlace passes
    private let height = 9

    /// A sample of depth `depth` for pixel (x, y), channel `c`.
    private func value(_ x: Int, _ y: Int, _ c: Int, depth: Int) -> Int {
        let maximum = (1 << depth) - 1
        if depth == 16 {
            // Multiples of 257 so that the 8-bit result is exact whatever rounding libpng uses.
            return ((x * 37 + y * 11 + c * 53) % 256) * 257
        }
        return (x * 3 + y * 5 + c * 7) % (maximum + 1)
    }

    private func to8(_ v: Int, depth: Int) -> UInt8 {
        depth == 16 ? UInt8(v / 257) : UInt8(v * 255 / ((1 << depth) - 1))
    }

    private func check(
        _ fixture: PNGFixture, expected: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8), file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let label = "type \(fixture.colorType) depth \(fixture.bitDepth) interlaced \(fixture.interlaced)"
        guard let image = UIImage(data: fixture.data()), let bitmap = image.cgImage else {
            return XCTFail("\(label): not decoded", file: file, line: line)
        }
        XCTAssertEqual(image.size, CGSize(width: width, height: height), label, file: file, line: line)
        for y in 0..<height {
            for x in 0..<width {
                var got = bitmap.rgba(x: x, y: y)
                var want = expected(x, y)
                // A fully transparent pixel has no colour to compare.
                if want.3 == 0 && got.alpha == 0 {
                    got = (0, 0, 0, 0)
                    want = (0, 0, 0, 0)
                }
                if got != want {
                    return XCTFail("\(label): pixel (\(x), \(y)) is \(got), expected \(want)", file: file, line: line)
                }
            }
        }
    }

    func testGrayscaleAtEveryBitDepth() {
        for depth in [1, 2, 4, 8, 16] {
            for interlaced in [false, true] {
                var fixture = PNGFixture(width: width, height: height, colorType: .gray, bitDepth: depth) {
                    [self.value($0, $1, 0, depth: depth)]
                }
                fixture.interlaced = interlaced
                check(fixture) { x, y in
                    let g = self.to8(self.value(x, y, 0, depth: depth), depth: depth)
                    return (g, g, g, 255)
                }
            }
        }
    }

    func testTruecolourAndAlphaTypesAt8And16Bits() {
        let types: [(PNGFixture.ColorType, Int)] = [(.rgb, 3), (.grayAlpha, 2), (.rgba, 4)]
        for (type, channels) in types {
            for depth in [8, 16] {
                for interlaced in [false, true] {
                    var fixture = PNGFixture(width: width, height: height, colorType: type, bitDepth: depth) { x, y in
                        (0..<channels).map { self.value(x, y, $0, depth: depth) }
                    }
                    fixture.interlaced = interlaced
                    check(fixture) { x, y in
                        let s = (0..<channels).map { self.to8(self.value(x, y, $0, depth: depth), depth: depth) }
                        switch type {
                        case .rgb: return (s[0], s[1], s[2], 255)
                        case .grayAlpha: return (s[0], s[0], s[0], s[1])
                        default: return (s[0], s[1], s[2], s[3])
                        }
                    }
                }
            }
        }
    }

    func testPaletteAtEveryBitDepthWithTransparency() {
        for depth in [1, 2, 4, 8] {
            let count = 1 << depth
            let palette = (0..<count).map {
                (UInt8($0 * 255 / (count - 1)), UInt8(255 - $0 * 255 / (count - 1)), UInt8(77))
            }
            for interlaced in [false, true] {
                var fixture = PNGFixture(width: width, height: height, colorType: .palette, bitDepth: depth) {
                    [($0 + 2 * $1) % count]
                }
                fixture.palette = palette
                fixture.paletteAlpha = [128]  // entry 0 half transparent, the rest opaque
                fixture.interlaced = interlaced
                check(fixture) { x, y in
                    let index = (x + 2 * y) % count
                    let entry = palette[index]
                    return (entry.0, entry.1, entry.2, index == 0 ? 128 : 255)
                }
            }
        }
    }

    func testOpaqueFilesGiveOpaqueBitmaps() {
        let gray = PNGFixture(width: 2, height: 2, colorType: .gray, bitDepth: 8) { _, _ in [9] }
        let rgba = PNGFixture(width: 2, height: 2, colorType: .rgba, bitDepth: 8) { _, _ in [1, 2, 3, 4] }
        XCTAssertEqual(UIImage(data: gray.data())?.cgImage?.alphaInfo, CGImageAlphaInfo.noneSkipLast)
        XCTAssertEqual(UIImage(data: rgba.data())?.cgImage?.alphaInfo, CGImageAlphaInfo.last)
    }

    func testPNGDataRoundTripsPixels() throws {
        let fixture = PNGFixture(width: 5, height: 4, colorType: .rgba, bitDepth: 8) { x, y in [x * 50, y * 60, 7, 200]
        }
        let image = try XCTUnwrap(UIImage(data: fixture.data()))
        let again = try XCTUnwrap(UIImage(data: try XCTUnwrap(image.pngData())))
        XCTAssertEqual(again.cgImage?.pixels, image.cgImage?.pixels)
    }
}
