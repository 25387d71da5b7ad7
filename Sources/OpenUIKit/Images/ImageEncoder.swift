import CLibPNG
import Foundation
import ImageCodec

/// PNG and JPEG files from a bitmap, for `pngData()` and `jpegData(compressionQuality:)`.
enum ImageEncoder {
    static func png(_ image: CGImage) -> Data? {
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        png.width = UInt32(image.width)
        png.height = UInt32(image.height)
        let opaque = image.alphaInfo == .noneSkipLast
        // Opaque images are written as RGB: the alpha channel would only repeat 255.
        var pixels = image.pixels
        if opaque {
            var rgb = [UInt8]()
            rgb.reserveCapacity(image.width * image.height * 3)
            for i in stride(from: 0, to: pixels.count, by: 4) { rgb.append(contentsOf: pixels[i..<(i + 3)]) }
            pixels = rgb
            png.format = UInt32(PNG_FORMAT_FLAG_COLOR)
        } else {
            png.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        }
        let rowBytes = Int32(image.width * (opaque ? 3 : 4))
        var size = 0
        let measured = pixels.withUnsafeBytes {
            png_image_write_to_memory(&png, nil, &size, 0, $0.baseAddress, rowBytes, nil)
        }
        guard measured != 0, size > 0 else { return nil }
        var out = [UInt8](repeating: 0, count: size)
        let written = out.withUnsafeMutableBytes { buffer in
            pixels.withUnsafeBytes {
                png_image_write_to_memory(&png, buffer.baseAddress, &size, 0, $0.baseAddress, rowBytes, nil)
            }
        }
        png_image_free(&png)
        guard written != 0 else { return nil }
        return Data(out.prefix(size))
    }

    /// `quality` 0…1 maps to libjpeg's 0…100, rounded.
    static func jpeg(_ image: CGImage, quality: CGFloat) -> Data? {
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
        return Data(bytes: output, count: Int(size))
    }
}
