import CPangoCairo
import Foundation
import OpenUIKit

extension UILabel: RenderableContent {
    /// Draws the very layout the label measured, at the origin it chose (vertically centred).
    func drawContent(on surface: RasterSurface, bounds: CGRect) throws(RenderError) {
        guard let rendering = textRendering else { return }
        guard rendering.layout.text.scale == surface.scale else {
            throw RenderError.naming(
                self, "measured its text at @\(rendering.layout.text.scale)x, but it is drawn at @\(surface.scale)x")
        }
        let color = rendering.textColor.rgba(in: traitCollection)
        let cairo = surface.cairo
        cairo_save(cairo)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_move_to(cairo, rendering.origin.x - self.bounds.minX, rendering.origin.y - self.bounds.minY)
        rendering.layout.show(in: cairo)
        cairo_restore(cairo)
    }
}
