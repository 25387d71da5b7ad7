import CPangoCairo
import Typesetter

/// A Cairo ARGB32 image surface sized in points and drawn in points at a device scale, the way UIKit
/// draws a window at its screen's scale.
public final class RasterSurface {
    public let scale: Double
    public let pixelWidth: Int
    public let pixelHeight: Int
    let surface: OpaquePointer
    public let cairo: OpaquePointer

    /// Refuses what Cairo cannot hold or what could not be decoded again as a golden: a size that is
    /// not finite or negative, a scale that is not positive, more than 32767 pixels a side (Cairo's
    /// limit) or more than `PNGDecoder.defaultMaximumPixels` in all.
    public init(width: Double, height: Double, scale: Double) throws(RenderError) {
        guard scale.isFinite && scale > 0 else { throw RenderError("display scale \(scale): it must be positive") }
        guard width.isFinite && height.isFinite && width >= 0 && height >= 0 else {
            throw RenderError("surface size \(width) × \(height) pt: it must be finite and not negative")
        }
        let pixels = (width: (width * scale).rounded(.up), height: (height * scale).rounded(.up))
        guard pixels.width <= 32767, pixels.height <= 32767,
            pixels.width * pixels.height <= Double(PNGDecoder.defaultMaximumPixels)
        else {
            throw RenderError(
                "surface size \(width) × \(height) pt at @\(scale)x is \(pixels.width) × \(pixels.height) pixels, "
                    + "more than the limit of 32767 a side and \(PNGDecoder.defaultMaximumPixels) in all")
        }
        self.scale = scale
        pixelWidth = Int(pixels.width)
        pixelHeight = Int(pixels.height)
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
        cairo = cairo_create(surface)
        cairo_scale(cairo, scale, scale)
        let options = RasterizerSettings.makeFontOptions()
        cairo_set_font_options(cairo, options)
        cairo_font_options_destroy(options)
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    /// Fills a rectangle given in points with a straight-alpha colour (components 0…1).
    public func fill(
        x: Double, y: Double, width: Double, height: Double, red: Double, green: Double, blue: Double, alpha: Double = 1
    ) {
        cairo_set_source_rgba(cairo, red, green, blue, alpha)
        cairo_rectangle(cairo, x, y, width, height)
        cairo_fill(cairo)
    }

    /// Draws a text layout with its top-left corner at (x, y) points. The layout must have been made
    /// for this surface's scale, so that the drawn glyphs are the measured ones.
    public func draw(
        _ layout: TextLayout, x: Double, y: Double, red: Double, green: Double, blue: Double, alpha: Double = 1
    ) {
        precondition(layout.scale == scale, "a layout measured at @\(layout.scale)x drawn at @\(scale)x")
        cairo_set_source_rgba(cairo, red, green, blue, alpha)
        cairo_move_to(cairo, x, y)
        layout.show(in: cairo)
    }

    /// The surface's pixels converted from Cairo's premultiplied native-endian ARGB to straight RGBA.
    public func image() -> RGBAImage {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var pixels = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 4)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<pixelHeight {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<pixelWidth {
                    let argb = row[x]
                    let alpha = argb >> 24
                    var red = (argb >> 16) & 0xFF
                    var green = (argb >> 8) & 0xFF
                    var blue = argb & 0xFF
                    if alpha != 255 && alpha != 0 {
                        red = (red * 255 + alpha / 2) / alpha
                        green = (green * 255 + alpha / 2) / alpha
                        blue = (blue * 255 + alpha / 2) / alpha
                    }
                    let offset = (y * pixelWidth + x) * 4
                    out[offset] = UInt8(red)
                    out[offset + 1] = UInt8(green)
                    out[offset + 2] = UInt8(blue)
                    out[offset + 3] = UInt8(alpha)
                }
            }
        }
        return RGBAImage(width: pixelWidth, height: pixelHeight, pixels: pixels)
    }
}

extension RasterSurface {
    /// The pixels as Cairo holds them, read as opaque ARGB words.
    var rows: PixelRows {
        cairo_surface_flush(surface)
        return PixelRows(
            width: pixelWidth, height: pixelHeight, base: UnsafeRawPointer(cairo_image_surface_get_data(surface)!),
            stride: Int(cairo_image_surface_get_stride(surface)), layout: .opaqueARGBWords)
    }

    /// Whether every pixel is fully opaque, where premultiplied and straight colours are the same.
    var isOpaque: Bool { rows.isOpaque }
}

extension PNGEncoder {
    /// Encodes a surface straight from Cairo's memory when it is opaque (a window always is), without
    /// the intermediate RGBA copy; otherwise through `image()`.
    public func encode(_ surface: RasterSurface) -> [UInt8] {
        encode(surface.rows) ?? encode(surface.image())
    }
}
