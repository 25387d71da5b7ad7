import CPangoCairo
import Foundation
import OpenUIKit
import Typesetter

/// A layer's drop shadow: the shape (the shadow path, or else the alpha of everything the layer draws)
/// rendered into an alpha mask at device resolution, blurred, and painted in the shadow colour at the
/// shadow offset, under the layer. The blur is a Gaussian of standard deviation `shadowRadius` points
/// (a choice: Core Animation does not document its kernel; designers' tools map a CSS blur of 2r to
/// a shadow radius of r, which is this σ), approximated by three box blurs in integer arithmetic, so
/// every machine gets the same bytes.
struct LayerShadow {
    let layer: CALayer
    let size: CGSize
    let scale: Double

    /// Whether the layer casts a visible shadow. A layer that masks to bounds clips its own shadow away.
    static func casts(_ layer: CALayer) -> Bool {
        guard layer.shadowOpacity > 0, let color = layer.shadowColor, color.alpha > 0, !layer.masksToBounds else {
            return false
        }
        return layer.bounds.width > 0 && layer.bounds.height > 0
    }

    /// Blur radius in device pixels.
    var sigma: Double { max(0, Double(layer.shadowRadius)) * scale }

    /// Extra pixels around the shape that the blur can reach (three standard deviations).
    var marginPixels: Int { Int((sigma * 3).rounded(.up)) + 1 }

    /// Draws the shadow on `cairo`, whose user space is the layer's bounds (origin at its top-left).
    /// `drawShape` draws the layer's content at the origin of the context it is given, when there is no
    /// shadow path.
    func draw(on cairo: OpaquePointer, drawShape: (RasterSurface) throws(RenderError) -> Void) throws(RenderError) {
        let margin = marginPixels
        let marginPoints = Double(margin) / scale
        let shapeSurface = try RasterSurface(
            width: Double(size.width) + 2 * marginPoints, height: Double(size.height) + 2 * marginPoints, scale: scale)
        cairo_translate(shapeSurface.cairo, marginPoints, marginPoints)
        if let path = layer.shadowPath {
            let context = CGContext(cairo: shapeSurface.cairo, scale: CGFloat(scale))
            context.setShouldAntialias(true)
            context.addPath(path)
            context.fillPath()
        } else {
            try drawShape(shapeSurface)
        }
        var alpha = shapeSurface.alphaChannel()
        BoxBlur.gaussian(&alpha, width: shapeSurface.pixelWidth, height: shapeSurface.pixelHeight, sigma: sigma)
        let mask = alpha.makeA8Surface(width: shapeSurface.pixelWidth, height: shapeSurface.pixelHeight)
        defer { cairo_surface_destroy(mask) }
        let color = layer.shadowColor!
        let opacity = Double(min(max(layer.shadowOpacity, 0), 1))
        cairo_save(cairo)
        cairo_translate(
            cairo, Double(layer.shadowOffset.width) - marginPoints, Double(layer.shadowOffset.height) - marginPoints)
        cairo_scale(cairo, 1 / scale, 1 / scale)
        cairo_set_source_rgba(
            cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha) * opacity)
        cairo_mask_surface(cairo, mask, 0, 0)
        cairo_restore(cairo)
    }
}

extension RasterSurface {
    /// One byte of alpha per pixel, row by row.
    func alphaChannel() -> [UInt8] {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var alpha = [UInt8](repeating: 0, count: pixelWidth * pixelHeight)
        for y in 0..<pixelHeight {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<pixelWidth { alpha[y * pixelWidth + x] = UInt8(row[x] >> 24) }
        }
        return alpha
    }
}

extension Array where Element == UInt8 {
    /// A Cairo A8 surface holding these alpha bytes; the caller destroys it.
    func makeA8Surface(width: Int, height: Int) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        withUnsafeBufferPointer { source in
            for y in 0..<height {
                (data + y * stride).update(from: source.baseAddress! + y * width, count: width)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
