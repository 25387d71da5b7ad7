import CPangoCairo
import Foundation

/// Blend modes as Core Graphics applies them: only where the shape (or image, or clip) covers, in
/// proportion to its coverage, `R = D + coverage × (mode(S, D) − D)`. Cairo does that itself for most
/// operators; for the others the mix `mode(S, D)` is made in a group over the shape's extents and laid
/// through the shape with Cairo's source operator, which interpolates by coverage.
extension CGContext {
    enum Coverage {
        case fill
        case stroke
        /// The whole clip, with the source's alpha multiplied by `alpha` (images, gradients).
        case paint(alpha: CGFloat)
    }

    /// Draws the current source through `coverage` in the current blend mode; consumes the path.
    func composite(_ coverage: Coverage) {
        let cairo = self.cairo
        if blendMode == .clear, let beneath {
            restore(beneath, through: coverage, on: cairo)
            return
        }
        guard !blendMode.isBoundedInCairo else {
            paint(coverage, on: cairo)
            return
        }
        let path = cairo_copy_path(cairo)!
        defer { cairo_path_destroy(path) }
        cairo_save(cairo)
        clipToDeviceExtents(of: coverage, on: cairo)
        let alpha: CGFloat
        if case .paint(let a) = coverage { alpha = a } else { alpha = 1 }
        let mixed = mix(alpha: alpha, on: cairo)
        cairo_set_source(cairo, mixed)
        cairo_pattern_destroy(mixed)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_new_path(cairo)
        cairo_append_path(cairo, path)
        paint(coverage.opaque, on: cairo)
        cairo_restore(cairo)
        cairo_new_path(cairo)
    }

    /// Clearing a backing store: what lay beneath it replaces the pixels the coverage reaches, in proportion,
    /// inside the store's bounds.
    private func restore(
        _ beneath: (pattern: OpaquePointer, matrix: cairo_matrix_t, bounds: CGRect), through coverage: Coverage,
        on cairo: OpaquePointer
    ) {
        let path = cairo_copy_path(cairo)!
        defer { cairo_path_destroy(path) }
        cairo_save(cairo)
        var current = cairo_matrix_t()
        cairo_get_matrix(cairo, &current)
        var matrix = beneath.matrix
        cairo_set_matrix(cairo, &matrix)
        let b = beneath.bounds
        cairo_new_path(cairo)
        cairo_rectangle(cairo, Double(b.minX), Double(b.minY), Double(b.width), Double(b.height))
        cairo_clip(cairo)
        cairo_set_source(cairo, beneath.pattern)
        cairo_set_matrix(cairo, &current)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_new_path(cairo)
        cairo_append_path(cairo, path)
        paint(coverage.opaque, on: cairo)
        cairo_restore(cairo)
        cairo_new_path(cairo)
    }

    private func paint(_ coverage: Coverage, on cairo: OpaquePointer) {
        switch coverage {
        case .fill: cairo_fill(cairo)
        case .stroke: cairo_stroke(cairo)
        case .paint(let alpha): cairo_paint_with_alpha(cairo, Double(alpha))
        }
    }

    /// The mix is needed only where the shape reaches: its extents, rounded out to whole device pixels so
    /// that the clip adds no coverage of its own.
    private func clipToDeviceExtents(of coverage: Coverage, on cairo: OpaquePointer) {
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        switch coverage {
        case .fill: cairo_fill_extents(cairo, &x1, &y1, &x2, &y2)
        case .stroke: cairo_stroke_extents(cairo, &x1, &y1, &x2, &y2)
        case .paint: return
        }
        var xs: [Double] = []
        var ys: [Double] = []
        for var (x, y) in [(x1, y1), (x2, y1), (x1, y2), (x2, y2)] {
            cairo_user_to_device(cairo, &x, &y)
            xs.append(x)
            ys.append(y)
        }
        let (minX, minY) = (xs.min()!.rounded(.down) - 1, ys.min()!.rounded(.down) - 1)
        let (maxX, maxY) = (xs.max()!.rounded(.up) + 1, ys.max()!.rounded(.up) + 1)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        cairo_identity_matrix(cairo)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, minX, minY, maxX - minX, maxY - minY)
        cairo_clip(cairo)
        cairo_set_matrix(cairo, &matrix)
    }

    /// `mode(S, D)` over the clip: a copy of what lies beneath with the source painted over it in the mode.
    private func mix(alpha: CGFloat, on cairo: OpaquePointer) -> OpaquePointer {
        let source = cairo_pattern_reference(cairo_get_source(cairo))!
        defer { cairo_pattern_destroy(source) }
        let beneath = cairo_get_group_target(cairo)!
        cairo_push_group(cairo)
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_source_surface(cairo, beneath, 0, 0)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cairo)
        cairo_restore(cairo)
        cairo_set_source(cairo, source)
        guard blendMode == .plusDarker else {
            cairo_set_operator(cairo, blendMode.cairo)
            cairo_paint_with_alpha(cairo, Double(alpha))
            return cairo_pop_group(cairo)!
        }
        cairo_push_group(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        cairo_paint_with_alpha(cairo, Double(alpha))
        let painted = cairo_pop_group(cairo)!
        defer { cairo_pattern_destroy(painted) }
        let mixed = cairo_pop_group(cairo)!
        Self.plusDarker(painted, into: mixed)
        return mixed
    }

    /// Core Graphics' plus-darker, `R = max(0, 1 − ((1 − D) + (1 − S)))`, read on premultiplied pixels
    /// as the sum of what each side lacks of its own alpha, under the alpha of plus-lighter:
    /// `Ra = min(1, Sa + Da)`, `R = max(0, Ra − (Sa − S) − (Da − D))`. For opaque colours it is Apple's
    /// formula exactly; a transparent source leaves the destination as it was. The two groups share the
    /// clip, so their pixels line up one for one.
    private static func plusDarker(_ source: OpaquePointer, into destination: OpaquePointer) {
        var s: OpaquePointer?
        var d: OpaquePointer?
        guard cairo_pattern_get_surface(source, &s) == CAIRO_STATUS_SUCCESS,
            cairo_pattern_get_surface(destination, &d) == CAIRO_STATUS_SUCCESS, let s, let d,
            cairo_surface_get_type(s) == CAIRO_SURFACE_TYPE_IMAGE, cairo_surface_get_type(d) == CAIRO_SURFACE_TYPE_IMAGE
        else { return }
        cairo_surface_flush(s)
        cairo_surface_flush(d)
        let width = Int(cairo_image_surface_get_width(d))
        let height = Int(cairo_image_surface_get_height(d))
        guard Int(cairo_image_surface_get_width(s)) == width, Int(cairo_image_surface_get_height(s)) == height,
            let sourceData = cairo_image_surface_get_data(s), let destinationData = cairo_image_surface_get_data(d)
        else { return }
        let sourceStride = Int(cairo_image_surface_get_stride(s))
        let destinationStride = Int(cairo_image_surface_get_stride(d))
        for y in 0..<height {
            let sourceRow = UnsafeMutableRawPointer(sourceData + y * sourceStride).assumingMemoryBound(to: UInt32.self)
            let row = UnsafeMutableRawPointer(destinationData + y * destinationStride)
                .assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                row[x] = plusDarker(sourceRow[x], row[x])
            }
        }
        cairo_surface_mark_dirty(d)
    }

    /// One premultiplied ARGB32 pixel of `plusDarker(_:into:)`.
    static func plusDarker(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let sa = Int(source >> 24)
        let da = Int(destination >> 24)
        let ra = min(255, sa + da)
        var result = UInt32(ra) << 24
        for shift in [16, 8, 0] as [UInt32] {
            let sc = Int((source >> shift) & 0xFF)
            let dc = Int((destination >> shift) & 0xFF)
            result |= UInt32(max(0, ra - (sa - sc) - (da - dc))) << shift
        }
        return result
    }
}

extension CGContext.Coverage {
    /// The same coverage with the alpha already in the mix.
    fileprivate var opaque: CGContext.Coverage {
        if case .paint = self { return .paint(alpha: 1) }
        return self
    }
}
