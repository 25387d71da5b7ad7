import CPangoCairo
import Foundation
import OpenUIKit
import Typesetter

/// A material's backdrop (`UIView.backdropMaterial`): the pixels already drawn under the view's bounds, blurred by
/// a Gaussian of the material's radius in points (three box blurs per axis, in integers, so every machine gets the
/// same bytes). Pixels beyond the drawn surface repeat its edge, as the backdrop of a view at the screen's edge does
/// not darken. The blur reads a margin of three standard deviations around the bounds, so content just outside
/// the view bleeds in, as it does under a material.
struct BackdropBlur {
    /// The blurred pixels of the device-pixel rectangle `origin` + size, as a Cairo ARGB32 surface (caller destroys).
    let image: OpaquePointer
    let originX: Int
    let originY: Int

    /// Nil when the bounds cover no pixel of the surface, or nothing is drawn under them and around.
    static func capture(
        _ bounds: CGRect, of view: UIView, radius: CGFloat, on surface: RasterSurface
    ) throws(RenderError) -> BackdropBlur? {
        let cairo = surface.cairo
        guard cairo_get_group_target(cairo) == cairo_get_target(cairo) else {
            throw RenderError.naming(
                view,
                "is a \(type(of: view)) with a blur under a view with alpha below 1 or a mask: UIKit documents that "
                    + "the effect then looks incorrect or does not show, so it is not drawn")
        }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.yy > 0 else {
            throw RenderError.naming(view, "is a \(type(of: view)) with a blur under a rotated or mirrored transform")
        }
        let target = cairo_get_target(cairo)!
        cairo_surface_flush(target)
        let width = Int(cairo_image_surface_get_width(target))
        let height = Int(cairo_image_surface_get_height(target))
        let x0 = max(0, Int((matrix.x0 + bounds.minX * matrix.xx).rounded()))
        let y0 = max(0, Int((matrix.y0 + bounds.minY * matrix.yy).rounded()))
        let x1 = min(width, Int((matrix.x0 + bounds.maxX * matrix.xx).rounded()))
        let y1 = min(height, Int((matrix.y0 + bounds.maxY * matrix.yy).rounded()))
        guard x1 > x0, y1 > y0 else { return nil }
        let sigma = Double(radius) * matrix.xx
        let margin = Int((sigma * 3).rounded(.up))
        let (rx0, ry0) = (max(0, x0 - margin), max(0, y0 - margin))
        let (rx1, ry1) = (min(width, x1 + margin), min(height, y1 + margin))
        let (rw, rh) = (rx1 - rx0, ry1 - ry0)

        let stride = Int(cairo_image_surface_get_stride(target))
        let data = cairo_image_surface_get_data(target)!
        var pixels = [UInt8](repeating: 0, count: rw * rh * 4)
        for y in 0..<rh {
            let row = data + (ry0 + y) * stride + rx0 * 4
            pixels.withUnsafeMutableBytes { out in
                out.baseAddress!.advanced(by: y * rw * 4).copyMemory(from: row, byteCount: rw * 4)
            }
        }
        // Nothing drawn beneath (a shadow's shape pass, a bare view): the blur of nothing is nothing.
        guard pixels.contains(where: { $0 != 0 }) else { return nil }
        blur(&pixels, width: rw, height: rh, sigma: sigma)

        let (w, h) = (x1 - x0, y1 - y0)
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        let outStride = Int(cairo_image_surface_get_stride(image))
        let outData = cairo_image_surface_get_data(image)!
        pixels.withUnsafeBytes { source in
            for y in 0..<h {
                let from = source.baseAddress!.advanced(by: ((y + y0 - ry0) * rw + (x0 - rx0)) * 4)
                UnsafeMutableRawPointer(outData + y * outStride).copyMemory(from: from, byteCount: w * 4)
            }
        }
        cairo_surface_mark_dirty(image)
        return BackdropBlur(image: image, originX: x0, originY: y0)
    }

    /// Each of the four premultiplied channels blurred by three boxes along the rows, then along the columns.
    static func blur(_ pixels: inout [UInt8], width: Int, height: Int, sigma: Double) {
        let passes = BoxBlur.boxes(sigma: sigma)
        guard !passes.isEmpty, width > 0, height > 0 else { return }
        let longest = max(width, height)
        var padded = [Int](repeating: 0, count: longest + 2 * (passes.map(\.size).max() ?? 0))
        pixels.withUnsafeMutableBufferPointer { values in
            padded.withUnsafeMutableBufferPointer { padded in
                for pass in passes {
                    for y in 0..<height {
                        for channel in 0..<4 {
                            blurLine(
                                values, start: y * width * 4 + channel, step: 4, count: width, box: pass,
                                padded: padded)
                        }
                    }
                }
                for pass in passes {
                    for x in 0..<width {
                        for channel in 0..<4 {
                            blurLine(
                                values, start: x * 4 + channel, step: width * 4, count: height, box: pass,
                                padded: padded)
                        }
                    }
                }
            }
        }
    }

    /// One box pass: each value becomes the rounded mean of the `size` values from `index - offset`, the line's
    /// end values repeated beyond it (copied into `padded` with `size` values of margin on each side).
    private static func blurLine(
        _ values: UnsafeMutableBufferPointer<UInt8>, start: Int, step: Int, count: Int,
        box: (size: Int, offset: Int), padded: UnsafeMutableBufferPointer<Int>
    ) {
        let margin = box.size
        let first = Int(values[start])
        let last = Int(values[start + (count - 1) * step])
        for j in 0..<margin {
            padded[j] = first
            padded[margin + count + j] = last
        }
        var index = start
        for i in 0..<count {
            padded[margin + i] = Int(values[index])
            index += step
        }
        // Window [i - offset, i - offset + size - 1], shifted by the margin.
        var sum = 0
        let windowStart = margin - box.offset
        for j in windowStart..<(windowStart + box.size - 1) { sum += padded[j] }
        let half = box.size / 2
        index = start
        for i in 0..<count {
            sum += padded[windowStart + i + box.size - 1]
            values[index] = UInt8(truncatingIfNeeded: (sum + half) / box.size)
            sum -= padded[windowStart + i]
            index += step
        }
    }
}
