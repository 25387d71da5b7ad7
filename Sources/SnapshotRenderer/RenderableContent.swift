import Foundation

/// A view that draws content of its own between its background and its subviews (a label's text).
/// Conformances live in this module so that OpenUIKit stays free of Cairo.
protocol RenderableContent {
    func drawContent(on surface: RasterSurface, bounds: CGRect) throws(RenderError)
}
