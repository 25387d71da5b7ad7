import CPangoCairo
import Foundation

/// A spinner, 20 × 20 (medium) or 37 × 37 (large) (uikit-facts-breadth §4), drawn at one fixed frame
/// of its animation so that snapshots are stable.
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
        case whiteLarge = 0
        case white = 1
        case gray = 2
    }

    open var style: Style = .medium { didSet { invalidateIntrinsicContentSize() } }
    /// nil: secondaryLabel grey, UIKit's default for the modern styles.
    open var color: UIColor!
    open var hidesWhenStopped = true
    open private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        frame.size = intrinsicContentSize
        ControlMetrics.hugTightly(self)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        ControlMetrics.hugTightly(self)
    }
    /// Not failable, as UIKit declares it: an app's subclass writes `required init(coder:)`.
    public required init(coder: NSCoder) { super.init(coder: coder)! }

    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }

    /// Stopped indicators that hide when stopped draw nothing.
    var drawsSpinner: Bool { isAnimating || !hidesWhenStopped }

    open override var intrinsicContentSize: CGSize {
        let side =
            style == .large || style == .whiteLarge ? ControlMetrics.activityLarge : ControlMetrics.activityMedium
        return CGSize(width: side, height: side)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Eight rounded spokes, fading clockwise from the one at twelve o'clock: one fixed frame of the
    /// animation, so that snapshots do not depend on time.
    override func drawSystemContent(in ctx: CGContext, bounds: CGRect) {
        guard drawsSpinner else { return }
        cairo_save(ctx.cairo)
        let painter = ControlPainter(ctx, view: self)
        let side = intrinsicContentSize.width
        let large = side > ControlMetrics.activityMedium
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let outer = side / 2
        let inner = outer * 0.45
        let width = large ? 4 : 2.25
        let base = color ?? .secondaryLabel
        for spoke in 0..<8 {
            let angle = Double(spoke) * .pi / 4 - .pi / 2
            let alpha = 1 - CGFloat(spoke) * 0.1
            let (c, s) = (CGFloat(cos(angle)), CGFloat(sin(angle)))
            painter.line(
                from: CGPoint(x: center.x + c * inner, y: center.y + s * inner),
                to: CGPoint(x: center.x + c * (outer - width / 2), y: center.y + s * (outer - width / 2)),
                width: width, base.withAlphaComponent(base.rgba(in: traitCollection).alpha * alpha), round: true)
        }
        cairo_restore(ctx.cairo)
    }
}
