import OpenUIKit

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// The layer at its own size, every pixel matching.
    public static var image: Snapshotting { image() }

    /// OpenUIKit's `CALayer` is always a view's layer (there are no free-standing layers or sublayers), so
    /// the layer is drawn as its view is, at the view's size. A layer without a view cannot be drawn.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, traits: UITraitCollection = .init())
        -> Snapshotting
    {
        Snapshotting<UIView, UIImage>.image(
            precision: precision, perceptualPrecision: perceptualPrecision, traits: traits
        )
        .pullback { (layer: CALayer) in
            guard let view = layer.view else { throw LayerWithoutViewError() }
            return view
        }
    }
}

/// A `CALayer` made on its own: OpenUIKit draws layers only as part of their views.
struct LayerWithoutViewError: Error, CustomStringConvertible {
    var description: String {
        "this CALayer belongs to no view: OpenUIKit draws a layer as part of its view (snapshot the view, or "
            + "the layer of one)"
    }
}
