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

    /// Images at the two ends, outside the track (the minimum's on the leading side).
    open var minimumValueImage: UIImage? { didSet { setNeedsDisplay() } }
    open var maximumValueImage: UIImage? { didSet { setNeedsDisplay() } }

    // The rects drawing asks for, as UIKit's slider does: a subclass that returns a taller track or moves the
    // thumb is drawn that way. The images sit at the ends at their own size, with a gap to the track (our choice).
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        endImageRect(minimumValueImage, bounds: bounds, leading: true)
    }

    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        endImageRect(maximumValueImage, bounds: bounds, leading: false)
    }

    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let thickness = ControlMetrics.sliderTrackHeight
        let minimum = minimumValueImageRect(forBounds: bounds)
        let maximum = maximumValueImageRect(forBounds: bounds)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = rightToLeft ? maximum : minimum
        let right = rightToLeft ? minimum : maximum
        let minX = left.isEmpty ? bounds.minX : left.maxX + ControlMetrics.sliderImageGap
        let maxX = right.isEmpty ? bounds.maxX : right.minX - ControlMetrics.sliderImageGap
        return CGRect(x: minX, y: bounds.midY - thickness / 2, width: max(0, maxX - minX), height: thickness)
    }

    /// The thumb travels so that it stays within the track's ends (mirrored in right-to-left, where the
    /// minimum is on the right).
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let radius = ControlMetrics.sliderThumbDiameter / 2
        let travel = CGRect(x: rect.minX + radius, y: rect.minY, width: max(0, rect.width - 2 * radius), height: 0)
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((min(maximumValue, max(minimumValue, value)) - minimumValue) / span) : 0
        let centerX =
            effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? travel.maxX - travel.width * fraction : travel.minX + travel.width * fraction
        let diameter = ControlMetrics.sliderThumbDiameter
        return CGRect(x: centerX - radius, y: rect.midY - radius, width: diameter, height: diameter)
    }

    private func endImageRect(_ image: UIImage?, bounds: CGRect, leading: Bool) -> CGRect {
        guard let size = image?.size, size.width > 0, size.height > 0 else { return .zero }
        let atLeft = leading != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let x = atLeft ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// A rounded track, the tint colour up to the thumb, and a white round thumb, in the rects above.
    override func drawSystemContent(in ctx: CGContext, bounds: CGRect) {
        cairo_save(ctx.cairo)
        let painter = ControlPainter(ctx, view: self, enabled: isEnabled)
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: value)
        let split = thumb.midX
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let minimum = minimumTrackTintColor ?? tintColor!
        let maximum = maximumTrackTintColor ?? .systemFill
        let radius = track.height / 2
        painter.fillRoundedRect(track, radius: radius, maximum)
        let filled =
            rightToLeft
            ? CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
            : CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
        painter.fillRoundedRect(filled, radius: radius, minimum)
        let center = CGPoint(x: split, y: thumb.midY)
        painter.knobShadow(center: center, radius: thumb.width / 2)
        painter.fillCircle(center: center, radius: thumb.width / 2, thumbTintColor ?? .white)
        cairo_restore(ctx.cairo)
        minimumValueImage?.draw(in: minimumValueImageRect(forBounds: bounds))
        maximumValueImage?.draw(in: maximumValueImageRect(forBounds: bounds))
    }
}
