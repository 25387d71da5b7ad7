import CPangoCairo
import Foundation
import OpenUIKit

/// Calls a view's `draw(_:)` as UIKit does when it fills the layer's backing store: with the view's
/// bounds, a current context in the view's own coordinates and the view's traits current, so that
/// `UIBezierPath.fill()`, `UIColor.setFill()` and dynamic colours work inside it.
enum CustomDrawing {
    static func draw(_ view: UIView, on surface: RasterSurface) {
        let cairo = surface.cairo
        cairo_save(cairo)
        cairo_translate(cairo, -view.bounds.origin.x, -view.bounds.origin.y)
        let context = CGContext(cairo: cairo, scale: CGFloat(surface.scale))
        // Core Graphics' defaults: one-point lines, antialiased (the renderer may have left it off).
        cairo_set_line_width(cairo, 1)
        cairo_set_antialias(cairo, CAIRO_ANTIALIAS_GRAY)
        UIGraphicsPushContext(context)
        view.traitCollection.performAsCurrent { view.draw(view.bounds) }
        UIGraphicsPopContext()
        cairo_restore(cairo)
    }
}
