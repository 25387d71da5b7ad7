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
    package var orientationTransform: CGAffineTransform {
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
    package func paint(
        in rect: CGRect, context: CGContext, tintColor: UIColor, traits: UITraitCollection, alpha: CGFloat = 1
    ) {
        guard rect.width > 0, rect.height > 0, size.width > 0, size.height > 0 else { return }
        let cairo = context.cairo
        let template = drawsAsTemplate
        let color = (tint ?? tintColor).resolvedColor(with: traits)
        if template { cairo_push_group(cairo) }
        switch content {
        case .bitmap(let image):
            for (source, destination) in slices(into: rect) {
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

    /// Source parts (points, in the upright image) and where they go: one part for a plain image; for a
    /// resizable one the nine cap parts, the middle ones stretched or repeated by `resizingMode`.
    private func slices(into rect: CGRect) -> [(CGRect, CGRect)] {
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
                var y = destination.minY
                while y < destination.maxY {
                    var x = destination.minX
                    while x < destination.maxX {
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
}
