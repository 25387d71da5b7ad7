import CImageCodec

/// Pixels in memory: 8-bit RGBA, straight (not premultiplied) alpha, rows top to bottom. The one bitmap
/// of the package: what the decoder makes, the encoder reads, `CGImage` holds and snapshots compare.
public struct RGBAImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4, "pixel buffer size mismatch")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image whose every byte `fill` writes (width × height × 4 of them): no zeroing first, which at a
    /// frame's size is megabytes of memset. `fill` returns false to give up; the bytes are then dropped.
    init?(width: Int, height: Int, fill: (UnsafeMutablePointer<UInt8>) -> Bool) {
        let count = width * height * 4
        var filled = false
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = count
            filled = count == 0 || fill(buffer.baseAddress!)
        }
        guard filled else { return nil }
        self.init(width: width, height: height, pixels: pixels)
    }

    public struct Pixel: Equatable, Sendable, CustomStringConvertible {
        public var red, green, blue, alpha: UInt8
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }
        public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
    }

    public subscript(x: Int, y: Int) -> Pixel {
        let offset = (y * width + x) * 4
        return Pixel(
            red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2], alpha: pixels[offset + 3])
    }

    /// True when every pixel is fully opaque, so the image can be stored without an alpha channel.
    public var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { image_codec_is_opaque($0.baseAddress, width * 4, width, height) != 0 }
    }
}

extension RGBAImage {
    /// How premultiplying rounds: to nearest (`CGImage`'s surfaces), or down (the contact sheets' rule,
    /// which their goldens were made with).
    package enum PremultipliedRounding { case nearest, down }

    /// Cairo's premultiplied ARGB32 rows (`stride` bytes apart) in straight RGBA: a colour c of alpha a
    /// becomes (c × 255 + a / 2) / a, at most 255.
    package init(premultipliedARGB base: UnsafeRawPointer, stride: Int, width: Int, height: Int) {
        self.init(width: width, height: height) { out in
            image_codec_unpremultiply(base.assumingMemoryBound(to: UInt8.self), stride, width, height, out)
            return true
        }!
    }

    /// Writes the pixels premultiplied as Cairo's ARGB32 rows, `stride` bytes apart, into `base`.
    package func writePremultipliedARGB(to base: UnsafeMutableRawPointer, stride: Int, rounding: PremultipliedRounding)
    {
        pixels.withUnsafeBufferPointer {
            image_codec_premultiply(
                $0.baseAddress, width, height, base.assumingMemoryBound(to: UInt8.self), stride,
                rounding == .nearest ? 1 : 0)
        }
    }
}
