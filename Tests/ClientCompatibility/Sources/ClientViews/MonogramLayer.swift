import UIKit

/// A layer that makes its own bitmap in `display()` and shows it as `contents`, as apps write avatar and
/// badge layers: the image is drawn once when the layer needs display, at the layer's `contentsScale`, and
/// placed by `contentsGravity`. Implicit animations are turned off the usual way, by answering no action.
public final class MonogramLayer: CALayer {
    public var fill = UIColor.systemIndigo.cgColor {
        didSet { setNeedsDisplay() }
    }
    public private(set) var displayCount = 0

    public override init() {
        super.init()
        contentsGravity = .resizeAspect
        needsDisplayOnBoundsChange = true
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? MonogramLayer { fill = other.fill }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func display() {
        displayCount += 1
        let side = min(bounds.width, bounds.height)
        guard side > 0 else {
            contents = nil
            return
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = contentsScale
        let fill = self.fill
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { context in
            context.cgContext.setFillColor(fill)
            context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: side, height: side))
        }
        contents = image.cgImage
    }

    public override func action(forKey event: String) -> CAAction? {
        nil
    }
}
