import CPangoCairo
import Foundation
import OpenUIKit

extension UIButton: RenderableContent {
    /// A configured button's background; titles and images are its label and image view.
    func drawContent(on surface: RasterSurface, bounds: CGRect) {
        guard let configuration, let fill = configurationBackground else { return }
        cairo_save(surface.cairo)
        let painter = ControlPainter(surface: surface, view: self)
        let radius = configuration.cornerRadius(height: bounds.height)
        painter.fillRoundedRect(bounds, radius: radius, fill)
        if let stroke = configuration.background.strokeColor {
            painter.strokeRoundedRect(bounds, radius: radius, width: configuration.background.strokeWidth, stroke)
        }
        cairo_restore(surface.cairo)
    }
}
