import CPangoCairo
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

    /// A capsule track (on: `onTintColor`, systemGreen by default; off: systemFill-like grey) and a white
    /// knob at the end the value points to (the trailing end when on, mirrored in right-to-left).
    override func drawSystemContent(in ctx: CGContext, bounds: CGRect) {
        cairo_save(ctx.cairo)
        let painter = ControlPainter(ctx, view: self, enabled: isEnabled)
        let size = ControlMetrics.switchSize
        let track = CGRect(x: 0, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        let onColor = onTintColor ?? .systemGreen
        // Off: the track is secondarySystemFill-grey in UIKit's look; UNCERTAIN, a choice (systemGray5).
        painter.fillRoundedRect(track, radius: track.height / 2, isOn ? onColor : .systemGray5)
        let inset = ControlMetrics.switchThumbInset
        let radius = track.height / 2 - inset
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let atTrailingEnd = isOn != rightToLeft
        let x = atTrailingEnd ? track.maxX - inset - radius : track.minX + inset + radius
        let center = CGPoint(x: x, y: track.midY)
        painter.knobShadow(center: center, radius: radius)
        painter.fillCircle(center: center, radius: radius, thumbTintColor ?? .white)
        cairo_restore(ctx.cairo)
    }
}
