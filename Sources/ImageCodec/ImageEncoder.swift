import CDeflate
import CImageCodec
import Foundation

/// The package's one encoder: PNG for goldens, snapshots, contact sheets and `pngData()`, JPEG for
/// `jpegData(compressionQuality:)`.
///
/// PNG files have one zlib stream compressed by libdeflate. Images with at most 256 colours (most UI
/// snapshots) are stored indexed; others as RGB when opaque, RGBA otherwise, with per-row adaptive
/// filtering (libpng's minimum-sum-of-absolute-differences rule). The output depends only on the
/// pixels: no timestamps, no text chunks.
public struct ImageEncoder: Sendable {
    /// libdeflate's level (1 fastest … 12 smallest) for indexed images.
    public var compressionLevel: Int32
    /// The level for RGB(A) images. Measured on the self-sizing list at @2x (text over two
    /// backgrounds): level 1 takes two thirds of level 6's time for 12 % more bytes, still no larger
    /// than Cairo's writer makes; indexed images are small enough for level 6 to cost little.
    public var truecolorCompressionLevel: Int32

    public init(compressionLevel: Int32 = 6, truecolorCompressionLevel: Int32? = nil) {
        self.compressionLevel = compressionLevel
        self.truecolorCompressionLevel = truecolorCompressionLevel ?? min(compressionLevel, 1)
    }

    public func png(_ image: RGBAImage) -> [UInt8] {
        image.pixels.withUnsafeBytes { raw in
            png(
                PixelRows(
                    width: image.width, height: image.height, base: raw.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!,
                    stride: image.width * 4, layout: .rgbaBytes))!
        }
    }

    /// The file, or nil when the rows are Cairo words and a pixel turns out not to be opaque (their
    /// colours are premultiplied then: the caller converts them to straight RGBA). Opacity is learnt on
    /// the way rather than by a pass of its own: from the palette's colours, or while the rows are
    /// scored for filtering (RGB is tried first; RGBA bytes with a translucent pixel become RGBA).
    package func png(_ image: PixelRows) -> [UInt8]? {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(image.width))
        header.appendBigEndian(UInt32(image.height))
        // Large scratch buffers are not kept for the thread's next image (see `keptScratchBytes`).
        defer { png_codec_scratch_trim(Self.keptScratchBytes) }
        if let palette = PNGPalette(image) {
            if image.layout == .opaqueARGBWords && !palette.isOpaque { return nil }
            header += [8, 3, 0, 0, 0]
            png.appendChunk("IHDR", header)
            png.appendChunk("PLTE", palette.paletteChunk)
            if let transparency = palette.transparencyChunk { png.appendChunk("tRNS", transparency) }
            palette.scanlines.withUnsafeBytes { png.appendIDAT(compressing: $0, level: compressionLevel) }
        } else {
            var channels = 3
            var filtered = Self.filter(image, channels: 3)
            if filtered == nil {
                if image.layout == .opaqueARGBWords { return nil }
                channels = 4
                filtered = Self.filter(image, channels: 4)
            }
            header += [8, channels == 3 ? 2 : 6, 0, 0, 0]
            png.appendChunk("IHDR", header)
            png.appendIDAT(compressing: filtered!, level: truecolorCompressionLevel)
        }
        png.appendChunk("IEND", [])
        return png
    }

    /// Scratch buffers up to this size stay with the thread for its next image (a phone frame's
    /// filtered rows; not an iPad's RGBA ones).
    static let keptScratchBytes = 16 << 20

    /// A JPEG file at `quality` 0…1 (libjpeg's 0…100, rounded), baseline with the accurate integer DCT;
    /// alpha is dropped, as JPEG has none. Nil when libjpeg fails (it reports no reason worth keeping
    /// here: the input is pixels in memory).
    public func jpeg(_ image: RGBAImage, quality: Double) -> [UInt8]? {
        let q = Int32((min(max(quality, 0), 1) * 100).rounded())
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        var message = [CChar](repeating: 0, count: 256)
        let ok = image.pixels.withUnsafeBufferPointer {
            jpeg_codec_encode_rgba(
                $0.baseAddress, UInt32(image.width), UInt32(image.height), q, &output, &size, &message, message.count)
        }
        defer { jpeg_codec_free(output) }
        guard ok != 0, let output else { return nil }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }

    /// Each scanline prefixed by the filter that makes it smallest by libpng's heuristic (the least sum
    /// of absolute filtered values among None, Sub and Up), in the thread's scratch buffer 0 (valid
    /// until its next use); nil when `channels` is 3 and a pixel is not opaque. A row equal to the one
    /// above is Up-filtered to zeros without trying the others: flat UI images are mostly such rows.
    /// Paeth is left out: measured on the reference scenes it never made files smaller (0.2 % larger
    /// overall) and its per-byte predictor took four fifths of the encoding time.
    ///
    /// The work is C (`PNGFilter.c`) on the 32-bit pixel words in place: rows are scored and written
    /// without first being packed to RGB, the row above is the source's own, scores use sums of absolute
    /// differences and rows are written by byte shuffles, eight pixels at a time with AVX2 (four with
    /// SSE2/SSSE3 where the CPU lacks it). On the self-sizing list that took the filtering from 2.1 ms
    /// (Swift) to 0.7 (SSSE3), and from 11.0 M to 5.2 M instructions (AVX2); the tests hold every level to
    /// the bytes of the Swift loop it replaced.
    private static func filter(_ image: PixelRows, channels: Int) -> UnsafeRawBufferPointer? {
        let count = (image.width * channels + 1) * image.height
        guard let buffer = png_codec_scratch(0, count) else { fatalError("no memory for \(count) bytes of scanlines") }
        guard count > 0 else { return UnsafeRawBufferPointer(start: buffer, count: 0) }
        let complete = png_filter_truecolour_rows(
            image.base.assumingMemoryBound(to: UInt8.self), image.stride, image.width, image.height,
            image.layout == .opaqueARGBWords ? 1 : 0, Int32(channels), buffer)
        return complete != 0 ? UnsafeRawBufferPointer(start: buffer, count: count) : nil
    }

    /// `filter` copied out, for tests.
    static func filteredScanlines(_ image: PixelRows, channels: Int) -> [UInt8]? {
        filter(image, channels: channels).map { Array($0) }
    }
}

extension [UInt8] {
    /// An IDAT chunk of `data` compressed by libdeflate at `level` (the thread's compressor, into its
    /// scratch buffer 1), written straight into the file.
    fileprivate mutating func appendIDAT(compressing data: UnsafeRawBufferPointer, level: Int32) {
        let bound = png_codec_zlib_bound(level, data.count)
        guard bound > 0, let out = png_codec_scratch(1, bound) else { fatalError("libdeflate: no memory") }
        let written = png_codec_zlib_compress(level, data.baseAddress, data.count, out, bound)
        precondition(written > 0, "libdeflate output exceeded its own bound")
        appendChunk("IDAT", UnsafeRawBufferPointer(start: out, count: written))
    }

    fileprivate mutating func appendChunk(_ type: String, _ data: [UInt8]) {
        data.withUnsafeBytes { appendChunk(type, $0) }
    }

    fileprivate mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [
            UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF),
        ])
    }

    fileprivate mutating func appendChunk(_ type: String, _ data: UnsafeRawBufferPointer) {
        reserveCapacity(count + data.count + 12)
        appendBigEndian(UInt32(data.count))
        let typeBytes = Array(type.utf8)
        var crc = typeBytes.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        crc = libdeflate_crc32(crc, data.baseAddress, data.count)
        append(contentsOf: typeBytes)
        append(contentsOf: data)
        appendBigEndian(crc)
    }
}
