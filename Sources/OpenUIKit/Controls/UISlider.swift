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
    package var fraction: CGFloat {
        let span = maximumValue - minimumValue
        guard span > 0 else { return 0 }
        return CGFloat((value - minimumValue) / span)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: ControlMetrics.sliderHeight)
    }
}
