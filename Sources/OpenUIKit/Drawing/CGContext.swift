import CPangoCairo
import Foundation

/// The subset of Core Graphics' context that app drawing code uses, on a Cairo context. Coordinates are
/// UIKit's (origin top-left, y down), as in a context UIKit hands to `draw(_:)` or an image renderer.
/// As in Core Graphics, the path is not part of the graphics state and points are transformed by the
/// current transform when they are added; fill and stroke consume the path.
public final class CGContext {
    private let target: OpaquePointer
    /// Device pixels per point, for text laid out at the surface's scale.
    let scale: CGFloat
    private let ownedSurface: OpaquePointer?
    /// For a layer's backing store: its rectangle, until what lies beneath it is kept (`beneath`).
    private var pendingBackingStore: CGRect?
    /// What lay beneath a backing store before its layer drew, over the store's rectangle (`CGContext(backingStoreOn:)`).
    private(set) var beneath: (pattern: OpaquePointer, matrix: cairo_matrix_t, bounds: CGRect)?

    /// The Cairo context drawing goes to; the first use in a backing store opens its group.
    var cairo: OpaquePointer {
        if let rect = pendingBackingStore {
            pendingBackingStore = nil
            keepBeneath(rect)
        }
        return target
    }

    private struct PaintState {
        var fill = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var stroke = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
    }
    private var state = PaintState()
    private var savedStates: [PaintState] = []
    var blendMode: CGBlendMode { state.blendMode }

    /// Wraps a Cairo context someone else owns (the renderer's surface), keeping its transform and clip.
    package init(cairo: OpaquePointer, scale: CGFloat) {
        target = cairo
        self.scale = scale
        ownedSurface = nil
    }

    /// A layer's backing store over `bounds` (in the current user space) on someone else's context, as UIKit
    /// gives `draw(_:)` and `draw(in:)`. Drawing goes straight onto the context, as a backing store composited
    /// over what lies beneath would show it; what lay beneath is kept on first use, so that `clear(_:)` (and
    /// the clear blend mode) show it again where the layer's own pixels become transparent, as UIKit shows the
    /// layer's background and whatever is behind (`clearsContextBeforeDrawing`'s transparent black). A layer
    /// that draws nothing costs nothing. Other blend modes mix with what is on the context: the layer's own
    /// drawing and, where that is not opaque, what lies beneath (UIKit mixes with the layer's drawing alone).
    package init(backingStoreOn cairo: OpaquePointer, bounds: CGRect, scale: CGFloat) {
        target = cairo
        self.scale = scale
        ownedSurface = nil
        pendingBackingStore = bounds
    }

    private func keepBeneath(_ rect: CGRect) {
        let parent = cairo_get_group_target(target)!
        var matrix = cairo_matrix_t()
        cairo_get_matrix(target, &matrix)
        cairo_save(target)
        cairo_new_path(target)
        cairo_rectangle(target, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(target)
        cairo_push_group(target)
        cairo_identity_matrix(target)
        cairo_set_source_surface(target, parent, 0, 0)
        cairo_set_operator(target, CAIRO_OPERATOR_SOURCE)
        cairo_paint(target)
        cairo_set_matrix(target, &matrix)
        let pattern = cairo_pop_group(target)!
        cairo_restore(target)
        beneath = (pattern, matrix, rect)
    }

    /// Ends drawing in a backing store: undoes any graphics state the drawing left saved and lets go of what
    /// lay beneath.
    package func finishBackingStore() {
        pendingBackingStore = nil
        while !savedStates.isEmpty { restoreGState() }
        if let beneath { cairo_pattern_destroy(beneath.pattern) }
        beneath = nil
    }

    /// A context on a new transparent ARGB32 surface of `pixelWidth × pixelHeight`, drawing in points.
    package init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        ownedSurface = surface
        target = cairo_create(surface)
        self.scale = scale
        cairo_scale(cairo, Double(scale), Double(scale))
        cairo_set_line_width(cairo, 1)
    }

    deinit {
        if let ownedSurface {
            cairo_destroy(target)
            cairo_surface_destroy(ownedSurface)
        }
    }

    /// The pixels drawn so far (only for contexts this type made).
    func makeImage(opaque: Bool) -> CGImage? {
        guard let ownedSurface else { return nil }
        return CGImage(surface: ownedSurface, opaque: opaque)
    }

    // MARK: Graphics state

    public func saveGState() {
        cairo_save(cairo)
        savedStates.append(state)
    }

    public func restoreGState() {
        guard let last = savedStates.popLast() else { return }
        cairo_restore(cairo)
        state = last
    }

    public func translateBy(x: CGFloat, y: CGFloat) { cairo_translate(cairo, Double(x), Double(y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { cairo_scale(cairo, Double(x), Double(y)) }
    public func rotate(by angle: CGFloat) { cairo_rotate(cairo, Double(angle)) }

    public func concatenate(_ t: CGAffineTransform) {
        var matrix = cairo_matrix_t(
            xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
        cairo_transform(cairo, &matrix)
    }

    public func setFillColor(_ color: CGColor) { state.fill = color }
    public func setStrokeColor(_ color: CGColor) { state.stroke = color }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fill = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.stroke = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fill = CGColor(gray: gray, alpha: alpha) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.stroke = CGColor(gray: gray, alpha: alpha) }
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(alpha, 0), 1) }

    public func setLineWidth(_ width: CGFloat) { cairo_set_line_width(cairo, Double(width)) }
    public func setLineCap(_ cap: CGLineCap) { cairo_set_line_cap(cairo, cap.cairo) }
    public func setLineJoin(_ join: CGLineJoin) { cairo_set_line_join(cairo, join.cairo) }
    public func setMiterLimit(_ limit: CGFloat) { cairo_set_miter_limit(cairo, Double(limit)) }
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let dashes = lengths.map(Double.init)
        cairo_set_dash(cairo, dashes, Int32(dashes.count), Double(phase))
    }
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        cairo_set_antialias(cairo, shouldAntialias ? CAIRO_ANTIALIAS_GRAY : CAIRO_ANTIALIAS_NONE)
    }
    public func setBlendMode(_ mode: CGBlendMode) {
        state.blendMode = mode
        cairo_set_operator(cairo, mode.cairo)
    }

    // MARK: Path

    public func beginPath() { cairo_new_path(cairo) }
    public func move(to point: CGPoint) { cairo_move_to(cairo, Double(point.x), Double(point.y)) }
    public func addLine(to point: CGPoint) { cairo_line_to(cairo, Double(point.x), Double(point.y)) }
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        cairo_curve_to(
            cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y), Double(end.x),
            Double(end.y))
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        var x = 0.0
        var y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        let start = CGPoint(x: x, y: y)
        cairo_curve_to(
            cairo, Double(start.x + 2 / 3 * (control.x - start.x)), Double(start.y + 2 / 3 * (control.y - start.y)),
            Double(end.x + 2 / 3 * (control.x - end.x)), Double(end.y + 2 / 3 * (control.y - end.y)), Double(end.x),
            Double(end.y))
    }
    /// `clockwise` as Core Graphics means it: in UIKit's flipped space, `clockwise: true` turns
    /// counter-clockwise on screen.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let path = CGMutablePath()
        if cairo_has_current_point(cairo) != 0 {
            var x = 0.0
            var y = 0.0
            cairo_get_current_point(cairo, &x, &y)
            path.move(to: CGPoint(x: x, y: y))
        }
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        replay(path, skippingLeadingMove: cairo_has_current_point(cairo) != 0)
    }
    public func addRect(_ rect: CGRect) {
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    }
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }
    public func addEllipse(in rect: CGRect) {
        let path = CGMutablePath()
        path.addEllipse(in: rect)
        replay(path)
    }
    public func addPath(_ path: CGPath) { replay(path) }
    public func closePath() { cairo_close_path(cairo) }

    public var isPathEmpty: Bool {
        let path = cairo_copy_path(cairo)!
        defer { cairo_path_destroy(path) }
        return path.pointee.num_data == 0
    }

    /// Whether the point is inside the current path when filled (or stroked) in `mode`.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        cairo_set_fill_rule(
            cairo, mode == .eoFill || mode == .eoFillStroke ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        let (x, y) = (Double(point.x), Double(point.y))
        switch mode {
        case .stroke: return cairo_in_stroke(cairo, x, y) != 0
        case .fill, .eoFill: return cairo_in_fill(cairo, x, y) != 0
        case .fillStroke, .eoFillStroke: return cairo_in_fill(cairo, x, y) != 0 || cairo_in_stroke(cairo, x, y) != 0
        }
    }

    /// Adds a `CGPath`'s elements to the current path.
    func replay(_ path: CGPath, skippingLeadingMove: Bool = false) {
        for (index, element) in path.elements.enumerated() {
            let p = element.points
            switch element.type {
            case .moveToPoint:
                if !(skippingLeadingMove && index == 0) { move(to: p[0]) }
            case .addLineToPoint: addLine(to: p[0])
            case .addQuadCurveToPoint: addQuadCurve(to: p[1], control: p[0])
            case .addCurveToPoint: addCurve(to: p[2], control1: p[0], control2: p[1])
            case .closeSubpath: closePath()
            }
        }
    }

    // MARK: Painting

    private func setSource(_ color: CGColor) {
        cairo_set_source_rgba(
            cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha * state.alpha))
    }

    public func fillPath(using rule: CGPathFillRule = .winding) {
        setSource(state.fill)
        cairo_set_fill_rule(cairo, rule.cairo)
        composite(.fill)
    }

    public func strokePath() {
        setSource(state.stroke)
        composite(.stroke)
    }

    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fillPath()
        case .eoFill: fillPath(using: .evenOdd)
        case .stroke: strokePath()
        case .fillStroke, .eoFillStroke:
            setSource(state.fill)
            cairo_set_fill_rule(cairo, mode == .fillStroke ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
            let path = cairo_copy_path(cairo)!
            defer { cairo_path_destroy(path) }
            composite(.fill)
            cairo_append_path(cairo, path)
            strokePath()
        }
    }

    public func fill(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        fillPath()
    }
    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }
    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }
    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }
    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }
    /// Makes the rectangle transparent, as `clear(_:)` does in a bitmap context; in a layer's backing store,
    /// what lies beneath the layer shows there again.
    public func clear(_ rect: CGRect) {
        saveGState()
        setBlendMode(.clear)
        beginPath()
        addRect(rect)
        composite(.fill)
        restoreGState()
    }

    // MARK: Clipping

    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, rule.cairo)
        cairo_clip(cairo)
    }
    public func clip(to rect: CGRect) {
        cairo_new_path(cairo)
        addRect(rect)
        cairo_clip(cairo)
    }
    public func clip(to rects: [CGRect]) {
        cairo_new_path(cairo)
        addRects(rects)
        cairo_clip(cairo)
    }
    public var boundingBoxOfClipPath: CGRect {
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: Gradients and images

    private func gradientPattern(_ pattern: OpaquePointer, _ gradient: CGGradient, _ options: CGGradientDrawingOptions)
    {
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(
                pattern, Double(stop.location), Double(stop.color.red), Double(stop.color.green),
                Double(stop.color.blue), Double(stop.color.alpha))
        }
        // Core Graphics extends both ends or neither; Cairo's pad extends both, so one-sided options
        // extend both (rare in app code).
        let extend = options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD
        cairo_pattern_set_extend(pattern, extend)
    }

    /// Fills the clip with the gradient along start → end, as Core Graphics does (the path is untouched).
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
        defer { cairo_pattern_destroy(pattern) }
        gradientPattern(pattern, gradient, options)
        paintClip(with: pattern)
    }

    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        let pattern = cairo_pattern_create_radial(
            Double(startCenter.x), Double(startCenter.y), Double(startRadius), Double(endCenter.x),
            Double(endCenter.y), Double(endRadius))!
        defer { cairo_pattern_destroy(pattern) }
        gradientPattern(pattern, gradient, options)
        paintClip(with: pattern)
    }

    private func paintClip(with pattern: OpaquePointer) {
        cairo_save(cairo)
        cairo_set_source(cairo, pattern)
        composite(.paint(alpha: state.alpha))
        cairo_restore(cairo)
    }

    /// Draws `image` into `rect` the way Core Graphics does: with its bottom row at `rect.minY`, so in
    /// UIKit's flipped space it appears upside down (`UIImage.draw(in:)` draws it upright).
    public func draw(_ image: CGImage, in rect: CGRect) {
        cairo_save(cairo)
        cairo_translate(cairo, Double(rect.minX), Double(rect.maxY))
        cairo_scale(cairo, Double(rect.width) / Double(image.width), -Double(rect.height) / Double(image.height))
        paint(image)
        cairo_restore(cairo)
    }

    /// Paints the image's pixels at (0, 0) in the current user space, one unit per pixel, filtered
    /// with Cairo's "good" filter unless told otherwise: smooth when scaled, yet the same bytes on every run.
    func paint(_ image: CGImage, alpha: CGFloat = 1, filter: cairo_filter_t = CAIRO_FILTER_GOOD) {
        let pattern = cairo_pattern_create_for_surface(image.cairoSurface)!
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_filter(pattern, filter)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, 0, 0, Double(image.width), Double(image.height))
        cairo_clip(cairo)
        cairo_set_source(cairo, pattern)
        composite(.paint(alpha: alpha * state.alpha))
    }
}
