import OpenUIKit

// swift-snapshot-testing's strategies for bare views: the view is shown inside a plain controller's view,
// in a window as large as the view (its `size`, else its frame, else what its constraints need), with no
// safe area, and drawn on its own: transparent wherever it draws nothing.

extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view at its own size, every pixel matching.
    public static var image: Snapshotting { image() }

    /// There is no key window to draw into on Linux, so `drawHierarchyInKeyWindow` draws the same way.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        Snapshotting(
            pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
        ) { (view: UIView) in
            let window = try ViewImageHost.window(holding: view, size: size, traits: traits)
            defer { ViewImageHost.dismantle(window) }
            return Captured(try ViewImageHost.render(view), explanation: view.recursiveDescription)
        }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The layout dump of the view at its own size.
    public static var recursiveDescription: Snapshotting { recursiveDescription() }

    /// The layout dump of the view, one line per view with its frame, laid out at `size` (else its own).
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init())
        -> Snapshotting
    {
        Snapshotting<String, String>.lines.pullback { (view: UIView) in
            let window = try ViewImageHost.window(holding: view, size: size, traits: traits)
            defer { ViewImageHost.dismantle(window) }
            return view.recursiveDescription
        }
    }
}

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

extension Snapshotting where Value == UIBezierPath, Format == UIImage {
    /// The path filled in black at @1x, every pixel matching.
    public static var image: Snapshotting { image() }

    /// The path filled in black on a transparent image of its bounds, at `scale`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1) -> Snapshotting {
        Snapshotting<CGPath, UIImage>.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: scale
        )
        .pullback { (path: UIBezierPath) in path.cgPath }
    }
}

extension Snapshotting where Value == CGPath, Format == UIImage {
    /// The path filled in black at @1x, every pixel matching.
    public static var image: Snapshotting { image() }

    /// The path filled in black (non-zero winding) on a transparent image of its bounds, at `scale`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1) -> Snapshotting {
        Snapshotting<UIImage, UIImage>.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: scale
        )
        .pullback { (path: CGPath) in
            let bounds = path.boundingBox
            let format = UIGraphicsImageRendererFormat()
            format.scale = scale
            return UIGraphicsImageRenderer(size: bounds.size, format: format).image { context in
                context.cgContext.translateBy(x: -bounds.minX, y: -bounds.minY)
                context.cgContext.addPath(path)
                context.cgContext.setFillColor(UIColor.black.cgColor)
                context.cgContext.fillPath()
            }
        }
    }
}
