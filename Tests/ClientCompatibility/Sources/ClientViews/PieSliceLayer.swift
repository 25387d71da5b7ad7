import UIKit

/// A layer subclass with a property of its own, as apps write one: `init(layer:)` copies it for Core
/// Animation's presentation copies, and `draw(in:)` fills the slice.
public final class PieSliceLayer: CALayer {
    public var fraction: CGFloat = 0.25 {
        didSet { setNeedsDisplay() }
    }
    public var fillColor = UIColor.systemPink.cgColor

    public override init() {
        super.init()
        needsDisplayOnBoundsChange = true
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? PieSliceLayer {
            fraction = other.fraction
            fillColor = other.fillColor
        }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func draw(in ctx: CGContext) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let start = -CGFloat.pi / 2
        ctx.move(to: center)
        ctx.addArc(
            center: center, radius: min(bounds.width, bounds.height) / 2, startAngle: start,
            endAngle: start + fraction * 2 * .pi, clockwise: false)
        ctx.closePath()
        ctx.setFillColor(fillColor)
        ctx.fillPath()
    }
}
