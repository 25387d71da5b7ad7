import Foundation

/// Minus and plus buttons over a value (default 0…100, step 1).
open class UIStepper: UIControl {
    open var value: Double {
        get { valueStorage }
        set { valueStorage = newValue.isNaN ? minimumValue : min(maximumValue, max(minimumValue, newValue)) }
    }
    private var valueStorage: Double = 0
    open var minimumValue: Double = 0 { didSet { value = valueStorage } }
    open var maximumValue: Double = 100 { didSet { value = valueStorage } }
    open var stepValue: Double = 1
    open var wraps = false
    open var autorepeat = true
    open var isContinuous = true

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: ControlMetrics.stepperSize))
        ControlMetrics.hugTightly(self)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The minus half is disabled at the minimum, the plus half at the maximum, unless the value wraps.
    package var canDecrement: Bool { isEnabled && (wraps || value > minimumValue) }
    package var canIncrement: Bool { isEnabled && (wraps || value < maximumValue) }

    open override var intrinsicContentSize: CGSize { ControlMetrics.stepperSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { ControlMetrics.stepperSize }
}
