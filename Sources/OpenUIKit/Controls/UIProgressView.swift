import Foundation

/// A progress bar, 4 tall, fully rounded; track in systemFill, progress in the tint (uikit-facts-breadth §4).
open class UIProgressView: UIView {
    public enum Style: Int, Sendable { case `default`, bar }

    open var progressViewStyle: Style = .default
    /// Clamped to 0…1, as UIKit does.
    open var progress: Float {
        get { progressStorage }
        set { progressStorage = newValue.isNaN ? 0 : min(1, max(0, newValue)) }
    }
    private var progressStorage: Float = 0
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: ControlMetrics.progressHeight)
    }
}
