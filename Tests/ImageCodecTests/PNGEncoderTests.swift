import SnapshotRenderer
import XCTest

/// Every colour type the encoder chooses must decode, through the fast path and libpng alike, to exactly
/// the input pixels.
final class PNGEncoderTests: XCTestCase {
    private func image(width: Int, height: Int, pixel: (Int, Int) -> [UInt8]) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { pixels += pixel(x, y) }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    private func roundTrip(_ image: RGBAImage) throws -> (decoded: RGBAImage, colorType: UInt8) {
        let png = ImageEncoder().png(image)
        XCTAssertEqual(Array(png[12..<16]), Array("IHDR".utf8))
        let decoded = try ImageDecoder.decodePNG(png)
        XCTAssertEqual(try ImageDecoder.decodePNG(png, path: .libpng), decoded)
        return (decoded, png[25])
    }

    func testFewColoursAreStoredIndexed() throws {
        let flat = image(width: 37, height: 23) { x, y in
            x < 10 ? [242, 242, 247, 255] : (y % 5 == 0 ? [0, 122, 255, 255] : [128, 128, 128, 255])
        }
        let (decoded, colorType) = try roundTrip(flat)
        XCTAssertEqual(colorType, 3)
        XCTAssertEqual(decoded, flat)
    }

    func testTranslucentPaletteEntriesKeepTheirAlpha() throws {
        let translucent = image(width: 8, height: 8) { x, _ in x < 4 ? [255, 0, 0, 128] : [0, 0, 255, 255] }
        let (decoded, colorType) = try roundTrip(translucent)
        XCTAssertEqual(colorType, 3)
        XCTAssertEqual(decoded, translucent)
    }

    func testManyOpaqueColoursAreStoredAsRGB() throws {
        let gradient = image(width: 64, height: 64) { x, y in [UInt8(x * 4), UInt8(y * 4), UInt8((x + y) % 256), 255] }
        let (decoded, colorType) = try roundTrip(gradient)
        XCTAssertEqual(colorType, 2)
        XCTAssertEqual(decoded, gradient)
    }

    func testManyTranslucentColoursAreStoredAsRGBA() throws {
        let gradient = image(width: 64, height: 64) { x, y in [UInt8(x * 4), UInt8(y * 4), 7, UInt8(255 - x)] }
        let (decoded, colorType) = try roundTrip(gradient)
        XCTAssertEqual(colorType, 6)
        XCTAssertEqual(decoded, gradient)
    }

    func testTheEncodingDependsOnlyOnThePixels() {
        let picture = image(width: 50, height: 30) { x, y in [UInt8(x), UInt8(y), 0, 255] }
        XCTAssertEqual(ImageEncoder().png(picture), ImageEncoder().png(picture))
    }

    func testACorruptFileIsReportedWithTheDecodersReason() {
        var png = ImageEncoder().png(image(width: 4, height: 4) { _, _ in [1, 2, 3, 255] })
        png[30] ^= 0xFF
        XCTAssertThrowsError(try ImageDecoder.decodePNG(png)) { error in
            XCTAssertFalse("\(error)".isEmpty)
            XCTAssertTrue("\(error)".hasPrefix("not a readable image: "), "\(error)")
        }
        XCTAssertThrowsError(try ImageDecoder.decodePNG(Array("not a png at all".utf8)))
    }
}

final class SurfaceEncodingTests: XCTestCase {
    func testEncodingASurfaceDirectlyGivesTheSameBytesAsThroughRGBA() throws {
        let surface = try RasterSurface(width: 40, height: 30, scale: 2)
        surface.fill(x: 0, y: 0, width: 40, height: 30, red: 1, green: 1, blue: 1)
        surface.fill(x: 5, y: 5, width: 10.3, height: 7.7, red: 0.2, green: 0.5, blue: 0.9)
        XCTAssertEqual(ImageEncoder().png(surface), ImageEncoder().png(surface.image()))
        // Many colours take the RGB path; the bytes must still agree.
        for x in 0..<40 {
            surface.fill(
                x: Double(x), y: 0, width: 1, height: 30, red: Double(x) / 40, green: 0.3, blue: Double(x % 7) / 7)
        }
        XCTAssertEqual(ImageEncoder().png(surface), ImageEncoder().png(surface.image()))
    }

    func testATranslucentSurfaceIsEncodedWithItsAlpha() throws {
        let surface = try RasterSurface(width: 10, height: 10, scale: 1)
        surface.fill(x: 0, y: 0, width: 5, height: 10, red: 1, green: 0, blue: 0, alpha: 0.5)
        let decoded = try ImageDecoder.decodePNG(ImageEncoder().png(surface))
        XCTAssertEqual(decoded, surface.image())
        XCTAssertEqual(decoded[2, 2].alpha, 128)
        XCTAssertEqual(decoded[7, 2].alpha, 0)
    }
}
