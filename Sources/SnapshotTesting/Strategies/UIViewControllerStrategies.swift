import OpenUIKit

// swift-snapshot-testing's strategies for view controllers. Image strategies also store the layout dump
// beside the golden (`<name>.layout.txt`), which a failure diffs to name the views that moved.

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The controller's view at its own size, every pixel matching.
    public static var image: Snapshotting { image() }

    /// The controller in a window of `config` (`size` replaces its size; `traits` go over its traits).
    public static func image(
        on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        var config = config
        if let size { config.size = size }
        return controllerImage(
            config: config, traits: traits, precision: precision, perceptualPrecision: perceptualPrecision)
    }

    /// The controller in a window of `size` (else its view's size) with no safe area. There is no key
    /// window to draw into on Linux, so `drawHierarchyInKeyWindow` draws the same way.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        controllerImage(
            config: ViewImageConfig(safeArea: .zero, size: size, traits: traits), traits: .init(),
            precision: precision, perceptualPrecision: perceptualPrecision)
    }

    private static func controllerImage(
        config: ViewImageConfig, traits: UITraitCollection, precision: Float, perceptualPrecision: Float
    ) -> Snapshotting {
        Snapshotting(
            pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
        ) { (controller: UIViewController) in
            let window = try ViewImageHost.window(showing: controller, config: config, traits: traits)
            defer { ViewImageHost.dismantle(window) }
            let image = try ViewImageHost.render(controller.view)
            return Captured(image, explanation: controller.view.recursiveDescription)
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller hierarchy, one controller a line with its state and its view's class, children
    /// indented by `   | ` (UIKit's `_printHierarchy` without addresses).
    public static var hierarchy: Snapshotting {
        Snapshotting<String, String>.lines.pullback { (controller: UIViewController) in
            let window = try ViewImageHost.window(
                showing: controller, config: ViewImageConfig(size: ViewImageConfig.iPhone8.size), traits: .init())
            defer { ViewImageHost.dismantle(window) }
            return ControllerHierarchy.describe(controller)
        }
    }

    /// The layout dump of the controller's view at its own size.
    public static var recursiveDescription: Snapshotting { recursiveDescription() }

    /// The layout dump of the controller's view, one line per view with its frame, in a window of `config`.
    public static func recursiveDescription(
        on config: ViewImageConfig = .init(), size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        var config = config
        if let size { config.size = size }
        return Snapshotting<String, String>.lines.pullback { (controller: UIViewController) in
            let window = try ViewImageHost.window(showing: controller, config: config, traits: traits)
            defer { ViewImageHost.dismantle(window) }
            return controller.view.recursiveDescription
        }
    }
}
