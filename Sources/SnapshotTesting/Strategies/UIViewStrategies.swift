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
