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
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }

    /// Stopped indicators that hide when stopped draw nothing.
    package var drawsSpinner: Bool { isAnimating || !hidesWhenStopped }

    open override var intrinsicContentSize: CGSize {
        let side =
            style == .large || style == .whiteLarge ? ControlMetrics.activityLarge : ControlMetrics.activityMedium
        return CGSize(width: side, height: side)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
