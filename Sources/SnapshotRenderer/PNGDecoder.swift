import CLibPNG
import OpenUIKit

/// Reads PNG files: those `PNGEncoder` writes through the libdeflate fast path, every other one
/// through libpng's simplified API, so any valid PNG (palette, 16-bit, interlaced) becomes 8-bit
/// straight RGBA, and a damaged file yields libpng's own reason.
public enum PNGDecoder {
    public struct DecodingError: Error, Equatable, CustomStringConvertible {
        public let reason: String
        public var description: String { "not a readable PNG: \(reason)" }
    }

    /// Images above this many pixels are refused before decoding: four times the frame of the largest
    /// device in the catalog, in pixels (a contact sheet of the default matrix is under one). A choice;
    /// see the README.
    public static let defaultMaximumPixels =
        4 * Device.all.map { Int($0.portraitSize.width * $0.scale * $0.portraitSize.height * $0.scale) }.max()!

    /// The file's pixels. The chunk structure and header are checked first (CRCs, size within
    /// `maximumPixels`), then files `PNGEncoder` wrote take the fast path; others have their image data
    /// inflated once into a buffer of the size the header implies (so a bomb stops there) before libpng.
    public static func decode(_ data: [UInt8], maximumPixels: Int = defaultMaximumPixels) throws(DecodingError)
        -> RGBAImage
    {
        let structure = try PNGStructure(data, maximumPixels: maximumPixels)
        if let fast = FastPNGDecoder.decode(data) { return fast }
        try structure.checkImageData(data)
        return try decodeWithLibPNG(data)
    }

    /// libpng alone, for checking the fast path against it.
    package static func decodeWithLibPNG(_ data: [UInt8]) throws(DecodingError) -> RGBAImage {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let began = data.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard began != 0 else { throw DecodingError(reason: message(of: &image)) }
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA
        let width = Int(image.width)
        let height = Int(image.height)
        guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15 else {
            png_image_free(&image)
            throw DecodingError(reason: "unreasonable size \(width)x\(height)")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes { buffer in
            png_image_finish_read(&image, nil, buffer.baseAddress, Int32(width * 4), nil)
        }
        guard finished != 0 else {
            let reason = message(of: &image)
            png_image_free(&image)
            throw DecodingError(reason: reason)
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
