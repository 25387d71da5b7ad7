import Foundation
import ImageCodec

/// Turns PNG and JPEG bytes into a bitmap through libpng and libjpeg-turbo (C in `ImageCodec`). Sizes
/// are checked from the header before pixel memory is allocated. (SnapshotRenderer has its own PNG
/// reader for goldens, with a libdeflate fast path; the two could later share one libpng path.)
public enum ImageDecoder {
    /// The largest side accepted, in pixels (a choice: Core Graphics has no documented limit).
    public static let maximumSide = 1 << 15
    /// The largest pixel count accepted: 64 Mpx, 256 MB of RGBA (a choice, listed in the README).
    public static let maximumPixelCount = 1 << 26

    public struct Decoded {
        public let image: CGImage
        /// From the JPEG's EXIF block; PNGs are always `.up`.
        public let orientation: UIImage.Orientation
    }

    /// - Throws: `ImageDecodingError.unknownFormat`, `.tooLarge` or `.corrupt`.
    public static func decode(_ data: Data) throws(ImageDecodingError) -> Decoded {
        let result: Result<Decoded, ImageDecodingError> = data.withUnsafeBytes { bytes in
            do throws(ImageDecodingError) {
                if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
                    return .success(Decoded(image: try decodePNG(bytes), orientation: .up))
                }
                if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
                    return .success(
                        Decoded(image: try decodeJPEG(bytes), orientation: EXIFOrientation.read(jpeg: bytes)))
                }
                return .failure(.unknownFormat)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private static func checkSize(_ width: Int, _ height: Int) throws(ImageDecodingError) {
        guard width > 0, height > 0 else { throw .corrupt("empty image \(width)x\(height)") }
        guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixelCount else {
            throw .tooLarge(width: width, height: height)
        }
    }

    /// Every colour type and bit depth, interlaced or not, becomes 8-bit straight RGBA through libpng's
    /// transformations (see `png_codec_decode_rgba`). Colour chunks are not applied: samples are taken as
    /// sRGB, which is what almost every app asset is. (libpng's simplified API, tried first, gave wrong
    /// pixels for interlaced 16-bit files in `PNGDecodingTests`; the full API reads them right.)
    static func decodePNG(_ bytes: UnsafeRawBufferPointer) throws(ImageDecodingError) -> CGImage {
        var message = [CChar](repeating: 0, count: 256)
        var width: UInt32 = 0
        var height: UInt32 = 0
        let base = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
        guard png_codec_read_size(base, bytes.count, &width, &height, &message, message.count) != 0 else {
            throw .corrupt(String(cString: message))
        }
        try checkSize(Int(width), Int(height))
        var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
        var opaque: Int32 = 0
        let decoded = pixels.withUnsafeMutableBufferPointer {
            png_codec_decode_rgba(base, bytes.count, $0.baseAddress, width, height, &opaque, &message, message.count)
        }
        guard decoded != 0 else { throw .corrupt(String(cString: message)) }
        return CGImage(width: Int(width), height: Int(height), pixels: pixels, opaque: opaque != 0)
    }

    static func decodeJPEG(_ bytes: UnsafeRawBufferPointer) throws(ImageDecodingError) -> CGImage {
        var message = [CChar](repeating: 0, count: 256)
        var width: UInt32 = 0
        var height: UInt32 = 0
        let base = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
        guard jpeg_codec_read_size(base, bytes.count, &width, &height, &message, message.count) != 0 else {
            throw .corrupt(String(cString: message))
        }
        try checkSize(Int(width), Int(height))
        var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
        let decoded = pixels.withUnsafeMutableBufferPointer {
            jpeg_codec_decode_rgba(base, bytes.count, $0.baseAddress, width, height, &message, message.count)
        }
        guard decoded != 0 else { throw .corrupt(String(cString: message)) }
        return CGImage(width: Int(width), height: Int(height), pixels: pixels, opaque: true)
    }

}
