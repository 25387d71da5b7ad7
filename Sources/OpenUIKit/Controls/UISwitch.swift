import Foundation

/// An on/off switch, 51 × 31 whatever its frame (uikit-facts-breadth §4).
open class UISwitch: UIControl {
    open var isOn = false
    /// nil: systemGreen, UIKit's default on colour.
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: ControlMetrics.switchSize))
        ControlMetrics.hugTightly(self)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: CGSize { ControlMetrics.switchSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { ControlMetrics.switchSize }
}
