import CPangoCairo
import Foundation
import OpenUIKit

/// Draws a laid-out view tree the way Core Animation composites it: each view's shadow, background,
/// content (text, image, `draw(_:)`), its subviews in order, then its border, clipped where the view
/// clips, with group opacity for alpha. Colours resolve against each view's own trait collection.
struct ViewTreeRenderer {
    let surface: RasterSurface

    /// Every geometry value Cairo is given must be finite: NaN or infinity in a frame puts the context
    /// in an error state and draws nothing, silently. Content this renderer cannot draw faithfully fails the
    /// snapshot rather than drawing something else: each view and layer says why (`drawingProblem`). Hidden
    /// views are not drawn and not checked.
    static func checkDrawable(_ root: UIView) throws(RenderError) {
        // An explicit stack rather than recursion: a 10,000-deep chain overflowed (issue 11).
        var pending = [root]
        while let view = pending.popLast() {
            guard !view.isHidden else { continue }
            let values: [(String, CGFloat)] = [
                ("frame.origin.x", view.frame.origin.x), ("frame.origin.y", view.frame.origin.y),
                ("bounds.origin.x", view.bounds.origin.x), ("bounds.origin.y", view.bounds.origin.y),
                ("bounds.size.width", view.bounds.width), ("bounds.size.height", view.bounds.height),
                ("alpha", view.alpha), ("layer.cornerRadius", view.layer.cornerRadius),
                ("layer.borderWidth", view.layer.borderWidth), ("transform.a", view.transform.a),
                ("transform.b", view.transform.b), ("transform.c", view.transform.c),
                ("transform.d", view.transform.d), ("transform.tx", view.transform.tx),
                ("transform.ty", view.transform.ty),
            ]
            for (property, value) in values where !value.isFinite {
                throw RenderError.naming(view, "has \(property) = \(value): it cannot be drawn")
            }
            if let problem = view.layer.drawingProblem ?? view.drawingProblem {
                throw RenderError.naming(view, problem)
            }
            if view.layer.hasFreeStandingSublayers {
                for layer in view.layer.sublayers ?? [] where layer.view == nil {
                    try checkDrawable(freeStanding: layer, in: view)
                }
            }
            pending.append(contentsOf: view.subviews.reversed())
        }
    }

    private static func checkDrawable(freeStanding layer: CALayer, in view: UIView) throws(RenderError) {
        guard !layer.isHidden else { return }
        let frame = layer.frame
        let values = [frame.minX, frame.minY, frame.width, frame.height, layer.bounds.minX, layer.bounds.minY]
        if values.contains(where: { !$0.isFinite }) || !layer.cornerRadius.isFinite || !layer.borderWidth.isFinite {
            throw RenderError.naming(view, "has a sublayer \(type(of: layer)) with frame \(frame): it cannot be drawn")
        }
        if let problem = layer.drawingProblem { throw RenderError.naming(view, problem) }
        for sublayer in layer.sublayers ?? [] { try checkDrawable(freeStanding: sublayer, in: view) }
    }

    /// The tree is drawn from an explicit stack of steps, not by recursion, so that a chain of 10,000
    /// nested views does not overflow the stack (issue 11). The steps run in the order the recursive
    /// form ran them: a view opens, its layer draws up to its sublayers, the subviews draw, then the
    /// layer and the view close.
    private enum Step {
        case view(UIView)
        /// A layer added on its own (`addSublayer`), drawn with its sublayers at once.
        case freeStanding(CALayer)
        case layer(UIView)
        case closeLayer(UIView)
        case closeView(UIView, grouped: Bool, masked: Bool, vibrancy: UIColor?)
        /// One drawing of a replicator's sublayers, with their reach for a tinted one.
        case openInstance(LayerInstance, reach: CGRect)
        case closeInstance(LayerInstance)
    }

    func draw(_ view: UIView) throws(RenderError) {
        try run(.view(view))
    }

    /// What the view's layer draws, in its own coordinates (origin at its top-left): background,
    /// content, custom drawing, sublayers, border. Everything but the shadow and the group opacity.
    func drawLayer(of view: UIView) throws(RenderError) {
        try run(.layer(view))
    }

    private func run(_ first: Step) throws(RenderError) {
        var steps = [first]
        while let step = steps.popLast() {
            switch step {
            case .view(let view):
                if let close = try open(view) {
                    steps.append(close)
                    steps.append(.layer(view))
                }
            case .layer(let view):
                try openLayer(of: view)
                steps.append(.closeLayer(view))
                let children: [Step]
                if view.layer.hasFreeStandingSublayers {
                    let sublayers = Self.inDrawingOrder(view.layer.sublayers ?? [], zPosition: \.zPosition)
                    children = sublayers.map { layer in layer.view.map(Step.view) ?? .freeStanding(layer) }
                } else {
                    children = Self.inDrawingOrder(view.subviews, zPosition: \.layer.zPosition).map { Step.view($0) }
                }
                let instances = view.layer.sublayerInstances
                if instances.count == 1, instances[0].isPlain {
                    steps.append(contentsOf: children.reversed())
                } else {
                    let reach = InstanceTint.reach(of: view.layer.sublayers ?? [])
                    for instance in instances.reversed() {
                        steps.append(.closeInstance(instance))
                        steps.append(contentsOf: children.reversed())
                        steps.append(.openInstance(instance, reach: reach))
                    }
                }
            case .freeStanding(let layer):
                try drawFreeStanding(layer)
            case .closeLayer(let view):
                closeLayer(of: view)
            case .openInstance(let instance, let reach):
                openInstance(instance, reach: reach)
            case .closeInstance(let instance):
                closeInstance(instance)
            case .closeView(let view, let grouped, let masked, let vibrancy):
                if let vibrancy { closeVibrancy(vibrancy, of: view) }
                if masked, let mask = view.layer.mask { try applyMask(mask) }
                if grouped {
                    cairo_pop_group_to_source(surface.cairo)
                    cairo_paint_with_alpha(surface.cairo, view.alpha)
                }
                cairo_restore(surface.cairo)
            }
        }
    }

    /// Moves to the view and draws its shadow; nil when the view is not drawn at all.
    private func open(_ view: UIView) throws(RenderError) -> Step? {
        // UIKit does not draw hidden views, nor views whose alpha is below 0.01 (they do not hit-test either).
        guard !view.isHidden, view.alpha >= 0.01 else { return nil }
        let plane = view.layer.planeTransform
        guard plane != .hidden else { return nil }
        let cairo = surface.cairo
        cairo_save(cairo)
        cairo_translate(cairo, view.frame.origin.x, view.frame.origin.y)
        apply(plane)
        let grouped = view.alpha < 1
        if grouped { cairo_push_group(cairo) }
        // The mask covers everything the layer draws, its shadow included, as in Core Animation.
        let masked = view.layer.mask != nil
        if masked { cairo_push_group(cairo) }
        // Vibrant content is drawn as its shape in the vibrancy colour (`closeVibrancy`).
        let vibrancy = view.vibrancyColor
        if vibrancy != nil { cairo_push_group(cairo) }

        if LayerShadow.casts(view.layer) {
            try LayerShadow(layer: view.layer, size: view.bounds.size, scale: surface.scale).draw(on: cairo) {
                (shape) throws(RenderError) in
                try ViewTreeRenderer(surface: shape).drawLayer(of: view)
            }
        }
        return .closeView(view, grouped: grouped, masked: masked, vibrancy: vibrancy)
    }

    /// The layer's transform, in its frame's coordinates (`checkDrawable` refused projective ones).
    private func apply(_ plane: LayerPlaneTransform) {
        let cairo = surface.cairo
        switch plane {
        case .identity, .hidden, .projective: return
        case .aboutAnchor(let anchor, let t):
            cairo_translate(cairo, anchor.x, anchor.y)
            var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(cairo, &matrix)
            cairo_translate(cairo, -anchor.x, -anchor.y)
        case .affine(let t):
            var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(cairo, &matrix)
        }
    }

    /// A replicator's instance: its transform, and for a tinted one a group over the sublayers' reach.
    private func openInstance(_ instance: LayerInstance, reach: CGRect) {
        let cairo = surface.cairo
        cairo_save(cairo)
        if let t = instance.transform, !t.isIdentity {
            var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(cairo, &matrix)
        }
        guard instance.color != nil else { return }
        if !reach.isNull {
            cairo_rectangle(cairo, reach.minX, reach.minY, reach.width, reach.height)
            cairo_clip(cairo)
        }
        cairo_push_group(cairo)
    }

    private func closeInstance(_ instance: LayerInstance) {
        let cairo = surface.cairo
        if let color = instance.color {
            let group = cairo_pop_group(cairo)!
            defer { cairo_pattern_destroy(group) }
            if color.red == 1, color.green == 1, color.blue == 1 {
                cairo_set_source(cairo, group)
                cairo_paint_with_alpha(cairo, color.alpha)
            } else {
                InstanceTint.multiply(group, by: color)
                cairo_set_source(cairo, group)
                cairo_paint(cairo)
            }
        }
        cairo_restore(cairo)
    }

    /// Siblings back to front: in increasing `zPosition`, in their order where equal, as Core Animation sorts.
    private static func inDrawingOrder<T>(_ items: [T], zPosition: (T) -> CGFloat) -> [T] {
        guard items.contains(where: { zPosition($0) != 0 }) else { return items }
        return items.enumerated().sorted { lhs, rhs in
            let (l, r) = (zPosition(lhs.element), zPosition(rhs.element))
            return l != r ? l < r : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// Everything the view drew since it opened (pushed as a group) is shown as its shape, filled with `color`.
    private func closeVibrancy(_ color: UIColor, of view: UIView) {
        let cairo = surface.cairo
        let content = cairo_pop_group(cairo)
        defer { cairo_pattern_destroy(content) }
        let rgba = color.rgba(in: view.traitCollection)
        cairo_set_source_rgba(cairo, rgba.red, rgba.green, rgba.blue, rgba.alpha)
        cairo_mask(cairo, content)
    }

    private func layerGeometry(of view: UIView) -> (bounds: CGRect, radius: CGFloat, corners: CACornerMask) {
        let bounds = CGRect(origin: .zero, size: view.bounds.size)
        return (bounds, min(view.layer.cornerRadius, min(bounds.width, bounds.height) / 2), view.layer.maskedCorners)
    }

    /// Backdrop, background, clip and the layer's content (`CALayer.drawContent(in:)`: its class's drawing, the
    /// view's own and its `draw(_:)`), then the move into the bounds for the sublayers.
    private func openLayer(of view: UIView) throws(RenderError) {
        let cairo = surface.cairo
        let (bounds, radius, corners) = layerGeometry(of: view)
        if let material = view.backdropMaterial {
            try drawBackdrop(material, of: view, bounds: bounds, radius: radius, corners: corners)
        }
        // A view may paint its background colour in a shape of its own (`fillsBoundsWithBackgroundColor`).
        if view.fillsBoundsWithBackgroundColor, let color = view.backgroundColor?.rgba(in: view.traitCollection),
            color.alpha > 0
        {
            cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
            path(bounds, radius: radius, corners: corners)
            cairo_fill(cairo)
        }
        if view.clipsToBounds {
            path(bounds, radius: radius, corners: corners)
            cairo_clip(cairo)
        }
        try drawContent(of: view.layer, naming: view)
        cairo_save(cairo)
        cairo_translate(cairo, -view.bounds.origin.x, -view.bounds.origin.y)
    }

    private func drawContent(of layer: CALayer, naming owner: AnyObject) throws(RenderError) {
        do throws(UndrawableContent) {
            try layer.drawContent(in: CGContext(cairo: surface.cairo, scale: CGFloat(surface.scale)))
        } catch {
            throw RenderError.naming(owner, error.reason)
        }
    }

    /// A material: what lies beneath, blurred, replaces it inside the (rounded) bounds, then the material's tint.
    private func drawBackdrop(
        _ material: BackdropMaterial, of view: UIView, bounds: CGRect, radius: CGFloat, corners: CACornerMask
    ) throws(RenderError) {
        let cairo = surface.cairo
        if let backdrop = try BackdropBlur.capture(bounds, of: view, radius: material.blurRadius, on: surface) {
            defer { cairo_surface_destroy(backdrop.image) }
            cairo_save(cairo)
            path(bounds, radius: radius, corners: corners)
            cairo_clip(cairo)
            cairo_identity_matrix(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_surface(cairo, backdrop.image, Double(backdrop.originX), Double(backdrop.originY))
            cairo_paint(cairo)
            cairo_restore(cairo)
        }
        let tint = material.tint
        cairo_set_source_rgba(cairo, tint.red, tint.green, tint.blue, tint.alpha)
        path(bounds, radius: radius, corners: corners)
        cairo_fill(cairo)
    }

    /// Back out of the bounds, then the border over the content and sublayers.
    private func closeLayer(of view: UIView) {
        let cairo = surface.cairo
        cairo_restore(cairo)
        let (bounds, radius, corners) = layerGeometry(of: view)
        if view.layer.borderWidth > 0, let border = view.layer.borderColor, border.alpha > 0 {
            // Core Animation draws the border inside the bounds, over the content and sublayers.
            let inset = view.layer.borderWidth / 2
            cairo_set_source_rgba(cairo, border.red, border.green, border.blue, border.alpha)
            cairo_set_line_width(cairo, view.layer.borderWidth)
            path(bounds.insetBy(dx: inset, dy: inset), radius: max(0, radius - inset), corners: corners)
            cairo_stroke(cairo)
        }
    }

    /// Shows the group drawn since the view opened only where `mask` (in the layer's coordinates) draws,
    /// in proportion to its alpha.
    private func applyMask(_ mask: CALayer) throws(RenderError) {
        let cairo = surface.cairo
        let content = cairo_pop_group(cairo)
        defer { cairo_pattern_destroy(content) }
        cairo_push_group(cairo)
        try drawFreeStanding(mask)
        let coverage = cairo_pop_group(cairo)
        defer { cairo_pattern_destroy(coverage) }
        cairo_set_source(cairo, content)
        cairo_mask(cairo, coverage)
    }

    /// A free-standing layer and its sublayers, as Core Animation composites them: shadow, background,
    /// content (`draw(in:)`), sublayers, border, with group opacity and clipped when it masks to bounds.
    private func drawFreeStanding(_ layer: CALayer) throws(RenderError) {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        let plane = layer.planeTransform
        guard plane != .hidden else { return }
        let cairo = surface.cairo
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_translate(cairo, layer.frame.origin.x, layer.frame.origin.y)
        apply(plane)
        let grouped = layer.opacity < 1
        if grouped { cairo_push_group(cairo) }
        // As for a view's layer: the mask covers the shadow too.
        let mask = layer.mask
        if mask != nil { cairo_push_group(cairo) }
        if LayerShadow.casts(layer) {
            try LayerShadow(layer: layer, size: layer.bounds.size, scale: surface.scale).draw(on: cairo) {
                (shape) throws(RenderError) in
                try ViewTreeRenderer(surface: shape).drawFreeStandingContent(layer)
            }
        }
        try drawFreeStandingContent(layer)
        if let mask { try applyMask(mask) }
        if grouped {
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, Double(layer.opacity))
        }
    }

    private func drawFreeStandingContent(_ layer: CALayer) throws(RenderError) {
        let cairo = surface.cairo
        let bounds = CGRect(origin: .zero, size: layer.bounds.size)
        let radius = min(layer.cornerRadius, min(bounds.width, bounds.height) / 2)
        cairo_save(cairo)
        if let color = layer.backgroundColor, color.alpha > 0 {
            cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
            path(bounds, radius: radius, corners: layer.maskedCorners)
            cairo_fill(cairo)
        }
        if layer.masksToBounds {
            path(bounds, radius: radius, corners: layer.maskedCorners)
            cairo_clip(cairo)
        }
        try drawContent(of: layer, naming: layer.view ?? layer)
        cairo_save(cairo)
        cairo_translate(cairo, -layer.bounds.origin.x, -layer.bounds.origin.y)
        let sublayers = Self.inDrawingOrder(layer.sublayers ?? [], zPosition: \.zPosition)
        let instances = layer.sublayerInstances
        let reach = instances.count == 1 && instances[0].isPlain ? .null : InstanceTint.reach(of: sublayers)
        for instance in instances {
            openInstance(instance, reach: reach)
            for sublayer in sublayers { try drawFreeStanding(sublayer) }
            closeInstance(instance)
        }
        cairo_restore(cairo)
        cairo_restore(cairo)
        if layer.borderWidth > 0, let border = layer.borderColor, border.alpha > 0 {
            let inset = layer.borderWidth / 2
            cairo_set_source_rgba(cairo, border.red, border.green, border.blue, border.alpha)
            cairo_set_line_width(cairo, layer.borderWidth)
            path(bounds.insetBy(dx: inset, dy: inset), radius: max(0, radius - inset), corners: layer.maskedCorners)
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
