import CDeflate
import TestSupport
import XCTest

@testable import ImageCodec

/// The decoder's fast path (libdeflate and `PNGUnfilter.c`) against libpng's full API, whole and row
/// by row, on files no encoder of ours writes: every filter type on every row kind, palettes with
/// indices past their end and partial tRNS, the image data split over many IDAT chunks.
final class PNGDecoderPathTests: XCTestCase {
    /// An 8-bit, non-interlaced file of raw scanlines (each row its filter byte, then its bytes: any
    /// bytes are a valid filtered row), its data split into IDATs of `split` bytes.
    private func file(
        width: Int, height: Int, colourType: UInt8, scanlines: [UInt8], palette: [UInt8] = [],
        transparency: [UInt8]? = nil, split: Int = .max
    ) -> [UInt8] {
        var header: [UInt8] = []
        for value in [UInt32(width), UInt32(height)] { header += Self.bigEndian(value) }
        header += [8, colourType, 0, 0, 0]
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Self.chunk("IHDR", header)
        if !palette.isEmpty { png += Self.chunk("PLTE", palette) }
        if let transparency { png += Self.chunk("tRNS", transparency) }
        let compressed = Self.zlib(scanlines)
        var start = 0
        repeat {
            let end = min(compressed.count, start + split)
            png += Self.chunk("IDAT", Array(compressed[start..<end]))
            start = end
        } while start < compressed.count
        return png + Self.chunk("IEND", [])
    }

    private func assertPathsAgree(_ png: [UInt8], takesFastPath: Bool = true, _ label: String) throws {
        let decoded = try XCTUnwrap(try ImageDecoder.decode(png, path: .libpng), label)
        let libpng = decoded.image
        let fast = try ImageDecoder.decode(png, path: .fast)
        if takesFastPath { XCTAssertNotNil(fast, "\(label) must take the fast path") }
        // Pixels and what is said of the alpha.
        if let fast { XCTAssertEqual(fast, decoded, label) }
        XCTAssertEqual(try ImageDecoder.decode(png), decoded, label)
        var rows: [UInt8] = []
        try ImageDecoder.forEachPNGRow(png, maximumPixels: .max) { width, height in
            XCTAssertEqual([width, height], [libpng.width, libpng.height], label)
        } row: { y, row in
            XCTAssertEqual(y, rows.count / (libpng.width * 4), label)
            rows += UnsafeBufferPointer(start: row, count: libpng.width * 4)
        }
        XCTAssertEqual(rows, libpng.pixels, "\(label), row by row")
    }

    /// Random rows with random filter types (repeated rows and Up rows of zeros among them), widths
    /// around every word boundary the loops step by.
    func testEveryFilterOnEveryKindOfRowDecodesAsLibpngDecodesIt() throws {
        var random = SeededGenerator(seed: 28)
        for trial in 0..<300 {
            let colourType: UInt8 = random.element([2, 3, 6])
            let channels = [2: 3, 3: 1, 6: 4][Int(colourType)]!
            let width = random.chance(10) ? random.int(300...700) : random.int(1...40)
            let height = random.int(1...9)
            var scanlines: [UInt8] = []
            for y in 0..<height {
                let filter = UInt8(random.int(0...4))
                scanlines.append(filter)
                if y > 0 && random.chance(25) {
                    // Up and zeros repeats the row above; other filters and zeros are just rows.
                    scanlines += [UInt8](repeating: 0, count: width * channels)
                } else {
                    scanlines += (0..<(width * channels)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                }
            }
            var palette: [UInt8] = []
            var transparency: [UInt8]?
            if colourType == 3 {
                // Indices past the palette are libpng's: black, opaque past tRNS.
                let entries = random.int(1...256)
                palette = (0..<(entries * 3)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                if random.chance(60) {
                    transparency = (0..<random.int(0...entries)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                }
            }
            let png = file(
                width: width, height: height, colourType: colourType, scanlines: scanlines, palette: palette,
                transparency: transparency, split: random.chance(30) ? random.int(1...64) : .max)
            // An empty tRNS is libpng's to ignore.
            try assertPathsAgree(
                png, takesFastPath: transparency?.isEmpty != true,
                "trial \(trial): type \(colourType), \(width)×\(height)")
        }
    }

    /// A filter type past Paeth is refused by the fast path before it hands over a row, and libpng
    /// gives the reason.
    func testAnUnknownFilterTypeIsLibpngsToReport() throws {
        var scanlines: [UInt8] = []
        for y in 0..<4 { scanlines += [y == 3 ? 5 : 1] + [UInt8](repeating: 9, count: 12) }
        let png = file(width: 4, height: 4, colourType: 2, scanlines: scanlines)
        XCTAssertThrowsError(try ImageDecoder.decodePNG(png)) { error in
            XCTAssertTrue("\(error)".contains("filter"), "\(error)")
        }
        var rows = 0
        XCTAssertThrowsError(
            try ImageDecoder.forEachPNGRow(png, maximumPixels: .max) { _, _ in
            } row: { _, _ in
                rows += 1
            })
        XCTAssertLessThan(rows, 4)
    }

    /// Files outside the fast path (other bit depths, grey, interlaced, tRNS on truecolour) go to
    /// libpng, whole and row by row alike.
    func testFilesOutsideTheFastPathAreLibpngs() throws {
        let rgb = [UInt8](repeating: 0, count: 1) + (0..<9).map { UInt8($0 * 20) }
        let cases: [(String, [UInt8])] = [
            (
                "tRNS on RGB",
                file(width: 3, height: 1, colourType: 2, scanlines: rgb, transparency: [0, 0, 0, 20, 0, 40])
            ),
            ("grey", file(width: 9, height: 1, colourType: 0, scanlines: rgb)),
        ]
        for (label, png) in cases { try assertPathsAgree(png, takesFastPath: false, label) }
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let crc = body.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc)
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    static func zlib(_ data: [UInt8]) -> [UInt8] {
        let compressor = libdeflate_alloc_compressor(6)!
        defer { libdeflate_free_compressor(compressor) }
        var out = [UInt8](repeating: 0, count: libdeflate_zlib_compress_bound(compressor, data.count))
        let written = libdeflate_zlib_compress(compressor, data, data.count, &out, out.count)
        return Array(out[..<written])
    }
}
