import CDeflate
import CImageCodec

/// A PNG file's chunks, checked before any pixel memory exists: every chunk's CRC, `IHDR` first, `IEND`
/// last with nothing after it, consecutive `IDAT`s, and a header within ``ImageSizePolicy``. Also whether
/// the decoder's fast path reads the file, and its palette if so.
///
/// Read `.tolerantly` (an app's image), the file is held to what libpng's defaults accept instead: an
/// ancillary chunk with a bad CRC is skipped (libpng warns and discards it) and bytes after `IEND` are
/// ignored (libpng stops reading there). Critical chunks, the header, the size and the image data are
/// checked alike.
struct PNGStructure {
    /// How strictly a file is held to the format.
    enum Reading {
        /// A golden: exactly a sound file, since anything else is damage to report.
        case strictly
        /// An image an app ships: what libpng's defaults read (and, we assume, what ImageIO reads; its
        /// rules are not documented).
        case tolerantly
    }

    let width: Int
    let height: Int
    let bitDepth: Int
    let colourType: UInt8
    let interlaced: Bool
    let imageData: [Range<Int>]
    /// No alpha channel and no tRNS: what libpng calls opaque.
    let isOpaque: Bool
    /// Bytes a pixel for the fast path (1 indexed, 3 RGB, 4 RGBA), or nil for a file it leaves to libpng.
    let fastChannels: Int?
    /// For the fast path's indexed files: 256 RGBA words (r | g << 8 | b << 16 | a << 24), libpng's
    /// black for indices past PLTE and opaque past tRNS.
    let palette: [UInt32]

    init(_ bytes: UnsafeRawBufferPointer, maximumPixels: Int, reading: Reading = .strictly) throws(ImageDecodingError) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 8, bytes.starts(with: signature) else { throw .corrupt("no PNG signature") }
        var header: (width: Int, height: Int, depth: Int, colour: UInt8, interlaced: Bool)?
        var imageData: [Range<Int>] = []
        var offset = 8
        var previous = ""
        // The fast path reads IHDR, PLTE and tRNS (indexed files, before the image data), IDAT, IEND.
        var fast = true
        var palette: [UInt32] = []
        var transparency: Range<Int>?
        while true {
            guard bytes.count - offset >= 12 else { throw .corrupt("truncated at byte \(offset): no IEND chunk") }
            let length = Int(Self.bigEndian(bytes, offset))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard length <= Int(Int32.max), length <= bytes.count - offset - 12 else {
                throw .corrupt("the \(type) chunk at byte \(offset) runs past the end of the file")
            }
            let crc = libdeflate_crc32(0, bytes.baseAddress! + offset + 4, length + 4)
            let start = offset + 8
            guard crc == Self.bigEndian(bytes, offset + 8 + length) else {
                // Bit 5 of a chunk type's first letter (lower case) marks it ancillary.
                guard reading == .tolerantly, bytes[offset + 4] & 0x20 != 0, header != nil else {
                    throw .corrupt("CRC error in the \(type) chunk at byte \(offset)")
                }
                // libpng discards it too; the fast path, which would not, leaves the file to libpng.
                fast = false
                offset = start + length + 4
                continue
            }
            if header == nil && type != "IHDR" { throw .corrupt("the first chunk is \(type), not IHDR") }
            switch type {
            case "IHDR":
                guard header == nil, length == 13 else { throw .corrupt("a malformed IHDR") }
                let width = Int(Self.bigEndian(bytes, start))
                let height = Int(Self.bigEndian(bytes, start + 4))
                try ImageSizePolicy.check(width: width, height: height, maximumPixels: maximumPixels)
                let (depth, colour) = (Int(bytes[start + 8]), bytes[start + 9])
                let (compression, filter, interlace) = (bytes[start + 10], bytes[start + 11], bytes[start + 12])
                header = (width, height, depth, colour, interlace != 0)
                fast = depth == 8 && [2, 3, 6].contains(colour) && compression == 0 && filter == 0 && interlace == 0
            case "PLTE":
                if header?.colour == 3, palette.isEmpty, imageData.isEmpty, length > 0, length % 3 == 0, length <= 768 {
                    palette = (0..<(length / 3)).map { entry in
                        let base = start + entry * 3
                        return UInt32(bytes[base]) | UInt32(bytes[base + 1]) << 8 | UInt32(bytes[base + 2]) << 16
                            | 0xFF00_0000
                    }
                } else {
                    fast = false
                }
            case "tRNS":
                // For indexed files after PLTE, once (libpng keeps the first of two: found by the fuzzer);
                // libpng ignores an empty one.
                if header?.colour == 3, !palette.isEmpty, transparency == nil, imageData.isEmpty, length > 0,
                    length <= palette.count
                {
                    transparency = start..<(start + length)
                } else {
                    fast = false
                }
            case "IDAT":
                guard imageData.isEmpty || previous == "IDAT" else { throw .corrupt("IDAT chunks are not consecutive") }
                if header?.colour == 3 && palette.isEmpty { fast = false }
                imageData.append(start..<(start + length))
            case "IEND":
                let end = start + length + 4
                guard end == bytes.count || reading == .tolerantly else {
                    throw .corrupt("\(bytes.count - end) bytes after the IEND chunk")
                }
                guard let header, !imageData.isEmpty else { throw .corrupt("no image data") }
                (width, height, bitDepth, colourType, interlaced) = header
                self.imageData = imageData
                isOpaque = colourType & 4 == 0 && transparency == nil
                fastChannels = fast ? [2: 3, 3: 1, 6: 4][colourType] : nil
                self.palette = fast && colourType == 3 ? Self.table(palette, bytes, transparency) : []
                return
            default:
                // Other chunks change nothing libpng's full API decodes here, but the fast path reads
                // only what `ImageEncoder` writes: anything else is libpng's.
                fast = false
            }
            previous = type
            offset = start + length + 4
        }
    }

    /// The palette with its tRNS alphas, padded to 256 entries as libpng pads it.
    private static func table(_ palette: [UInt32], _ bytes: UnsafeRawBufferPointer, _ transparency: Range<Int>?)
        -> [UInt32]
    {
        var table = palette + [UInt32](repeating: 0xFF00_0000, count: 256 - palette.count)
        for (entry, offset) in (transparency ?? 0..<0).enumerated() {
            table[entry] = table[entry] & 0x00FF_FFFF | UInt32(bytes[offset]) << 24
        }
        return table
    }

    /// The bytes of filtered scanlines the header implies, or nil for a colour type or depth that is not PNG's.
    var inflatedSize: Int? {
        let channels: [UInt8: Int] = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4]
        guard let count = channels[colourType], [1, 2, 4, 8, 16].contains(bitDepth) else { return nil }
        let bitsPerPixel = count * bitDepth
        func size(_ width: Int, _ height: Int) -> Int {
            width == 0 || height == 0 ? 0 : ((width * bitsPerPixel + 7) / 8 + 1) * height
        }
        guard interlaced else { return size(width, height) }
        // Adam7: (x start, y start, x step, y step) of the seven passes.
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return passes.reduce(0) { total, pass in
            total + size((width - pass.0 + pass.2 - 1) / pass.2, (height - pass.1 + pass.3 - 1) / pass.3)
        }
    }

    /// Inflates the image data into the calling thread's scratch buffer, exactly the size the header
    /// implies: a stream that would inflate to more (a decompression bomb) stops there and is refused,
    /// as is one that is short. The scanlines, valid until the thread's next decode, or nil for a
    /// colour type or depth that is not PNG's (libpng words the reason).
    func inflatedScanlines(_ bytes: UnsafeRawBufferPointer) throws(ImageDecodingError) -> UnsafeMutablePointer<UInt8>? {
        guard let expected = inflatedSize else { return nil }
        guard let output = png_codec_scratch(2, expected) else {
            throw .corrupt("no memory for the \(expected) bytes of image data")
        }
        let starts = imageData.map(\.lowerBound)
        let lengths = imageData.map(\.count)
        var produced = 0
        let result = png_codec_inflate(
            bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), starts, lengths, imageData.count, output, expected,
            &produced)
        switch png_codec_inflate_result(rawValue: UInt32(result)) {
        case PNG_CODEC_INFLATED:
            return output
        case PNG_CODEC_INFLATE_SHORT:
            throw .corrupt("the image data inflates to \(produced) bytes, not the \(expected) its header implies")
        case PNG_CODEC_INFLATE_LONG:
            throw .corrupt(
                "the image data inflates to more than the \(expected) bytes its header implies "
                    + "(a decompression bomb?); decoding stopped there")
        case PNG_CODEC_INFLATE_NO_MEMORY:
            throw .corrupt("no memory to inflate the image data")
        default:
            throw .corrupt("the image data is not a valid zlib stream")
        }
    }

    private static func bigEndian(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }
}
