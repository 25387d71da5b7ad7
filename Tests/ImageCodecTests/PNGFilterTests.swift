import CDeflate
import CImageCodec
import SnapshotRenderer
import TestSupport
import XCTest

@testable import ImageCodec

/// The truecolour filter in C (`PNGFilter.c`) against the Swift loop it replaced, kept here verbatim
/// as the reference: every golden's bytes came from that loop, so the C must choose the same filter
/// for every row and write the same bytes, including the loop's 16-bit sums that wrapped (its SIMD
/// lanes were totalled modulo 65,536 every 8,192 bytes).
final class PNGFilterTests: XCTestCase {
    /// Random images built to meet every case: few and many colours, repeated rows, rows of one colour,
    /// widths from 1 to past 2,731 pixels (RGB rows longer than 8,192 bytes), both layouts, strides
    /// with padding, translucent pixels for RGBA.
    private func randomImage(_ random: inout SeededGenerator, layout: PixelRows.Layout, opaque: Bool)
        -> (words: [UInt32], width: Int, height: Int, stride: Int)
    {
        let width = random.chance(20) ? random.int(2700...3100) : random.int(1...70)
        let height = width > 1000 ? random.int(1...4) : random.int(1...12)
        let strideWords = width + (random.chance(30) ? random.int(1...3) : 0)
        let palette = (0..<random.int(1...6)).map { _ in UInt32(truncatingIfNeeded: random.next()) }
        var words = [UInt32](repeating: 0, count: strideWords * height)
        for y in 0..<height {
            let repeatRow = y > 0 && random.chance(30)
            let flat = random.chance(10)
            let extreme = random.chance(15)  // bytes near 0x80, the largest magnitudes
            for x in 0..<width {
                var word: UInt32
                if repeatRow {
                    word = words[(y - 1) * strideWords + x]
                } else if flat {
                    word = palette[0]
                } else if extreme {
                    word = 0x7F80_807F ^ UInt32(random.int(0...3)) << 8 * UInt32(random.int(0...3))
                } else if random.chance(50) {
                    word = random.element(palette)
                } else {
                    word = UInt32(truncatingIfNeeded: random.next())
                }
                if opaque { word |= 0xFF00_0000 } else if random.chance(90) { word |= 0xFF00_0000 }
                words[y * strideWords + x] = word
            }
        }
        return (words, width, height, strideWords * 4)
    }

    func testTheCFilterWritesTheSwiftLoopsBytes() {
        var random = SeededGenerator(seed: 19)
        var checked = 0
        for trial in 0..<400 {
            let layout: PixelRows.Layout = trial % 2 == 0 ? .opaqueARGBWords : .rgbaBytes
            let opaque = layout == .opaqueARGBWords || trial % 4 == 1
            let image = randomImage(&random, layout: layout, opaque: opaque)
            image.words.withUnsafeBytes { raw in
                let rows = PixelRows(
                    width: image.width, height: image.height, base: raw.baseAddress!, stride: image.stride,
                    layout: layout)
                let channels = opaque ? 3 : 4
                let expected = ReferenceFilter.filteredScanlines(rows, channels: channels)
                XCTAssertEqual(ImageEncoder.filteredScanlines(rows, channels: channels), expected, "trial \(trial)")
                // Every instruction set the CPU has: AVX2, SSSE3, and the portable writer.
                for simd in [Int32(0), 1, 2] where simd <= png_filter_has_simd() {
                    var out = [UInt8](repeating: 0xEE, count: expected.count)
                    let complete = png_filter_truecolour_rows_with(
                        raw.baseAddress!.assumingMemoryBound(to: UInt8.self), image.stride, image.width,
                        image.height, layout == .opaqueARGBWords ? 1 : 0, Int32(channels), &out, simd)
                    XCTAssertEqual(complete, 1)
                    XCTAssertEqual(out, expected, "trial \(trial), simd \(simd)")
                }
                checked += 1
            }
        }
        XCTAssertEqual(checked, 400)
    }

    func testATranslucentPixelStopsRGBFilteringWhereverItIs() {
        for (width, height) in [(1, 1), (5, 3), (3000, 2), (64, 9)] {
            for position in [0, width * height / 2, width * height - 1] {
                var words = (0..<(width * height)).map { UInt32(truncatingIfNeeded: $0 &* 2_654_435_761) | 0xFF00_0000 }
                words[position] &= 0xFEFF_FFFF
                words.withUnsafeBytes { raw in
                    let rows = PixelRows(
                        width: width, height: height, base: raw.baseAddress!, stride: width * 4, layout: .rgbaBytes)
                    XCTAssertNil(ImageEncoder.filteredScanlines(rows, channels: 3), "\(width)×\(height) at \(position)")
                    XCTAssertEqual(
                        ImageEncoder.filteredScanlines(rows, channels: 4),
                        ReferenceFilter.filteredScanlines(rows, channels: 4))
                }
            }
        }
    }

    /// The encoder's whole file against the one the old encoder wrote: its header chunks, then
    /// libdeflate's level-1 stream of the reference rows, then IEND.
    func testTruecolourFilesAreTheOldEncodersBytes() throws {
        var random = SeededGenerator(seed: 7)
        var truecolour = 0
        for trial in 0..<40 {
            let opaque = trial % 2 == 0
            let width = random.int(100...300)
            let height = random.int(3...40)
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            for index in 0..<(width * height) {
                let noisy = random.chance(60)
                for channel in 0..<3 {
                    pixels[index * 4 + channel] =
                        noisy
                        ? UInt8(truncatingIfNeeded: random.next()) : UInt8((index / width * 7 + channel * 40) % 256)
                }
                pixels[index * 4 + 3] = opaque || random.chance(80) ? 255 : UInt8(random.int(0...254))
            }
            let image = RGBAImage(width: width, height: height, pixels: pixels)
            let png = ImageEncoder().png(image)
            // At most 256 colours are stored indexed, not filtered: not this test's subject.
            if png[25] == 3 { continue }
            truecolour += 1
            let channels = image.isOpaque ? 3 : 4
            let expected = try image.pixels.withUnsafeBytes { raw in
                let rows = PixelRows(
                    width: width, height: height, base: raw.baseAddress!, stride: width * 4, layout: .rgbaBytes)
                return try Self.file(
                    width: width, height: height, colourType: channels == 3 ? 2 : 6,
                    scanlines: ReferenceFilter.filteredScanlines(rows, channels: channels))
            }
            XCTAssertEqual(png, expected, "trial \(trial)")
            XCTAssertEqual(try ImageDecoder.decodePNG(png), image)
        }
        XCTAssertGreaterThan(truecolour, 30)
    }

    /// A surface that is opaque but for one pixel, in the last row, of a many-coloured picture: found
    /// while filtering, it sends the encoder through the straight-RGBA conversion, as before.
    func testASurfaceTranslucentOnlyAtItsEndIsEncodedAsRGBA() throws {
        for lastColumnHeight in [40, 39.5] {
            let surface = try RasterSurface(width: 60, height: 40, scale: 1)
            for x in 0..<60 {
                surface.fill(
                    x: Double(x), y: 0, width: 1, height: x == 59 ? lastColumnHeight : 40, red: Double(x) / 60,
                    green: 0.4, blue: Double(x % 9) / 9)
            }
            for y in 0..<40 {
                surface.fill(
                    x: 0, y: Double(y), width: 60, height: 0.5, red: 0, green: Double(y) / 40, blue: 0.2, alpha: 0.3)
            }
            let png = ImageEncoder().png(surface)
            XCTAssertEqual(png[25], lastColumnHeight == 40 ? 2 : 6)
            XCTAssertEqual(png, ImageEncoder().png(surface.image()))
            XCTAssertEqual(try ImageDecoder.decodePNG(png), surface.image())
        }
    }

    private static func file(width: Int, height: Int, colourType: UInt8, scanlines: [UInt8]) throws -> [UInt8] {
        func bigEndian(_ value: UInt32) -> [UInt8] {
            [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
        }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            let crc = body.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
            return bigEndian(UInt32(data.count)) + body + bigEndian(crc)
        }
        let compressor = try XCTUnwrap(libdeflate_alloc_compressor(1))
        defer { libdeflate_free_compressor(compressor) }
        var zlib = [UInt8](repeating: 0, count: libdeflate_zlib_compress_bound(compressor, scanlines.count))
        let written = libdeflate_zlib_compress(compressor, scanlines, scanlines.count, &zlib, zlib.count)
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, colourType, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
            + chunk("IDAT", Array(zlib[..<written])) + chunk("IEND", [])
    }
}

/// The Swift filter the encoder (then `PNGEncoder`) used until the C one, unchanged but for its name.
private enum ReferenceFilter {
    static func filteredScanlines(_ image: PixelRows, channels: Int) -> [UInt8] {
        let rowBytes = image.width * channels
        let stride = rowBytes + 1
        guard rowBytes > 0 else { return [UInt8](repeating: 0, count: stride * image.height) }
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * 2)
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * 2)
        defer {
            rows.deallocate()
            scratch.deallocate()
        }
        var previous = rows
        var current = rows + rowBytes
        previous.initialize(repeating: 0, count: rowBytes)
        let sub = scratch
        let up = scratch + rowBytes
        // Every byte is written below (a filter byte and a filtered row per line), so no zero-fill first.
        return [UInt8](unsafeUninitializedCapacity: stride * image.height) { out, initialized in
            initialized = stride * image.height
            for y in 0..<image.height {
                image.pack(y, channels: channels, into: current)
                let line = out.baseAddress! + y * stride
                if y > 0 && memcmp(previous, current, rowBytes) == 0 {
                    line[0] = 2
                    (line + 1).initialize(repeating: 0, count: rowBytes)
                } else {
                    let scores = filterCandidates(
                        current: current, previous: previous, count: rowBytes, channels: channels,
                        sub: sub, up: up)
                    // The least score wins; ties go to the earlier filter (None, then Sub, then Up).
                    var (filter, chosen, best) = (UInt8(0), current, scores.none)
                    if scores.sub < best { (filter, chosen, best) = (1, sub, scores.sub) }
                    if scores.up < best { (filter, chosen) = (2, up) }
                    line[0] = filter
                    (line + 1).initialize(from: chosen, count: rowBytes)
                }
                swap(&previous, &current)
            }
        }
    }

    /// Writes the Sub and Up filterings of a row, 16 bytes at a time, and returns the scores of None,
    /// Sub and Up. Paeth is left out: measured on the reference scenes it never made files smaller
    /// (0.2 % larger overall) and its per-byte predictor took four fifths of the encoding time.
    @inline(__always)
    private static func filterCandidates(
        current: UnsafeMutablePointer<UInt8>, previous: UnsafeMutablePointer<UInt8>, count: Int, channels: Int,
        sub: UnsafeMutablePointer<UInt8>, up: UnsafeMutablePointer<UInt8>
    ) -> (none: Int, sub: Int, up: Int) {
        var scores = (0, 0, 0)
        // The first 16 bytes one at a time: their left neighbours start outside the row.
        let head = min(16, count)
        for i in 0..<head {
            let value = current[i]
            let left = i >= channels ? current[i - channels] : 0
            sub[i] = value &- left
            up[i] = value &- previous[i]
            scores.0 &+= magnitude(value)
            scores.1 &+= magnitude(sub[i])
            scores.2 &+= magnitude(up[i])
        }
        var none = SIMD16<UInt16>()
        var subSum = SIMD16<UInt16>()
        var upSum = SIMD16<UInt16>()
        var i = head
        while i + 16 <= count {
            let value = UnsafeRawPointer(current + i).loadUnaligned(as: SIMD16<UInt8>.self)
            let left = UnsafeRawPointer(current + i - channels).loadUnaligned(as: SIMD16<UInt8>.self)
            let above = UnsafeRawPointer(previous + i).loadUnaligned(as: SIMD16<UInt8>.self)
            let s = value &- left
            let u = value &- above
            UnsafeMutableRawPointer(sub + i).storeBytes(of: s, as: SIMD16<UInt8>.self)
            UnsafeMutableRawPointer(up + i).storeBytes(of: u, as: SIMD16<UInt8>.self)
            none &+= magnitudes(value)
            subSum &+= magnitudes(s)
            upSum &+= magnitudes(u)
            i += 16
            if i & 0x1FFF == 0 {
                // Flush before the 16-bit lanes could overflow (512 steps × 128 < 65,536).
                scores.0 &+= Int(none.wrappedSum())
                scores.1 &+= Int(subSum.wrappedSum())
                scores.2 &+= Int(upSum.wrappedSum())
                (none, subSum, upSum) = (.zero, .zero, .zero)
            }
        }
        scores.0 &+= Int(none.wrappedSum())
        scores.1 &+= Int(subSum.wrappedSum())
        scores.2 &+= Int(upSum.wrappedSum())
        while i < count {
            let value = current[i]
            sub[i] = value &- current[i - channels]
            up[i] = value &- previous[i]
            scores.0 &+= magnitude(value)
            scores.1 &+= magnitude(sub[i])
            scores.2 &+= magnitude(up[i])
            i += 1
        }
        return (scores.0, scores.1, scores.2)
    }

    /// Lane-wise magnitudes of bytes read as signed values, widened so that sums do not wrap.
    @inline(__always)
    private static func magnitudes(_ bytes: SIMD16<UInt8>) -> SIMD16<UInt16> {
        let signed = SIMD16<Int8>(truncatingIfNeeded: bytes)
        let sign = signed &>> 7
        let absolute = (signed ^ sign) &- sign
        return SIMD16<UInt16>(truncatingIfNeeded: SIMD16<UInt8>(truncatingIfNeeded: absolute))
    }

    /// The filtered byte taken as a signed value's magnitude, without a branch.
    @inline(__always)
    private static func magnitude(_ byte: UInt8) -> Int {
        let value = Int(Int8(bitPattern: byte))
        return (value ^ (value >> 63)) &- (value >> 63)
    }
}
