import CPangoCairo
import Foundation
import ImageCodec

public enum CGImageAlphaInfo: UInt32, Sendable {
    case none, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// A bitmap: the codec's ``RGBAImage`` (8-bit straight sRGB RGBA rows, the form the decoder produces, so
/// that decoding costs no more than the decoder itself) with what Core Graphics says about its alpha.
/// The premultiplied Cairo surface drawing needs is made once, on first draw.
public final class CGImage: @unchecked Sendable {
    package let bitmap: RGBAImage
    public var width: Int { bitmap.width }
    public var height: Int { bitmap.height }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { width * 4 }
    public let alphaInfo: CGImageAlphaInfo
    private var cachedSurface: OpaquePointer?

    package init(_ bitmap: RGBAImage, opaque: Bool) {
        self.bitmap = bitmap
        alphaInfo = opaque ? .noneSkipLast : .last
    }

    /// `pixels` holds `width × height` straight RGBA quadruples.
    package convenience init(width: Int, height: Int, pixels: [UInt8], opaque: Bool) {
        precondition(pixels.count == width * height * 4, "pixel buffer does not match \(width)x\(height)")
        self.init(RGBAImage(width: width, height: height, pixels: pixels), opaque: opaque)
    }

    /// A decoded file, opaque when the file has no alpha.
    package convenience init(_ decoded: ImageDecoder.Decoded) {
        self.init(decoded.image, opaque: decoded.isOpaque)
    }

    deinit {
        if let cachedSurface { cairo_surface_destroy(cachedSurface) }
    }

    /// The straight RGBA bytes.
    var pixels: [UInt8] { bitmap.pixels }

    /// Straight RGBA of one pixel, for tests and tools.
    func rgba(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let pixel = bitmap[x, y]
        return (pixel.red, pixel.green, pixel.blue, pixel.alpha)
    }

    /// The image as a Cairo ARGB32 surface (premultiplied, rounded to nearest), owned by the image.
    package var cairoSurface: OpaquePointer {
        if let cachedSurface { return cachedSurface }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        if width > 0 && height > 0 {
            bitmap.writePremultipliedARGB(
                to: cairo_image_surface_get_data(surface)!, stride: Int(cairo_image_surface_get_stride(surface)),
                rounding: .nearest)
        }
        cairo_surface_mark_dirty(surface)
        cachedSurface = surface
        return surface
    }

    /// Reads a Cairo ARGB32 surface back into straight RGBA (rounded to nearest).
    package convenience init(surface: OpaquePointer, opaque: Bool) {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        guard width > 0 && height > 0 else {
            self.init(RGBAImage(width: 0, height: 0, pixels: []), opaque: opaque)
            return
        }
        let bitmap = RGBAImage(
            premultipliedARGB: cairo_image_surface_get_data(surface)!,
            stride: Int(cairo_image_surface_get_stride(surface)), width: width, height: height)
        self.init(bitmap, opaque: opaque)
    }

    /// The pixels inside `rect` (in pixels, clipped to the image), or nil when nothing is left.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.integral.safeIntersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width > 0, r.height > 0 else { return nil }
        let (x0, y0, w, h) = (Int(r.minX), Int(r.minY), Int(r.width), Int(r.height))
        var out = [UInt8]()
        out.reserveCapacity(w * h * 4)
        for y in y0..<(y0 + h) {
            out.append(contentsOf: pixels[((y * width + x0) * 4)..<((y * width + x0 + w) * 4)])
        }
        return CGImage(width: w, height: h, pixels: out, opaque: alphaInfo == .noneSkipLast)
    }
}
