import Foundation
import ImageCodec
import TestSupport
import XCTest

/// Issue 11: damaged and hostile PNG files are refused with a reason, quickly and in bounded memory.
final class HostilePNGTests: XCTestCase {
    /// An indexed image with translucent entries: IHDR, PLTE, tRNS, IDAT and IEND.
    private let indexed: [UInt8] = {
        var pixels: [UInt8] = []
        for y in 0..<12 {
            for x in 0..<17 { pixels += (x + y) % 3 == 0 ? [255, 0, 0, 128] : [0, 122, 255, 255] }
        }
        return ImageEncoder().png(RGBAImage(width: 17, height: 12, pixels: pixels))
    }()

    /// The chunks of a PNG: (type, offset of the length field, data length).
    private func chunks(_ png: [UInt8]) -> [(type: String, offset: Int, length: Int)] {
        var result: [(String, Int, Int)] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(PNGBytes.bigEndian(png, offset))
            result.append((String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self), offset, length))
            offset += length + 12
        }
        return result
    }

    private func reason(_ png: [UInt8]) -> String? {
        do {
            _ = try ImageDecoder.decodePNG(png)
            return nil
        } catch {
            return error.reason
        }
    }

    /// Before, a CRC error in IEND passed (libpng never checks it) and so did one in an ancillary chunk.
    func testACRCErrorInAnyChunkIsRefused() throws {
        let found = chunks(indexed)
        XCTAssertEqual(found.map(\.type), ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"])
        for chunk in found {
            for target in [chunk.offset + 8 + chunk.length, chunk.offset + 8 + chunk.length / 2] {
                if target == chunk.offset + 8 + chunk.length / 2 && chunk.length == 0 { continue }
                var damaged = indexed
                damaged[target] ^= 0x10
                XCTAssertEqual(
                    reason(damaged), "CRC error in the \(chunk.type) chunk at byte \(chunk.offset)",
                    "\(chunk.type), byte \(target)")
            }
        }
        // An ancillary chunk with a wrong CRC, which libpng would skip with a warning.
        let text: [UInt8] = [0, 0, 0, 4] + Array("tEXt".utf8) + Array("a\u{0}bc".utf8) + [0, 0, 0, 0]
        XCTAssertEqual(
            reason(Array(indexed[0..<33]) + text + Array(indexed[33...])), "CRC error in the tEXt chunk at byte 33")
    }

    func testBytesAfterIENDAndTruncationAreRefused() {
        XCTAssertEqual(reason(indexed + [0]), "1 bytes after the IEND chunk")
        XCTAssertEqual(reason(Array(indexed.dropLast(12))), "truncated at byte \(indexed.count - 12): no IEND chunk")
        XCTAssertEqual(reason(Array(indexed.dropLast(3))), "truncated at byte \(indexed.count - 12): no IEND chunk")
        XCTAssertEqual(reason([]), "no PNG signature")
    }

    /// Before, a 125-byte file claiming 32768 × 32768 made the check allocate 4.2 GB.
    func testAHugeHeaderIsRefusedBeforeAllocating() throws {
        let png = PNGBytes.file(
            width: 32768, height: 32768, colourType: 6, imageData: [0x78, 0x9C, 0x03, 0, 0, 0, 0, 1])
        XCTAssertLessThan(png.count, 126)
        let message = try XCTUnwrap(reason(png))
        XCTAssertTrue(message.hasPrefix("the header claims 32768 × 32768 pixels, more than the limit of "), message)
        XCTAssertEqual(
            reason(PNGBytes.file(width: 0, height: 5, colourType: 2, imageData: [])), "the header claims 0 × 5 pixels")
        // The limit is configurable, and the size policy's by default: 64 Mi pixels, 32767 a side.
        XCTAssertNotNil(try? ImageDecoder.decodePNG(indexed))
        XCTAssertThrowsError(try ImageDecoder.decodePNG(indexed, maximumPixels: 17 * 12 - 1))
        XCTAssertEqual(ImageSizePolicy.maximumPixels, 1 << 26)
        XCTAssertEqual(ImageSizePolicy.maximumSide, 32767, "Cairo's limit")
        XCTAssertEqual(
            reason(PNGBytes.file(width: 32768, height: 1, colourType: 2, imageData: [])),
            "the header claims 32768 × 1 pixels, more than the limit of 32767 a side and 67108864 in all "
                + "(refused before decoding)")
    }

    /// Before, a valid bomb hung the golden test for minutes. An image whose data inflates to more than
    /// its header implies stops at that size: here 4 MB of data behind a 10 × 10 header.
    func testADecompressionBombStopsAtTheHeaderSize() throws {
        let big = ImageEncoder().png(
            RGBAImage(width: 2000, height: 2000, pixels: [UInt8](repeating: 200, count: 16_000_000)))
        let idat = try XCTUnwrap(chunks(big).first { $0.type == "IDAT" })
        let stream = Array(big[(idat.offset + 8)..<(idat.offset + 8 + idat.length)])
        let bomb = PNGBytes.file(width: 10, height: 10, colourType: 2, imageData: stream)
        let message = try XCTUnwrap(reason(bomb))
        XCTAssertTrue(message.contains("inflates to more than the 310 bytes its header implies"), message)
        // Short data is refused too, instead of libpng's partial image.
        let short = PNGBytes.file(width: 3000, height: 3000, colourType: 2, imageData: stream)
        XCTAssertTrue(try XCTUnwrap(reason(short)).contains("not the 27003000 its header implies"))
    }

    /// Found by `scripts/fuzz png`: a second tRNS chunk. libpng keeps the first; the fast path used to
    /// apply both and decode other alpha values. It now leaves such files to libpng.
    func testADuplicateTransparencyChunkDecodesAsLibpngDecodesIt() throws {
        let header: [UInt8] = [0, 0, 0, 2, 0, 0, 0, 2, 8, 3, 0, 0, 0]
        let imageData: [UInt8] = [0x78, 0x9C, 0x63, 0x60, 0x60, 0x04, 0x42, 0x00, 0x00, 0x0C, 0x00, 0x03]
        let png =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + PNGBytes.chunk("IHDR", header)
            + PNGBytes.chunk("PLTE", [0xFF, 0, 0, 0, 0, 0xFF]) + PNGBytes.chunk("tRNS", [0x7D])
            + PNGBytes.chunk("tRNS", [0x80]) + PNGBytes.chunk("IDAT", imageData) + PNGBytes.chunk("IEND", [])
        XCTAssertEqual(try ImageDecoder.decodePNG(png), try ImageDecoder.decodePNG(png, path: .libpng))
        XCTAssertEqual(try ImageDecoder.decodePNG(png)[0, 0].alpha, 0x7D)
    }

    /// Seeded byte flips, truncations and insertions of valid files: every one decodes or throws (no
    /// trap, no hang), and whatever the fast path decodes, libpng decodes to the same pixels.
    func testMutatedFilesNeverTrapAndBothDecodersAgree() {
        var generator = SeededGenerator(seed: 11)
        let seeds = [indexed, ImageEncoder().png(RGBAImage(width: 9, height: 7, pixels: (0..<252).map { UInt8($0) }))]
        var decoded = 0
        for round in 0..<3000 {
            var png = seeds[round % seeds.count]
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let index = Int.random(in: 0..<png.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: png[index] = UInt8.random(in: 0...255, using: &generator)
                case 1: png.removeSubrange(index...)
                default: png.insert(UInt8.random(in: 0...255, using: &generator), at: index)
                }
                if png.isEmpty { png = [0] }
            }
            guard let image = try? ImageDecoder.decodePNG(png) else { continue }
            decoded += 1
            XCTAssertEqual(image, try? ImageDecoder.decodePNG(png, path: .libpng), "round \(round)")
        }
        XCTAssertLessThan(decoded, 3000, "some mutations must be refused")
    }
}

/// Builds PNG files byte by byte, with correct CRCs, for tests that need files no encoder writes.
enum PNGBytes {
    static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }

    static func file(width: UInt32, height: UInt32, colourType: UInt8, imageData: [UInt8]) -> [UInt8] {
        var header: [UInt8] = []
        for value in [width, height] { header += (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        header += [8, colourType, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", imageData)
            + chunk("IEND", [])
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let length = UInt32(data.count)
        let crc = crc32(body)
        return (0..<4).map { UInt8(truncatingIfNeeded: length >> (24 - 8 * $0)) } + body
            + (0..<4).map { UInt8(truncatingIfNeeded: crc >> (24 - 8 * $0)) }
    }

    /// CRC-32 (ISO 3309, as PNG uses it), bit by bit: test files are small.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
