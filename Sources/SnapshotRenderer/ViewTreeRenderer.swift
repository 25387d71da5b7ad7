import CPangoCairo
import Foundation
import OpenUIKit

/// Draws a laid-out view tree the way Core Animation composites it: each view's shadow, background,
/// content (text, image, `draw(_:)`), its subviews in order, then its border, clipped where the view
/// clips, with group opacity for alpha. Colours resolve against each view's own trait collection.
struct ViewTreeRenderer {
    let surface: RasterSurface

    /// Every geometry value Cairo is given must be finite: NaN or infinity in a frame puts the context
    /// in an error state and draws nothing, silently. Hidden views are not drawn and not checked.
    static func checkDrawable(_ view: UIView) throws(RenderError) {
        guard !view.isHidden else { return }
        let values: [(String, CGFloat)] = [
            ("frame.origin.x", view.frame.origin.x), ("frame.origin.y", view.frame.origin.y),
            ("bounds.origin.x", view.bounds.origin.x), ("bounds.origin.y", view.bounds.origin.y),
            ("bounds.size.width", view.bounds.width), ("bounds.size.height", view.bounds.height),
            ("alpha", view.alpha), ("layer.cornerRadius", view.layer.cornerRadius),
            ("layer.borderWidth", view.layer.borderWidth),
        ]
        for (property, value) in values where !value.isFinite {
            throw RenderError.naming(view, "has \(property) = \(value): it cannot be drawn")
        }
        for subview in view.subviews { try checkDrawable(subview) }
    }

    func draw(_ view: UIView) throws(RenderError) {
        // UIKit does not draw hidden views, nor views whose alpha is below 0.01 (they do not hit-test either).
        guard !view.isHidden, view.alpha >= 0.01 else { return }
        let cairo = surface.cairo
        cairo_save(cairo)
        cairo_translate(cairo, view.frame.origin.x, view.frame.origin.y)
        let grouped = view.alpha < 1
        if grouped { cairo_push_group(cairo) }

        if LayerShadow.casts(view) {
            try LayerShadow(layer: view.layer, size: view.bounds.size, scale: surface.scale).draw(on: cairo) {
                (shape) throws(RenderError) in
                try ViewTreeRenderer(surface: shape).drawLayer(of: view)
            }
        }
        try drawLayer(of: view)
        if grouped {
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, view.alpha)
        }
        cairo_restore(cairo)
    }

    /// What the view's layer draws, in its own coordinates (origin at its top-left): background,
    /// content, custom drawing, sublayers, border. Everything but the shadow and the group opacity.
    func drawLayer(of view: UIView) throws(RenderError) {
        let cairo = surface.cairo
        let bounds = CGRect(origin: .zero, size: view.bounds.size)
        let radius = min(view.layer.cornerRadius, min(bounds.width, bounds.height) / 2)
        let corners = view.layer.maskedCorners
        if let color = view.backgroundColor?.rgba(in: view.traitCollection), color.alpha > 0 {
            cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
            path(bounds, radius: radius, corners: corners)
            cairo_fill(cairo)
        }
        if view.clipsToBounds {
            path(bounds, radius: radius, corners: corners)
            cairo_clip(cairo)
        }
        if let drawable = view as? RenderableContent {
            try drawable.drawContent(on: surface, bounds: bounds)
        }
        CustomDrawing.draw(view, on: surface)
        cairo_save(cairo)
        cairo_translate(cairo, -view.bounds.origin.x, -view.bounds.origin.y)
        for subview in view.subviews { try draw(subview) }
        cairo_restore(cairo)
        if view.layer.borderWidth > 0, let border = view.layer.borderColor, border.alpha > 0 {
            // Core Animation draws the border inside the bounds, over the content and sublayers.
            let inset = view.layer.borderWidth / 2
            cairo_set_source_rgba(cairo, border.red, border.green, border.blue, border.alpha)
            cairo_set_line_width(cairo, view.layer.borderWidth)
            path(bounds.insetBy(dx: inset, dy: inset), radius: max(0, radius - inset), corners: corners)
            cairo_stroke(cairo)
        }
    }

    /// A rectangle, or a rounded one. Square edges are drawn without antialiasing so that they snap to
    /// device pixels as layer edges do (`allowsEdgeAntialiasing` is off by default); rounded corners
    /// are antialiased, as Core Animation renders them.
    private func path(_ rect: CGRect, radius: CGFloat, corners: CACornerMask) {
        let cairo = surface.cairo
        guard radius > 0, !corners.isEmpty else {
            cairo_set_antialias(cairo, CAIRO_ANTIALIAS_NONE)
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        cairo_set_antialias(cairo, CAIRO_ANTIALIAS_GRAY)
        if corners != LayerShape.allCorners {
            LayerShape.addPath(rect, radius: radius, corners: corners, to: cairo)
            return
        }
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, maxX - radius, minY + radius, radius, -.pi / 2, 0)
        cairo_arc(cairo, maxX - radius, maxY - radius, radius, 0, .pi / 2)
        cairo_arc(cairo, minX + radius, maxY - radius, radius, .pi / 2, .pi)
        cairo_arc(cairo, minX + radius, minY + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(cairo)
    }
}
