import CImageCodec
import Foundation

/// The package's one decoder: PNG and JPEG bytes to an ``RGBAImage``, for `UIImage(data:)`, asset
/// catalogs, goldens and contact sheets alike. Sizes are checked against ``ImageSizePolicy`` from the
/// header, before pixel memory is allocated.
///
/// PNGs take one path, right for every file (any colour type and bit depth, interlaced or not): the
/// chunk structure and header are checked (``PNGStructure``), the image data is inflated by libdeflate
/// into a buffer of the size the header implies (so a bomb stops there), then libpng's full API decodes
/// it, or, for the files ``ImageEncoder`` writes (8-bit RGB, RGBA or indexed, not interlaced), the
/// inflated scanlines are unfiltered in C (`PNGUnfilter.c`), in an eighth of libpng's time (zlib's
/// inflate is most of that; `scripts/bench codec`), held to libpng's pixels by the tests and the fuzzer. Colour chunks (gAMA, iCCP, sRGB) are not applied: samples are
/// taken as sRGB, which is what almost every app asset and every golden is.
public enum ImageDecoder {
    public struct Decoded: Equatable, Sendable {
        public let image: RGBAImage
        /// The file has no alpha: no alpha channel and no tRNS (a PNG), or a JPEG.
        public let isOpaque: Bool
        /// The JPEG's EXIF orientation (TIFF 6.0's values 1…8); 1 when it has none, and for PNGs.
        public let exifOrientation: Int
    }

    /// A PNG or a JPEG, told by its signature: an image an app ships, so a PNG is read as tolerantly as
    /// libpng's defaults read it (an ancillary chunk with a bad CRC is skipped, bytes after `IEND` are
    /// ignored); ``decodePNG(_:maximumPixels:)`` holds a golden to the format strictly.
    public static func decode(_ bytes: some ContiguousBytes, maximumPixels: Int = ImageSizePolicy.maximumPixels)
        throws(ImageDecodingError) -> Decoded
    {
        try withBytes(bytes) { raw throws(ImageDecodingError) in
            if raw.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
                let (image, opaque) = try png(raw, maximumPixels: maximumPixels, path: .best, reading: .tolerantly)!
                return Decoded(image: image, isOpaque: opaque, exifOrientation: 1)
            }
            if raw.starts(with: [0xFF, 0xD8, 0xFF]) {
                return Decoded(
                    image: try jpeg(raw, maximumPixels: maximumPixels), isOpaque: true,
                    exifOrientation: EXIFOrientation.read(jpeg: raw))
            }
            throw .unknownFormat
        }
    }

    /// A PNG, and nothing else (a golden): bytes without a PNG signature are `corrupt`.
    public static func decodePNG(_ bytes: some ContiguousBytes, maximumPixels: Int = ImageSizePolicy.maximumPixels)
        throws(ImageDecodingError) -> RGBAImage
    {
        try withBytes(bytes) { raw throws(ImageDecodingError) in
            try png(raw, maximumPixels: maximumPixels, path: .best)!.image
        }
    }

    /// Which way a PNG goes, for the tests and the fuzzer that hold the fast path to libpng's pixels:
    /// `.fast` gives nil for a file the fast path leaves to libpng; both refuse what the structure and
    /// size checks refuse.
    package enum PNGPath: Sendable { case best, libpng, fast }

    package static func decodePNG(_ bytes: [UInt8], maximumPixels: Int = ImageSizePolicy.maximumPixels, path: PNGPath)
        throws(ImageDecodingError) -> RGBAImage?
    {
        try decode(bytes, maximumPixels: maximumPixels, path: path)?.image
    }

    /// The same with what the path says of the file's alpha.
    package static func decode(_ bytes: [UInt8], maximumPixels: Int = ImageSizePolicy.maximumPixels, path: PNGPath)
        throws(ImageDecodingError) -> Decoded?
    {
        try withBytes(bytes) { raw throws(ImageDecodingError) in
            try png(raw, maximumPixels: maximumPixels, path: path).map {
                Decoded(image: $0.image, isOpaque: $0.isOpaque, exifOrientation: 1)
            }
        }
    }

    /// The PNG's rows top to bottom, straight RGBA, each valid only during its call to `row`, after its
    /// size is given to `start`: a golden is compared while it is decoded, without a second frame in
    /// memory (libpng completes an interlaced file's rows only at its last pass, so that one is held).
    /// Throws what `decodePNG` would; rows handed over before a failure are to be discarded.
    package static func forEachPNGRow(
        _ bytes: [UInt8], maximumPixels: Int, start: (_ width: Int, _ height: Int) -> Void,
        row: (_ y: Int, _ row: UnsafePointer<UInt8>) -> Void
    ) throws(ImageDecodingError) {
        try withBytes(bytes) { raw throws(ImageDecodingError) in
            let structure = try PNGStructure(raw, maximumPixels: maximumPixels)
            defer { png_codec_scratch_trim(ImageEncoder.keptScratchBytes) }
            let scanlines = try structure.inflatedScanlines(raw)
            start(structure.width, structure.height)
            try withoutActuallyEscaping(row) { row throws(ImageDecodingError) in
                var body = row
                try withUnsafeMutablePointer(to: &body) { context throws(ImageDecodingError) in
                    let sink: png_codec_row_sink = { context, y, pixels in
                        context!.assumingMemoryBound(to: ((Int, UnsafePointer<UInt8>) -> Void).self).pointee(
                            Int(y), pixels!)
                    }
                    if let scanlines, let channels = structure.fastChannels,
                        structure.palette.withUnsafeBufferPointer({
                            png_codec_unfilter(
                                scanlines, UInt32(structure.width), UInt32(structure.height), Int32(channels),
                                $0.baseAddress, nil, sink, context)
                        }) != 0
                    {
                        return
                    }
                    _ = try libpng(raw, structure, into: nil, sink: sink, context: context)
                }
            }
        }
    }

    /// The one PNG path; nil only for `.fast` when the fast path does not read the file.
    private static func png(
        _ raw: UnsafeRawBufferPointer, maximumPixels: Int, path: PNGPath, reading: PNGStructure.Reading = .strictly
    ) throws(ImageDecodingError) -> (image: RGBAImage, isOpaque: Bool)? {
        let structure = try PNGStructure(raw, maximumPixels: maximumPixels, reading: reading)
        defer { png_codec_scratch_trim(ImageEncoder.keptScratchBytes) }
        let scanlines = try structure.inflatedScanlines(raw)
        if path != .libpng, let scanlines, let channels = structure.fastChannels,
            let image = structure.palette.withUnsafeBufferPointer({ palette in
                RGBAImage(width: structure.width, height: structure.height) { out in
                    png_codec_unfilter(
                        scanlines, UInt32(structure.width), UInt32(structure.height), Int32(channels),
                        palette.baseAddress, out, nil, nil) != 0
                }
            })
        {
            return (image, structure.isOpaque)
        }
        if path == .fast { return nil }
        var opaque = false
        var failure: ImageDecodingError?
        let image = RGBAImage(width: structure.width, height: structure.height) { out in
            do throws(ImageDecodingError) {
                opaque = try libpng(raw, structure, into: out, sink: nil, context: nil)
                return true
            } catch {
                failure = error
                return false
            }
        }
        if let failure { throw failure }
        return (image!, opaque)
    }

    /// libpng's full API; whether the file is opaque.
    private static func libpng(
        _ raw: UnsafeRawBufferPointer, _ structure: PNGStructure, into rgba: UnsafeMutablePointer<UInt8>?,
        sink: png_codec_row_sink?, context: UnsafeMutableRawPointer?
    ) throws(ImageDecodingError) -> Bool {
        var message = [CChar](repeating: 0, count: 256)
        var opaque: Int32 = 0
        let decoded = png_codec_decode(
            raw.baseAddress!.assumingMemoryBound(to: UInt8.self), raw.count, UInt32(structure.width),
            UInt32(structure.height), rgba, sink, context, &opaque, &message, message.count)
        guard decoded != 0 else { throw .corrupt(libraryMessage(message)) }
        return opaque != 0
    }

    /// libjpeg-turbo: greyscale and YCbCr files converted to RGB; CMYK files refused.
    private static func jpeg(_ raw: UnsafeRawBufferPointer, maximumPixels: Int) throws(ImageDecodingError)
        -> RGBAImage
    {
        var message = [CChar](repeating: 0, count: 256)
        var width: UInt32 = 0
        var height: UInt32 = 0
        let base = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
        guard jpeg_codec_read_size(base, raw.count, &width, &height, &message, message.count) != 0 else {
            throw .corrupt(libraryMessage(message))
        }
        try ImageSizePolicy.check(width: Int(width), height: Int(height), maximumPixels: maximumPixels)
        let image = RGBAImage(width: Int(width), height: Int(height)) { out in
            jpeg_codec_decode_rgba(base, raw.count, out, width, height, &message, message.count) != 0
        }
        guard let image else { throw .corrupt(libraryMessage(message)) }
        return image
    }

    /// A C library's NUL-terminated message.
    private static func libraryMessage(_ message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The bytes as a raw buffer for `body`, keeping its typed error.
    private static func withBytes<T>(
        _ bytes: some ContiguousBytes, _ body: (UnsafeRawBufferPointer) throws(ImageDecodingError) -> T
    ) throws(ImageDecodingError) -> T {
        let result: Result<T, ImageDecodingError> = bytes.withUnsafeBytes { raw in
            // An empty buffer may have no address; the decoders read from one.
            var empty: UInt8 = 0
            return withUnsafeBytes(of: &empty) { placeholder in
                Result { () throws(ImageDecodingError) in
                    try body(raw.baseAddress == nil ? UnsafeRawBufferPointer(rebasing: placeholder[0..<0]) : raw)
                }
            }
        }
        return try result.get()
    }
}
