import CPangoCairo
import Foundation

extension UIImage {
    /// Draws the image upright into `rect` of the current context (orientation applied, stretched to
    /// fill; resizable images keep their caps). Template images draw in black unless tinted, as outside
    /// an image view.
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        paint(in: rect, context: context, tintColor: .black, traits: .current, alpha: alpha)
        context.restoreGState()
    }

    /// The transform from raw pixel space to upright (oriented) pixel space.
    var orientationTransform: CGAffineTransform {
        guard case .bitmap(let image) = content else { return .identity }
        let (w, h) = (CGFloat(image.width), CGFloat(image.height))
        switch imageOrientation {
        case .up: return .identity
        case .down: return CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
        case .left: return CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
        case .right: return CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
        case .upMirrored: return CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
        case .downMirrored: return CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
        case .leftMirrored: return CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
        case .rightMirrored: return CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: h, ty: w)
        }
    }

    /// Paints the image into `rect` (points, in the context's user space). Template images paint
    /// `tint ?? tintColor` through their alpha; `traits` resolves dynamic tint colours.
    func paint(
        in rect: CGRect, context: CGContext, tintColor: UIColor, traits: UITraitCollection, alpha: CGFloat = 1
    ) {
        // A non-finite rect has no place to draw (and would leave Cairo in an error state for the rest of the
        // snapshot): nothing is drawn.
        guard rect.width > 0, rect.height > 0, rect.hasFiniteEdges, size.width > 0, size.height > 0 else { return }
        let cairo = context.cairo
        let template = drawsAsTemplate
        let color = (tint ?? tintColor).resolvedColor(with: traits)
        if template { cairo_push_group(cairo) }
        switch content {
        case .bitmap(let image):
            var x1 = 0.0
            var y1 = 0.0
            var x2 = 0.0
            var y2 = 0.0
            cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
            let visible = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
            for (source, destination) in slices(into: rect, visible: visible) {
                context.saveGState()
                context.clip(to: destination)
                context.translateBy(x: destination.minX, y: destination.minY)
                context.scaleBy(x: destination.width / source.width, y: destination.height / source.height)
                context.translateBy(x: -source.minX, y: -source.minY)
                context.scaleBy(x: 1 / scale, y: 1 / scale)
                context.concatenate(orientationTransform)
                context.paint(image, alpha: template ? 1 : alpha)
                context.restoreGState()
            }
        case .symbol(let symbol):
            context.saveGState()
            context.setStrokeColor(.black)
            symbol.draw(in: rect, context: context)
            context.restoreGState()
        }
        if template {
            let mask = cairo_pop_group(cairo)!
            let rgba = color.rgba(in: traits)
            cairo_set_source_rgba(
                cairo, Double(rgba.red), Double(rgba.green), Double(rgba.blue), Double(rgba.alpha * alpha))
            cairo_mask(cairo, mask)
            cairo_pattern_destroy(mask)
        }
    }

    /// Most tiles one part of a tiled image draws; a part that would need more is stretched instead. A choice
    /// (issue 11): a thousand-pixel-wide screen tiled with one-pixel tiles stays under it.
    static let tileLimit = 4_000_000

    /// Source parts (points, in the upright image) and where they go: one part for a plain image; for a
    /// resizable one the nine cap parts, the middle ones stretched or repeated by `resizingMode`. Tiles are
    /// laid only over `visible` (the clip, in the same space): a huge or infinite destination hung here.
    private func slices(into rect: CGRect, visible: CGRect) -> [(CGRect, CGRect)] {
        let whole = CGRect(origin: .zero, size: size)
        guard capInsets != .zero else { return [(whole, rect)] }
        let caps = capInsets
        // Caps wider than the destination shrink proportionally, so the parts never overlap.
        let sx = min(1, rect.width / max(caps.left + caps.right, .leastNonzeroMagnitude))
        let sy = min(1, rect.height / max(caps.top + caps.bottom, .leastNonzeroMagnitude))
        let sourceX = [0, caps.left, size.width - caps.right, size.width]
        let sourceY = [0, caps.top, size.height - caps.bottom, size.height]
        let destX = [rect.minX, rect.minX + caps.left * sx, rect.maxX - caps.right * sx, rect.maxX]
        let destY = [rect.minY, rect.minY + caps.top * sy, rect.maxY - caps.bottom * sy, rect.maxY]
        var parts: [(CGRect, CGRect)] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(
                    x: sourceX[column], y: sourceY[row], width: sourceX[column + 1] - sourceX[column],
                    height: sourceY[row + 1] - sourceY[row])
                let destination = CGRect(
                    x: destX[column], y: destY[row], width: destX[column + 1] - destX[column],
                    height: destY[row + 1] - destY[row])
                guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0 else {
                    continue
                }
                let tiles = resizingMode == .tile && (row == 1 || column == 1)
                guard tiles else {
                    parts.append((source, destination))
                    continue
                }
                // Tiling repeats the part at its own size from the destination's top-left corner.
                let stepX = column == 1 ? source.width : destination.width
                let stepY = row == 1 ? source.height : destination.height
                guard let (firstColumn, columns, firstRow, rows) = tileRange(destination, stepX, stepY, visible)
                else {
                    // Too many tiles even where they show: stretched (a choice, issue 11).
                    if destination.hasFiniteEdges { parts.append((source, destination)) }
                    continue
                }
                // Tiles advance by repeated addition as they always have (identical goldens); the counts bound the
                // loops where a step too small for the coordinate would not advance.
                var y = firstRow == 0 ? destination.minY : destination.minY + firstRow * stepY
                for _ in 0..<rows where y < destination.maxY {
                    var x = firstColumn == 0 ? destination.minX : destination.minX + firstColumn * stepX
                    for _ in 0..<columns where x < destination.maxX {
                        let tile = CGRect(
                            x: x, y: y, width: column == 1 ? source.width : destination.width,
                            height: row == 1 ? source.height : destination.height)
                        let clipped = tile.safeIntersection(destination)
                        let visibleSource = CGRect(
                            x: source.minX + (clipped.minX - tile.minX) * source.width / tile.width,
                            y: source.minY + (clipped.minY - tile.minY) * source.height / tile.height,
                            width: clipped.width * source.width / tile.width,
                            height: clipped.height * source.height / tile.height)
                        parts.append((visibleSource, clipped))
                        x += stepX
                    }
                    y += stepY
                }
            }
        }
        return parts
    }

    /// The tiles to lay: all of them while they number at most `tileLimit`, else those reaching into `visible`;
    /// nil when even those are too many. One more row and column than the division gives: repeated addition may
    /// fall a rounding short of the far edge, and the loops stop at the edge anyway.
    private func tileRange(
        _ destination: CGRect, _ stepX: CGFloat, _ stepY: CGFloat, _ visible: CGRect
    ) -> (firstColumn: CGFloat, columns: Int, firstRow: CGFloat, rows: Int)? {
        let limit = CGFloat(Self.tileLimit)
        let allColumns = (destination.width / stepX).rounded(.up) + 1
        let allRows = (destination.height / stepY).rounded(.up) + 1
        if allColumns * allRows <= limit { return (0, Int(allColumns), 0, Int(allRows)) }
        let area = destination.safeIntersection(visible)
        guard !area.isNull, area.width > 0, area.height > 0 else { return (0, 0, 0, 0) }
        let firstColumn = ((area.minX - destination.minX) / stepX).rounded(.down)
        let firstRow = ((area.minY - destination.minY) / stepY).rounded(.down)
        let columns = ((area.maxX - destination.minX) / stepX).rounded(.up) - firstColumn + 1
        let rows = ((area.maxY - destination.minY) / stepY).rounded(.up) - firstRow + 1
        guard columns * rows <= limit else { return nil }
        return (firstColumn, Int(columns), firstRow, Int(rows))
    }
}
