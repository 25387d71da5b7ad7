import CPangoCairo
import Foundation

public enum CGImageAlphaInfo: UInt32, Sendable {
    case none, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// A bitmap: 8-bit straight (non-premultiplied) sRGB RGBA rows, the form the decoders produce, so
/// that decoding costs no more than the library itself. The premultiplied Cairo surface drawing needs
/// is made once, on first draw.
public final class CGImage: @unchecked Sendable {
    public let width: Int
    public let height: Int
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { width * 4 }
    public let alphaInfo: CGImageAlphaInfo
    package let pixels: [UInt8]
    private var cachedSurface: OpaquePointer?

    /// `pixels` holds `width × height` straight RGBA quadruples.
    package init(width: Int, height: Int, pixels: [UInt8], opaque: Bool) {
        precondition(pixels.count == width * height * 4, "pixel buffer does not match \(width)x\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
        alphaInfo = opaque ? .noneSkipLast : .last
    }

    deinit {
        if let cachedSurface { cairo_surface_destroy(cachedSurface) }
    }

    /// Straight RGBA of one pixel, for tests and tools.
    package func rgba(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// The image as a Cairo ARGB32 surface (premultiplied, rounded to nearest), owned by the image.
    package var cairoSurface: OpaquePointer {
        if let cachedSurface { return cachedSurface }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let stride = Int(cairo_image_surface_get_stride(surface))
        let base = cairo_image_surface_get_data(surface)!
        pixels.withUnsafeBufferPointer { source in
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let i = (y * width + x) * 4
                    let a = UInt32(source[i + 3])
                    func premultiply(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                    row[x] =
                        a << 24 | premultiply(source[i]) << 16 | premultiply(source[i + 1]) << 8
                        | premultiply(source[i + 2])
                }
            }
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
        let stride = Int(cairo_image_surface_get_stride(surface))
        let base = cairo_image_surface_get_data(surface)!
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let argb = row[x]
                    let a = argb >> 24
                    var (r, g, b) = ((argb >> 16) & 0xFF, (argb >> 8) & 0xFF, argb & 0xFF)
                    if a != 0 && a != 255 {
                        r = (r * 255 + a / 2) / a
                        g = (g * 255 + a / 2) / a
                        b = (b * 255 + a / 2) / a
                    }
                    let i = (y * width + x) * 4
                    out[i] = UInt8(min(r, 255))
                    out[i + 1] = UInt8(min(g, 255))
                    out[i + 2] = UInt8(min(b, 255))
                    out[i + 3] = UInt8(a)
                }
            }
        }
        self.init(width: width, height: height, pixels: pixels, opaque: opaque)
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
