import UIKit

/// A coach-mark overlay: the screen dimmed except for a hole over the control being explained, punched
/// with `clear(_:)` in `draw(_:)`.
public final class SpotlightOverlayView: UIView {
    public var spotlight = CGRect.zero {
        didSet { setNeedsDisplay() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    public override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.black.withAlphaComponent(0.6).cgColor)
        context.fill(bounds)
        context.clear(spotlight)
    }
}
