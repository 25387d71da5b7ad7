import CPangoCairo
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
    var canDecrement: Bool { isEnabled && (wraps || value > minimumValue) }
    var canIncrement: Bool { isEnabled && (wraps || value < maximumValue) }

    open override var intrinsicContentSize: CGSize { ControlMetrics.stepperSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { ControlMetrics.stepperSize }

    /// Two halves on a tertiarySystemFill rounded rectangle with a separator between, a minus and a plus
    /// in label colour, each dimmed when it cannot step.
    override func drawSystemContent(in ctx: CGContext, bounds: CGRect) {
        cairo_save(ctx.cairo)
        let size = ControlMetrics.stepperSize
        let box = CGRect(x: 0, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        ControlPainter(ctx, view: self, enabled: isEnabled)
            .fillRoundedRect(box, radius: 8, .tertiarySystemFill)
        ControlPainter(ctx, view: self).line(
            from: CGPoint(x: box.midX, y: box.minY + 8), to: CGPoint(x: box.midX, y: box.maxY - 8), width: 1,
            .separator)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let minusX = rightToLeft ? box.maxX - box.width / 4 : box.minX + box.width / 4
        let plusX = rightToLeft ? box.minX + box.width / 4 : box.maxX - box.width / 4
        let arm: CGFloat = 7
        let minus = ControlPainter(ctx, view: self, enabled: canDecrement)
        minus.line(
            from: CGPoint(x: minusX - arm, y: box.midY), to: CGPoint(x: minusX + arm, y: box.midY), width: 2, .label,
            round: true)
        let plus = ControlPainter(ctx, view: self, enabled: canIncrement)
        plus.line(
            from: CGPoint(x: plusX - arm, y: box.midY), to: CGPoint(x: plusX + arm, y: box.midY), width: 2, .label,
            round: true)
        plus.line(
            from: CGPoint(x: plusX, y: box.midY - arm), to: CGPoint(x: plusX, y: box.midY + arm), width: 2, .label,
            round: true)
        cairo_restore(ctx.cairo)
    }
}
