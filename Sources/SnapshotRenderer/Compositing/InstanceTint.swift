import CPangoCairo
import Foundation
import OpenUIKit

/// A replicator instance's colour: every pixel the instance drew, multiplied channel by channel by it
/// (Core Animation multiplies the instance's colours). Cairo has no per-channel multiply that keeps alpha,
/// so the instance is drawn in a group clipped to where its layers can reach, and multiplied pixel by pixel.
enum InstanceTint {
    /// Where `layers` (in their superlayer's bounds coordinates) and their sublayers and shadows can draw.
    static func reach(of layers: [CALayer]) -> CGRect {
        var box = CGRect.null
        for layer in layers where !layer.isHidden {
            let frame = layer.frame
            var own = CGRect(origin: frame.origin, size: frame.size)
            let inner = reach(of: layer.sublayers ?? [])
            if !inner.isNull {
                own = own.union(inner.offsetBy(dx: frame.minX - layer.bounds.minX, dy: frame.minY - layer.bounds.minY))
            }
            if layer.shadowOpacity > 0 {
                let margin = 3 * layer.shadowRadius + max(abs(layer.shadowOffset.width), abs(layer.shadowOffset.height))
                own = own.insetBy(dx: -margin, dy: -margin)
            }
            box = box.union(mapped(own, by: layer.planeTransform, origin: frame.origin))
        }
        return box.isNull ? box : box.insetBy(dx: -1, dy: -1)
    }

    private static func mapped(_ rect: CGRect, by plane: LayerPlaneTransform, origin: CGPoint) -> CGRect {
        let t: CGAffineTransform
        switch plane {
        case .identity, .hidden, .projective: return rect
        case .aboutAnchor(let anchor, let m):
            t = CGAffineTransform(translationX: -anchor.x, y: -anchor.y).concatenating(m)
                .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
        case .affine(let m): t = m
        }
        // The map is in frame-local coordinates.
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map { p -> CGPoint in
            let (x, y) = (p.x - origin.x, p.y - origin.y)
            return CGPoint(x: t.a * x + t.c * y + t.tx + origin.x, y: t.b * x + t.d * y + t.ty + origin.y)
        }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Multiplies the group's premultiplied pixels: colour channels by `color`'s component times its alpha,
    /// alpha by its alpha.
    static func multiply(
        _ group: OpaquePointer, by color: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    ) {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(group, &surface) == CAIRO_STATUS_SUCCESS, let surface,
            cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
        else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        // 16.16 fixed-point factors: the loop runs in debug builds too.
        let factors = [color.alpha, color.red * color.alpha, color.green * color.alpha, color.blue * color.alpha].map {
            UInt32((min(max($0, 0), 1) * 65_536).rounded())
        }
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] != 0 {
                let p = row[x]
                let a = ((p >> 24) * factors[0] + 32_768) >> 16
                let r = (((p >> 16) & 0xFF) * factors[1] + 32_768) >> 16
                let g = (((p >> 8) & 0xFF) * factors[2] + 32_768) >> 16
                let b = ((p & 0xFF) * factors[3] + 32_768) >> 16
                row[x] = a << 24 | r << 16 | g << 8 | b
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}
