import CPangoCairo
import Foundation
import OpenUIKit

extension UIImageView: RenderableContent {
    /// Draws the image variant for the view's traits where its content mode puts it (the renderer has
    /// already clipped to the bounds when the view clips); template images in the tint colour.
    func drawContent(on surface: RasterSurface, bounds: CGRect) {
        guard let image = displayedImage, let rect = imageRect else { return }
        let context = CGContext(cairo: surface.cairo, scale: CGFloat(surface.scale))
        cairo_save(surface.cairo)
        // The image's rectangle is a layer's contents: its edges snap to pixels, not antialiased.
        cairo_set_antialias(surface.cairo, CAIRO_ANTIALIAS_NONE)
        image.paint(in: rect, context: context, tintColor: tintColor, traits: traitCollection)
        cairo_restore(surface.cairo)
    }
}
