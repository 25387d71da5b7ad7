import Foundation
import SnapshotRenderer
import Typesetter
import XCTest

/// The decoder's libdeflate fast path must give exactly libpng's pixels for everything ImageEncoder
/// writes, and must step aside (leave the file to libpng) for anything else.
final class PNGFastPathTests: XCTestCase {
    /// Noise, gradients and flat runs, so that the encoder picks every filter type somewhere.
    private func mixedImage(width: Int, height: Int, opaque: Bool) -> RGBAImage {
        var generator = SystemRandomNumberGenerator()
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                switch (y / 4) % 3 {
                case 0: pixels += [UInt8.random(in: 0...255, using: &generator), UInt8(x % 256), UInt8(y % 256)]
                case 1: pixels += [UInt8((x * 7) % 256), UInt8((x + y) % 256), 200]
                default: pixels += [30, 30, UInt8(x / 8 % 256)]
                }
                pixels.append(opaque ? 255 : UInt8((x * 13 + y) % 256))
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    func testMatchesLibpngOnEncoderOutput() throws {
        for opaque in [true, false] {
            let image = mixedImage(width: 97, height: 61, opaque: opaque)
            let png = ImageEncoder().png(image)
            let fast = try XCTUnwrap(
                try ImageDecoder.decodePNG(png, path: .fast), "opaque \(opaque) must take the fast path")
            XCTAssertEqual(fast, try ImageDecoder.decodePNG(png, path: .libpng))
            XCTAssertEqual(fast, image)
        }
    }

    func testMatchesLibpngOnARealRender() throws {
        let environment = try FontEnvironment.shared()
        let surface = try RasterSurface(width: 200, height: 60, scale: 3)
        surface.fill(x: 0, y: 0, width: 200, height: 60, red: 1, green: 1, blue: 1)
        let layout = TextLayout(text: "Golden 黄金", font: FontSpec(pointSize: 20), scale: 3, environment: environment)
        surface.draw(layout, x: 8, y: 8, red: 0.1, green: 0.2, blue: 0.9)
        let png = ImageEncoder().png(surface.image())
        XCTAssertEqual(
            try XCTUnwrap(try ImageDecoder.decodePNG(png, path: .fast)), try ImageDecoder.decodePNG(png, path: .libpng))
    }

    func testStepsAsideForAnythingElse() throws {
        let image = mixedImage(width: 8, height: 6, opaque: true)
        let png = ImageEncoder().png(image)
        // A tEXt chunk after IHDR: valid PNG, but not what the fast path reads; libpng reads it.
        let text = PNGBytes.chunk("tEXt", Array("a\u{0}bc".utf8))
        let annotated = Array(png[0..<33]) + text + Array(png[33...])
        XCTAssertNil(try ImageDecoder.decodePNG(annotated, path: .fast))
        XCTAssertEqual(try ImageDecoder.decodePNG(annotated), image)

        // Damage is refused before either path, with the structure check's reason.
        var damaged = png
        damaged[damaged.count - 20] ^= 0xFF
        for path in [ImageDecoder.PNGPath.fast, .libpng, .best] {
            XCTAssertThrowsError(try ImageDecoder.decodePNG(damaged, path: path), "a CRC mismatch")
            XCTAssertThrowsError(try ImageDecoder.decodePNG(Array(png.dropLast(12)), path: path), "no IEND")
            XCTAssertThrowsError(try ImageDecoder.decodePNG(Array("not a png".utf8), path: path))
        }
    }
}

final class PNGFastPathPaletteTests: XCTestCase {
    func testIndexedFilesWithTranslucentEntriesTakeTheFastPath() throws {
        var pixels: [UInt8] = []
        for y in 0..<20 {
            for x in 0..<33 {
                pixels += y < 10 ? [242, 242, 247, 255] : (x % 3 == 0 ? [255, 0, 0, 128] : [0, 122, 255, 255])
            }
        }
        let image = RGBAImage(width: 33, height: 20, pixels: pixels)
        let png = ImageEncoder().png(image)
        XCTAssertEqual(png[25], 3, "indexed")
        let fast = try XCTUnwrap(try ImageDecoder.decodePNG(png, path: .fast), "indexed files must take the fast path")
        XCTAssertEqual(fast, image)
        XCTAssertEqual(fast, try ImageDecoder.decodePNG(png, path: .libpng))
    }
}
