import CPangoCairo
import Foundation

/// A slider; value clamped to minimum…maximum (default 0…1, value 0: uikit-facts-breadth §4).
open class UISlider: UIControl {
    open var value: Float {
        get { valueStorage }
        set { valueStorage = newValue.isNaN ? minimumValue : min(maximumValue, max(minimumValue, newValue)) }
    }
    private var valueStorage: Float = 0
    open var minimumValue: Float = 0 { didSet { value = valueStorage } }
    open var maximumValue: Float = 1 { didSet { value = valueStorage } }
    open var isContinuous = true
    /// nil: the tint colour on the minimum side, systemFill on the maximum side, a white thumb.
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?

    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// How far along the track the value is, 0…1.
    var fraction: CGFloat {
        let span = maximumValue - minimumValue
        guard span > 0 else { return 0 }
        return CGFloat((value - minimumValue) / span)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: ControlMetrics.sliderHeight)
    }

    /// A rounded track, the tint colour up to the value, and a white round thumb on it (mirrored in
    /// right-to-left, where the minimum is on the right).
    override func drawSystemContent(in ctx: CGContext, bounds: CGRect) {
        cairo_save(ctx.cairo)
        let painter = ControlPainter(ctx, view: self, enabled: isEnabled)
        let radius = ControlMetrics.sliderThumbDiameter / 2
        let thickness = ControlMetrics.sliderTrackHeight
        let track = CGRect(
            x: radius, y: bounds.midY - thickness / 2, width: max(0, bounds.width - 2 * radius), height: thickness)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let split = rightToLeft ? track.maxX - track.width * fraction : track.minX + track.width * fraction
        let minimum = minimumTrackTintColor ?? tintColor!
        let maximum = maximumTrackTintColor ?? .systemFill
        let whole = CGRect(x: 0, y: track.minY, width: bounds.width, height: thickness)
        painter.fillRoundedRect(whole, radius: thickness / 2, maximum)
        let filled =
            rightToLeft
            ? CGRect(x: split, y: track.minY, width: bounds.width - split, height: thickness)
            : CGRect(x: 0, y: track.minY, width: split, height: thickness)
        painter.fillRoundedRect(filled, radius: thickness / 2, minimum)
        let center = CGPoint(x: split, y: bounds.midY)
        painter.knobShadow(center: center, radius: radius)
        painter.fillCircle(center: center, radius: radius, thumbTintColor ?? .white)
        cairo_restore(ctx.cairo)
    }
}
