import OpenUIKit

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// The layer at its own size, every pixel matching.
    public static var image: Snapshotting { image() }

    /// A view's layer is drawn as its view is, at the view's size. A layer made on its own is drawn only
    /// as a sublayer in a view's tree: snapshot that view.
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

/// A `CALayer` made on its own: OpenUIKit draws it only inside a view tree.
struct LayerWithoutViewError: Error, CustomStringConvertible {
    var description: String {
        "this CALayer belongs to no view: OpenUIKit draws a free-standing layer as a sublayer of a view's "
            + "layer (snapshot that view)"
    }
}
