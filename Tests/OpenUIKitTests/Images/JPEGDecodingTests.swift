import Foundation
import XCTest

@testable import OpenUIKit

/// JPEG through libjpeg-turbo: pixels, EXIF orientation (every value), encoding.
final class JPEGDecodingTests: XCTestCase {
    /// A 40×20 JPEG: left half red, right half blue (large flat areas survive compression).
    static func halves() -> Data {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        return UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).jpegData(
            withCompressionQuality: 0.95
        ) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 20, y: 0, width: 20, height: 20))
        }
    }

    /// The JPEG with an EXIF APP1 segment carrying `orientation`, inserted after SOI.
    static func withOrientation(_ jpeg: Data, _ orientation: UInt16) -> Data {
        // "Exif\0\0", big-endian TIFF header, one IFD entry: tag 0x0112, SHORT, count 1, value.
        var tiff: [UInt8] = [0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1]
        tiff += [0x01, 0x12, 0, 3, 0, 0, 0, 1, UInt8(orientation >> 8), UInt8(orientation & 0xFF), 0, 0]
        tiff += [0, 0, 0, 0]
        let payload: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
        let length = payload.count + 2
        let segment: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        var bytes = [UInt8](jpeg)
        bytes.insert(contentsOf: segment, at: 2)
        return Data(bytes)
    }

    private func isRed(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        p.red > 200 && p.blue < 60
    }
    private func isBlue(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        p.blue > 200 && p.red < 60
    }

    func testDecodesPixelsOpaque() throws {
        let image = try XCTUnwrap(UIImage(data: Self.halves()))
        XCTAssertEqual(image.size, CGSize(width: 40, height: 20))
        XCTAssertEqual(image.imageOrientation, .up)
        let bitmap = try XCTUnwrap(image.cgImage)
        XCTAssertTrue(isRed(bitmap.rgba(x: 5, y: 10)))
        XCTAssertTrue(isBlue(bitmap.rgba(x: 35, y: 10)))
        XCTAssertEqual(bitmap.rgba(x: 5, y: 10).alpha, 255)
        XCTAssertEqual(bitmap.alphaInfo, .noneSkipLast)
    }

    /// EXIF 6 is UIKit's `.right`: the stored pixels are shown turned 90° clockwise, so the stored left
    /// half (red) is on top and the size is swapped.
    func testEXIFOrientationSixTurnsTheImageClockwise() throws {
        let image = try XCTUnwrap(UIImage(data: Self.withOrientation(Self.halves(), 6)))
        XCTAssertEqual(image.imageOrientation, .right)
        XCTAssertEqual(image.size, CGSize(width: 20, height: 40))
        let drawn = try XCTUnwrap(upright(image))
        XCTAssertTrue(isRed(drawn.rgba(x: 10, y: 5)), "\(drawn.rgba(x: 10, y: 5))")
        XCTAssertTrue(isBlue(drawn.rgba(x: 10, y: 35)), "\(drawn.rgba(x: 10, y: 35))")
    }

    /// Where the stored left half (red) ends up for each EXIF value (TIFF 6.0 Orientation).
    func testEveryEXIFOrientation() throws {
        // (EXIF value, UIKit orientation, displayed size, a point that must be red, one that must be blue)
        let cases: [(UInt16, UIImage.Orientation, CGSize, (Int, Int), (Int, Int))] = [
            (1, .up, CGSize(width: 40, height: 20), (5, 10), (35, 10)),
            (2, .upMirrored, CGSize(width: 40, height: 20), (35, 10), (5, 10)),
            (3, .down, CGSize(width: 40, height: 20), (35, 10), (5, 10)),
            (4, .downMirrored, CGSize(width: 40, height: 20), (5, 10), (35, 10)),
            (5, .leftMirrored, CGSize(width: 20, height: 40), (10, 5), (10, 35)),
            (6, .right, CGSize(width: 20, height: 40), (10, 5), (10, 35)),
            (7, .rightMirrored, CGSize(width: 20, height: 40), (10, 35), (10, 5)),
            (8, .left, CGSize(width: 20, height: 40), (10, 35), (10, 5)),
        ]
        for (exif, orientation, size, red, blue) in cases {
            let image = try XCTUnwrap(UIImage(data: Self.withOrientation(Self.halves(), exif)))
            XCTAssertEqual(image.imageOrientation, orientation, "EXIF \(exif)")
            XCTAssertEqual(image.size, size, "EXIF \(exif)")
            let drawn = try XCTUnwrap(upright(image))
            XCTAssertTrue(isRed(drawn.rgba(x: red.0, y: red.1)), "EXIF \(exif): \(drawn.rgba(x: red.0, y: red.1))")
            XCTAssertTrue(isBlue(drawn.rgba(x: blue.0, y: blue.1)), "EXIF \(exif): \(drawn.rgba(x: blue.0, y: blue.1))")
        }
    }

    func testJPEGDataQualityChangesSize() throws {
        let image = try XCTUnwrap(UIImage(data: Self.halves()))
        let low = try XCTUnwrap(image.jpegData(compressionQuality: 0.1))
        let high = try XCTUnwrap(image.jpegData(compressionQuality: 1))
        XCTAssertLessThan(low.count, high.count)
        XCTAssertEqual(Array(low.prefix(3)), [0xFF, 0xD8, 0xFF])
        XCTAssertNotNil(UIImage(data: low))
    }

    /// The image as drawn upright at scale 1.
    private func upright(_ image: UIImage) -> CGImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: image.size, format: format).image { _ in
            image.draw(in: CGRect(origin: .zero, size: image.size))
        }.cgImage
    }
}
