import CPangoCairo
import Foundation

extension UIView {
    /// The view's part of its layer's content (`CALayer.drawContent(in:)`): what its class draws, then its
    /// `draw(_:)`, in the layer's coordinates (origin at the top-left).
    func drawContent(in ctx: CGContext) throws(UndrawableContent) {
        try drawSystemContent(in: ctx, bounds: CGRect(origin: .zero, size: bounds.size))
        drawCustomContent(on: ctx.cairo, scale: ctx.scale)
    }

    /// Calls `draw(_:)` as UIKit does when it fills the layer's backing store: with the view's bounds, a
    /// current context in the view's own coordinates (a backing store of the bounds, so that `clear(_:)` shows
    /// the view's background and what lies behind) and the view's traits current, so that `UIBezierPath.fill()`,
    /// `UIColor.setFill()` and dynamic colours work inside it.
    private func drawCustomContent(on cairo: OpaquePointer, scale: CGFloat) {
        cairo_save(cairo)
        cairo_translate(cairo, -bounds.origin.x, -bounds.origin.y)
        let context = CGContext(backingStoreOn: cairo, bounds: bounds, scale: scale)
        // Core Graphics' defaults: one-point lines, antialiased (the renderer may have left it off).
        cairo_set_line_width(cairo, 1)
        cairo_set_antialias(cairo, CAIRO_ANTIALIAS_GRAY)
        UIGraphicsPushContext(context)
        traitCollection.performAsCurrent { draw(bounds) }
        UIGraphicsPopContext()
        context.finishBackingStore()
        cairo_restore(cairo)
    }
}
