import Foundation
import ImageCodec
import TestSupport
import XCTest

@testable import OpenUIKit

/// Damaged or hostile files give nil (UIKit's answer) and never crash; sizes are refused from the
/// header, before any pixel memory is allocated.
final class BadImageInputTests: XCTestCase {
    private let png = PNGFixture(width: 64, height: 64, colorType: .rgb, bitDepth: 8) { x, y in [x * 4, y * 4, 9] }
        .data()

    func testTruncatedPNGIsNil() {
        for length in [0, 8, 20, 33, 60, png.count / 2, png.count - 13] {
            XCTAssertNil(UIImage(data: png.prefix(length)), "truncated to \(length) bytes")
        }
    }

    func testCorruptPNGIsNilWithTheDecodersReason() {
        var bytes = [UInt8](png)
        bytes[bytes.count / 2] ^= 0xFF  // inside IDAT: the chunk CRC no longer matches
        XCTAssertNil(UIImage(data: Data(bytes)))
        XCTAssertThrowsError(try ImageDecoder.decode(Data(bytes))) { error in
            guard case ImageDecodingError.corrupt(let reason) = error else { return XCTFail("\(error)") }
            XCTAssertFalse(reason.isEmpty)
        }
    }

    /// An app's PNG is read as libpng's defaults read it (a choice: ImageIO's rules are not documented):
    /// bytes after IEND are ignored and an ancillary chunk with a bad CRC is skipped, with the same
    /// pixels; a golden is held to the format (`decodePNG`), and a damaged critical chunk fails both.
    func testAnAppsPNGIsReadAsTolerantlyAsLibPNGReadsIt() throws {
        let expected = try XCTUnwrap(UIImage(data: png)?.cgImage?.bitmap)
        XCTAssertEqual(UIImage(data: png + Data([0, 1, 2]))?.cgImage?.bitmap, expected)
        XCTAssertThrowsError(try ImageDecoder.decodePNG(png + Data([0]))) { error in
            XCTAssertEqual(error as? ImageDecodingError, .corrupt("1 bytes after the IEND chunk"))
        }
        // A tEXt chunk after IHDR whose CRC is wrong: skipped for the app, damage in a golden.
        let text: [UInt8] = [0, 0, 0, 4] + Array("tEXt".utf8) + Array("a\u{0}bc".utf8) + [0, 0, 0, 0]
        let damagedText = png.prefix(33) + Data(text) + png.suffix(from: 33)
        XCTAssertEqual(UIImage(data: damagedText)?.cgImage?.bitmap, expected)
        XCTAssertThrowsError(try ImageDecoder.decodePNG(damagedText))
        // The same damage in a critical chunk (an IDAT renamed to a second, CRC-less one) fails both.
        let chunk: [UInt8] = [0, 0, 0, 4] + Array("IDAT".utf8) + [1, 2, 3, 4] + [0, 0, 0, 0]
        let damagedData = png.prefix(33) + Data(chunk) + png.suffix(from: 33)
        XCTAssertNil(UIImage(data: damagedData))
        XCTAssertThrowsError(try ImageDecoder.decodePNG(damagedData))
    }

    func testPNGClaimingHugeDimensionsIsRefusedBeforeDecoding() {
        // Any valid header with 100 000 × 100 000 pixels: 40 GB if it were allocated.
        let huge = PNGFixture(width: 100_000, height: 100_000, colorType: .rgb, bitDepth: 8) { _, _ in [] }
        let data = Data(huge.signatureAndHeader() + [UInt8](png.suffix(from: 33)))
        XCTAssertNil(UIImage(data: data))
        XCTAssertThrowsError(try ImageDecoder.decode(data)) { error in
            XCTAssertEqual(
                error as? ImageDecodingError,
                .tooLarge(width: 100_000, height: 100_000, maximumPixels: ImageSizePolicy.maximumPixels))
        }
    }

    func testTruncatedJPEGIsNil() {
        let jpeg = JPEGDecodingTests.halves()
        XCTAssertNotNil(UIImage(data: jpeg))
        for length in [3, 20, jpeg.count / 3, jpeg.count / 2, jpeg.count - 2] {
            XCTAssertNil(UIImage(data: jpeg.prefix(length)), "truncated to \(length) bytes")
        }
    }

    func testJPEGClaimingHugeDimensionsIsRefused() throws {
        var bytes = [UInt8](JPEGDecodingTests.halves())
        // The baseline frame header: FF C0, length, precision, height, width.
        let sof = try XCTUnwrap((0..<(bytes.count - 1)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        bytes.replaceSubrange((sof + 5)..<(sof + 9), with: [0xEA, 0x60, 0xEA, 0x60])  // 60 000 × 60 000
        XCTAssertNil(UIImage(data: Data(bytes)))
        XCTAssertThrowsError(try ImageDecoder.decode(Data(bytes))) { error in
            XCTAssertEqual(
                error as? ImageDecodingError,
                .tooLarge(width: 60_000, height: 60_000, maximumPixels: ImageSizePolicy.maximumPixels))
        }
    }

    func testOtherBytesAreNotAnImage() {
        XCTAssertNil(UIImage(data: Data("GIF89a not supported".utf8)))
        XCTAssertNil(UIImage(data: Data()))
        XCTAssertThrowsError(try ImageDecoder.decode(Data([1, 2, 3]))) { error in
            XCTAssertEqual(error as? ImageDecodingError, .unknownFormat)
        }
    }

    func testRandomBytesAfterASignatureNeverCrash() {
        var generator = SeededGenerator(seed: 14)
        for _ in 0..<200 {
            let signature: [UInt8] =
                generator.next() % 2 == 0 ? [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] : [0xFF, 0xD8, 0xFF]
            let tail = (0..<Int(generator.next() % 300)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            _ = UIImage(data: Data(signature + tail))
        }
    }

    func testMissingFileAndNameAreNil() {
        XCTAssertNil(UIImage(contentsOfFile: "/nonexistent/picture.png"))
        XCTAssertNil(UIImage(named: "no-such-image-anywhere"))
        XCTAssertNil(UIImage(named: ""))
    }
}
