import CPangoCairo
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

    /// A fully rounded systemFill track and the tint colour up to `progress` (uikit-facts-breadth §4);
    /// the bar style is square.
    override func drawSystemContent(in ctx: CGContext, bounds: CGRect) {
        cairo_save(ctx.cairo)
        let painter = ControlPainter(ctx, view: self)
        let radius = progressViewStyle == .default ? bounds.height / 2 : 0
        painter.fillRoundedRect(bounds, radius: radius, trackTintColor ?? .systemFill)
        let width = bounds.width * CGFloat(progress)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let filled = CGRect(x: rightToLeft ? bounds.maxX - width : 0, y: 0, width: width, height: bounds.height)
        painter.fillRoundedRect(filled, radius: radius, progressTintColor ?? tintColor!)
        cairo_restore(ctx.cairo)
    }
}
