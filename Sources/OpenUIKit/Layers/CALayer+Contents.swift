import CPangoCairo
import Foundation

/// How a `CGImage` set as `contents` is drawn, as Core Animation documents it: `contentsRect` (unit
/// coordinates of the image, from its top-left corner) picks the part shown, `contentsScale` says how many
/// image pixels make a point, `contentsGravity` places or scales that part in the bounds, and `contentsCenter`
/// (unit coordinates of the part) is the region that stretches when it is scaled, the rest keeping its size.
extension CALayer {
    func drawContents(_ image: CGImage, in ctx: CGContext) {
        let width = CGFloat(image.width)
        let height = CGFloat(image.height)
        let source = CGRect(
            x: contentsRect.minX * width, y: contentsRect.minY * height, width: contentsRect.width * width,
            height: contentsRect.height * height)
        let scale = contentsScale > 0 ? contentsScale : 1
        let natural = CGSize(width: source.width / scale, height: source.height / scale)
        let destination = contentsDestination(natural: natural, in: CGRect(origin: .zero, size: bounds.size))
        guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0,
            source.hasFiniteEdges, destination.hasFiniteEdges
        else { return }
        let magnifies = destination.width > natural.width || destination.height > natural.height
        let filter = magnifies ? magnificationFilter : minificationFilter
        for (part, target) in contentsSlices(source: source, destination: destination, scale: scale) {
            ctx.saveGState()
            ctx.clip(to: target)
            ctx.translateBy(x: target.minX, y: target.minY)
            ctx.scaleBy(x: target.width / part.width, y: target.height / part.height)
            ctx.translateBy(x: -part.minX, y: -part.minY)
            ctx.paint(image, filter: filter == .nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
            ctx.restoreGState()
        }
    }

    /// The rectangle of the bounds the contents fill.
    private func contentsDestination(natural: CGSize, in box: CGRect) -> CGRect {
        let gravity = contentsGravity
        switch gravity {
        case .resize: return box
        case .resizeAspect, .resizeAspectFill:
            guard natural.width > 0, natural.height > 0 else { return .zero }
            let fit = box.width / natural.width
            let fill = box.height / natural.height
            let factor = gravity == .resizeAspect ? min(fit, fill) : max(fit, fill)
            let size = CGSize(width: natural.width * factor, height: natural.height * factor)
            return CGRect(
                x: (box.width - size.width) / 2, y: (box.height - size.height) / 2, width: size.width,
                height: size.height)
        default:
            let name = gravity.rawValue.lowercased()
            let x: CGFloat =
                name.hasSuffix("left")
                ? 0
                : name.hasSuffix("right")
                    ? box.width - natural.width
                    : (box.width - natural.width) / 2
            // Named by the vertical axis: "top" is the maximum y (see `CALayerContentsGravity`).
            let y: CGFloat =
                name.hasPrefix("top")
                ? box.height - natural.height
                : name.hasPrefix("bottom")
                    ? 0
                    : (box.height - natural.height) / 2
            return CGRect(origin: CGPoint(x: x, y: y), size: natural)
        }
    }

    /// Source and destination pairs: one for the default `contentsCenter` (the whole part stretches), nine
    /// otherwise, the edges at their natural size (shrunk in proportion when the destination is smaller).
    private func contentsSlices(source: CGRect, destination: CGRect, scale: CGFloat) -> [(CGRect, CGRect)] {
        let center = contentsCenter
        guard center != CGRect(x: 0, y: 0, width: 1, height: 1) else { return [(source, destination)] }
        let sourceX = [
            source.minX, source.minX + center.minX * source.width, source.minX + center.maxX * source.width,
            source.maxX,
        ]
        let sourceY = [
            source.minY, source.minY + center.minY * source.height, source.minY + center.maxY * source.height,
            source.maxY,
        ]
        let left = (sourceX[1] - sourceX[0]) / scale
        let right = (sourceX[3] - sourceX[2]) / scale
        let top = (sourceY[1] - sourceY[0]) / scale
        let bottom = (sourceY[3] - sourceY[2]) / scale
        let sx = min(1, destination.width / max(left + right, .leastNonzeroMagnitude))
        let sy = min(1, destination.height / max(top + bottom, .leastNonzeroMagnitude))
        let destX = [destination.minX, destination.minX + left * sx, destination.maxX - right * sx, destination.maxX]
        let destY = [destination.minY, destination.minY + top * sy, destination.maxY - bottom * sy, destination.maxY]
        var parts: [(CGRect, CGRect)] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let part = CGRect(
                    x: sourceX[column], y: sourceY[row], width: sourceX[column + 1] - sourceX[column],
                    height: sourceY[row + 1] - sourceY[row])
                let target = CGRect(
                    x: destX[column], y: destY[row], width: destX[column + 1] - destX[column],
                    height: destY[row + 1] - destY[row])
                if part.width > 0, part.height > 0, target.width > 0, target.height > 0 {
                    parts.append((part, target))
                }
            }
        }
        return parts
    }
}
