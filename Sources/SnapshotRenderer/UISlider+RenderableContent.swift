import CPangoCairo
import Foundation
import OpenUIKit

extension UISlider: RenderableContent {
    /// A rounded track, the tint colour up to the value, and a white round thumb on it (mirrored in
    /// right-to-left, where the minimum is on the right).
    func drawContent(on surface: RasterSurface, bounds: CGRect) {
        cairo_save(surface.cairo)
        let painter = ControlPainter(surface: surface, view: self, enabled: isEnabled)
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
        cairo_restore(surface.cairo)
    }
}
