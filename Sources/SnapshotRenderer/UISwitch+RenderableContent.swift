import CPangoCairo
import Foundation
import OpenUIKit

extension UISwitch: RenderableContent {
    /// A capsule track (on: `onTintColor`, systemGreen by default; off: systemFill-like grey) and a white
    /// knob at the end the value points to (the trailing end when on, mirrored in right-to-left).
    func drawContent(on surface: RasterSurface, bounds: CGRect) {
        cairo_save(surface.cairo)
        let painter = ControlPainter(surface: surface, view: self, enabled: isEnabled)
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
        cairo_restore(surface.cairo)
    }
}
