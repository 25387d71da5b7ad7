import CDeflate

/// Decodes the files `PNGEncoder` writes (8-bit RGB, RGBA or indexed with PLTE and tRNS, not
/// interlaced, no other chunks) with libdeflate, about three times faster than libpng: decoding is most
/// of what a golden comparison costs. Anything else, including any damage, returns nil and goes to
/// libpng, which also words the reason when a file is unreadable.
package enum FastPNGDecoder {
    package static func decode(_ data: [UInt8]) -> RGBAImage? {
        data.withUnsafeBufferPointer { bytes in
            parse(bytes).flatMap { chunks, header in
                let count = header.width * header.height * 4
                var pixels = [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
                let decoded = pixels.withUnsafeMutableBufferPointer { out in
                    inflateAndUnfilter(bytes, chunks: chunks, header: header) { y, row in
                        expand(row, into: out.baseAddress! + y * header.width * 4, header: header)
                    }
                }
                return decoded ? RGBAImage(width: header.width, height: header.height, pixels: pixels) : nil
            }
        }
    }

    /// The file's size and its RGBA rows one at a time, top to bottom, each valid only during the call
    /// to `body` (one row's memory, reused): for comparing a golden against pixels in memory without
    /// holding a second frame. Nil when the file is not one the fast path reads, or is damaged partway
    /// (rows already handed over are then to be discarded).
    package static func forEachRow(
        _ data: [UInt8], _ body: (_ width: Int, _ height: Int, _ y: Int, _ row: UnsafePointer<UInt8>) -> Void
    ) -> (width: Int, height: Int)? {
        data.withUnsafeBufferPointer { bytes in
            guard let (chunks, header) = parse(bytes) else { return nil }
            let row = UnsafeMutablePointer<UInt8>.allocate(capacity: header.width * 4)
            defer { row.deallocate() }
            let decoded = inflateAndUnfilter(bytes, chunks: chunks, header: header) { y, unfiltered in
                guard expand(unfiltered, into: row, header: header) else { return false }
                body(header.width, header.height, y, row)
                return true
            }
            return decoded ? (header.width, header.height) : nil
        }
    }

    private struct Header {
        var width = 0
        var height = 0
        /// Bytes per pixel in the file: 1 (indexed), 3 or 4.
        var channels = 0
        /// Indexed files: RGBA per entry, filled from PLTE and tRNS.
        var palette: [UInt32] = []
    }

    /// The chunks are checked and the header read; the image data is not touched.
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> (chunks: [Range<Int>], header: Header)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count > 8, Array(bytes[0..<8]) == signature else { return nil }
        var header: Header?
        var chunks: [Range<Int>] = []
        var offset = 8
        var ended = false
        var sawTransparency = false
        while !ended {
            guard offset + 12 <= bytes.count else { return nil }
            let length = Int(bigEndian(bytes, offset))
            let start = offset + 8
            guard length <= bytes.count - start - 4 else { return nil }
            let crc = libdeflate_crc32(0, bytes.baseAddress! + offset + 4, length + 4)
            guard crc == bigEndian(bytes, start + length) else { return nil }
            switch bigEndian(bytes, offset + 4) {
            case 0x4948_4452:  // IHDR
                guard header == nil, length == 13 else { return nil }
                header = parseHeader(bytes, start)
                guard header != nil else { return nil }
            case 0x504C_5445:  // PLTE
                guard header?.channels == 1, header?.palette.isEmpty == true, length % 3 == 0, length <= 768
                else { return nil }
                header!.palette = (0..<(length / 3)).map { entry in
                    let base = start + entry * 3
                    return UInt32(bytes[base]) | UInt32(bytes[base + 1]) << 8 | UInt32(bytes[base + 2]) << 16
                        | 0xFF00_0000
                }
            case 0x7452_4E53:  // tRNS, for indexed files only (the encoder writes no other)
                // A second tRNS is libpng's to judge (it keeps the first): found by scripts/fuzz png.
                guard header?.channels == 1, let count = header?.palette.count, length <= count, chunks.isEmpty,
                    !sawTransparency
                else { return nil }
                sawTransparency = true
                for entry in 0..<length {
                    header!.palette[entry] = header!.palette[entry] & 0x00FF_FFFF | UInt32(bytes[start + entry]) << 24
                }
            case 0x4944_4154:  // IDAT
                guard let header, header.channels != 1 || !header.palette.isEmpty else { return nil }
                chunks.append(start..<(start + length))
            case 0x4945_4E44:  // IEND
                ended = true
            default:
                // Ancillary chunks (gAMA, iCCP, tRNS…) change how libpng converts colours: let it.
                return nil
            }
            offset = start + length + 4
        }
        guard let header, !chunks.isEmpty else { return nil }
        return (chunks, header)
    }

    private static func parseHeader(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Header? {
        let width = Int(bigEndian(bytes, start))
        let height = Int(bigEndian(bytes, start + 4))
        let (depth, colour, compression, filter, interlace) =
            (bytes[start + 8], bytes[start + 9], bytes[start + 10], bytes[start + 11], bytes[start + 12])
        guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15, depth == 8,
            colour == 2 || colour == 3 || colour == 6,
            compression == 0, filter == 0, interlace == 0
        else { return nil }
        return Header(width: width, height: height, channels: colour == 2 ? 3 : colour == 3 ? 1 : 4)
    }

    /// Inflates the image data and unfilters it row by row, handing each unfiltered row (file
    /// layout) to `row`, which returns false to give up.
    private static func inflateAndUnfilter(
        _ bytes: UnsafeBufferPointer<UInt8>, chunks: [Range<Int>], header: Header,
        row emit: (_ y: Int, _ row: UnsafePointer<UInt8>) -> Bool
    ) -> Bool {
        let rowBytes = header.width * header.channels
        let filteredCount = (rowBytes + 1) * header.height
        // Filled completely below, so it skips zeroing: megabytes of memset at iPad sizes.
        var inflated = false
        var filtered = [UInt8](unsafeUninitializedCapacity: filteredCount) { buffer, initialized in
            initialized = filteredCount
            let output = UnsafeMutableRawBufferPointer(start: buffer.baseAddress, count: filteredCount)
            inflated = inflate(bytes, chunks: chunks, into: output)
        }
        guard inflated else { return false }
        let zeros = [UInt8](repeating: 0, count: rowBytes)
        return filtered.withUnsafeMutableBufferPointer { rows in
            zeros.withUnsafeBufferPointer { zero in
                for y in 0..<header.height {
                    let row = rows.baseAddress! + y * (rowBytes + 1)
                    let above = y == 0 ? UnsafePointer(zero.baseAddress!) : UnsafePointer(row - rowBytes)
                    guard unfilter(row[0], row + 1, above: above, count: rowBytes, channels: header.channels),
                        emit(y, row + 1)
                    else { return false }
                }
                return true
            }
        }
    }

    private static func inflate(
        _ bytes: UnsafeBufferPointer<UInt8>, chunks: [Range<Int>], into output: UnsafeMutableRawBufferPointer
    ) -> Bool {
        guard let decompressor = libdeflate_alloc_decompressor() else { return false }
        defer { libdeflate_free_decompressor(decompressor) }
        var produced = 0
        let result: libdeflate_result
        if chunks.count == 1 {
            result = libdeflate_zlib_decompress(
                decompressor, bytes.baseAddress! + chunks[0].lowerBound, chunks[0].count, output.baseAddress,
                output.count, &produced)
        } else {
            let joined = chunks.flatMap { bytes[$0] }
            result = joined.withUnsafeBytes {
                libdeflate_zlib_decompress(
                    decompressor, $0.baseAddress, $0.count, output.baseAddress, output.count, &produced)
            }
        }
        return result == LIBDEFLATE_SUCCESS && produced == output.count
    }

    /// Reverses PNG filter `type` on one row in place; the row above is already unfiltered.
    @inline(__always)
    private static func unfilter(
        _ type: UInt8, _ row: UnsafeMutablePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, channels: Int
    ) -> Bool {
        switch type {
        case 0:
            break
        case 1:
            for i in channels..<count { row[i] &+= row[i - channels] }
        case 2:
            for i in 0..<count { row[i] &+= above[i] }
        case 3:
            for i in 0..<channels { row[i] &+= above[i] >> 1 }
            for i in channels..<count { row[i] &+= UInt8((Int(row[i - channels]) + Int(above[i])) >> 1) }
        case 4:
            for i in 0..<channels { row[i] &+= above[i] }
            for i in channels..<count {
                let a = Int(row[i - channels])
                let b = Int(above[i])
                let c = Int(above[i - channels])
                let pa = abs(b - c)
                let pb = abs(a - c)
                let pc = abs(a + b - 2 * c)
                row[i] &+= UInt8(pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
            }
        default:
            return false
        }
        return true
    }

    /// Copies one unfiltered row into the RGBA output, opaque when the file has no alpha; indexed rows
    /// are looked up in the palette (an index past its end makes the file libpng's to judge).
    @inline(__always)
    private static func expand(_ row: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, header: Header)
        -> Bool
    {
        if header.channels == 1 {
            let count = header.palette.count
            return header.palette.withUnsafeBufferPointer { palette in
                let words = UnsafeMutableRawPointer(out)
                for x in 0..<header.width {
                    let index = Int(row[x])
                    guard index < count else { return false }
                    words.storeBytes(of: palette[index].littleEndian, toByteOffset: x * 4, as: UInt32.self)
                }
                return true
            }
        }
        if header.channels == 4 {
            out.update(from: row, count: header.width * 4)
            return true
        }
        for x in 0..<header.width {
            out[x * 4] = row[x * 3]
            out[x * 4 + 1] = row[x * 3 + 1]
            out[x * 4 + 2] = row[x * 3 + 2]
            out[x * 4 + 3] = 255
        }
        return true
    }

    private static func bigEndian(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }
}
