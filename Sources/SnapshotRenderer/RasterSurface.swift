import CPangoCairo
import ImageCodec
import Typesetter

/// A Cairo ARGB32 image surface sized in points and drawn in points at a device scale, the way UIKit
/// draws a window at its screen's scale.
public final class RasterSurface {
    public let scale: Double
    public let pixelWidth: Int
    public let pixelHeight: Int
    let surface: OpaquePointer
    public let cairo: OpaquePointer

    /// Refuses what ``ImageSizePolicy`` refuses, so that whatever is drawn can be decoded again as a
    /// golden: a size that is not finite or negative, a scale that is not positive, more than
    /// `ImageSizePolicy.maximumSide` pixels a side (Cairo's limit) or `maximumPixels` in all.
    public init(width: Double, height: Double, scale: Double) throws(RenderError) {
        guard scale.isFinite && scale > 0 else { throw RenderError("display scale \(scale): it must be positive") }
        guard width.isFinite && height.isFinite && width >= 0 && height >= 0 else {
            throw RenderError("surface size \(width) × \(height) pt: it must be finite and not negative")
        }
        let pixels = (width: (width * scale).rounded(.up), height: (height * scale).rounded(.up))
        let side = Double(ImageSizePolicy.maximumSide)
        guard pixels.width <= side, pixels.height <= side,
            pixels.width * pixels.height <= Double(ImageSizePolicy.maximumPixels)
        else {
            throw RenderError(
                "surface size \(width) × \(height) pt at @\(scale)x is \(pixels.width) × \(pixels.height) pixels, "
                    + "more than the limit of \(ImageSizePolicy.maximumSide) a side and "
                    + "\(ImageSizePolicy.maximumPixels) in all")
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
        guard pixelWidth > 0 && pixelHeight > 0 else {
            return RGBAImage(width: pixelWidth, height: pixelHeight, pixels: [])
        }
        return RGBAImage(
            premultipliedARGB: cairo_image_surface_get_data(surface)!,
            stride: Int(cairo_image_surface_get_stride(surface)),
            width: pixelWidth, height: pixelHeight)
    }
}

extension RasterSurface {
    /// The pixels as Cairo holds them, read as opaque ARGB words; nil for a surface with no pixels, which
    /// has no data to read (a view sized to nothing).
    var rows: PixelRows? {
        cairo_surface_flush(surface)
        guard pixelWidth > 0 && pixelHeight > 0 else { return nil }
        return PixelRows(
            width: pixelWidth, height: pixelHeight, base: UnsafeRawPointer(cairo_image_surface_get_data(surface)!),
            stride: Int(cairo_image_surface_get_stride(surface)), layout: .opaqueARGBWords)
    }

    /// Whether every pixel is fully opaque, where premultiplied and straight colours are the same.
    var isOpaque: Bool { rows?.isOpaque ?? false }
}

extension ImageEncoder {
    /// Encodes a surface straight from Cairo's memory when it is opaque (a window always is), without
    /// the intermediate RGBA copy; otherwise through `image()`.
    public func png(_ surface: RasterSurface) -> [UInt8] {
        surface.rows.flatMap { png($0) } ?? png(surface.image())
    }
}
