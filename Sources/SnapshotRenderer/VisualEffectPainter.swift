import CPangoCairo
import Foundation
import OpenUIKit

/// Vibrancy: everything a vibrancy effect view draws (its content view and subviews, pushed as a group when the view
/// opened) is shown as its shape, filled with the style's colour (`VisualEffectMetrics.vibrancyColor`).
enum VisualEffectPainter {
    static func closeVibrancy(of view: UIView, on surface: RasterSurface) {
        let cairo = surface.cairo
        let content = cairo_pop_group(cairo)
        defer { cairo_pattern_destroy(content) }
        guard let effect = (view as? UIVisualEffectView)?.vibrancyEffect else { return }
        let color = VisualEffectMetrics.vibrancyColor(effect, in: view.traitCollection)
        let rgba = color.rgba(in: view.traitCollection)
        cairo_set_source_rgba(cairo, rgba.red, rgba.green, rgba.blue, rgba.alpha)
        cairo_mask(cairo, content)
    }
}
