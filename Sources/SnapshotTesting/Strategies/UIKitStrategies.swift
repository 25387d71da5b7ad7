import OpenUIKit
import SnapshotRenderer

extension Snapshotting where Value == UIViewController, Format == ImageSnapshot {
    /// The controller in a window of `device`, laid out and drawn as UIKit would show it, compared with a
    /// PNG golden; the layout dump travels beside it as `<name>.layout.txt` and explains failures.
    /// `orientation` has no default so that `.image(on: .iPhone8)` is swift-snapshot-testing's call, on a
    /// ``ViewImageConfig``.
    public static func image(
        on device: Device, orientation: Orientation, contentSize: UIContentSizeCategory = .large,
        appearance: UIUserInterfaceStyle = .light, layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
        showsScrollIndicators: Bool = true, tolerance: ImageTolerance = .exact, allowsFlatImage: Bool = false
    ) -> Snapshotting {
        let configuration = DeviceConfiguration(
            device: device, orientation: orientation, contentSizeCategory: contentSize,
            userInterfaceStyle: appearance, layoutDirection: layoutDirection,
            showsScrollIndicators: showsScrollIndicators)
        return image(on: configuration, tolerance: tolerance, allowsFlatImage: allowsFlatImage)
    }

    public static func image(
        on configuration: DeviceConfiguration, tolerance: ImageTolerance = .exact, allowsFlatImage: Bool = false
    ) -> Snapshotting {
        Snapshotting<ExplainedImage, ImageSnapshot>.image(tolerance: tolerance, allowsFlatImage: allowsFlatImage)
            .pullback { (controller: UIViewController) in
                let snapshot = try Snapshotter.snapshot(of: { controller }, configuration: configuration)
                return ExplainedImage(image: snapshot.image, explanation: snapshot.layoutDump)
            }
    }
}

extension Snapshotting where Value == UIView, Format == ImageSnapshot {
    /// The view as the root view of a controller in a window of `device`.
    public static func image(
        on device: Device, orientation: Orientation, contentSize: UIContentSizeCategory = .large,
        appearance: UIUserInterfaceStyle = .light, layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
        showsScrollIndicators: Bool = true, tolerance: ImageTolerance = .exact, allowsFlatImage: Bool = false
    ) -> Snapshotting {
        Snapshotting<UIViewController, ImageSnapshot>.image(
            on: device, orientation: orientation, contentSize: contentSize, appearance: appearance,
            layoutDirection: layoutDirection, showsScrollIndicators: showsScrollIndicators, tolerance: tolerance,
            allowsFlatImage: allowsFlatImage
        ).pullback { (view: UIView) in
            let controller = UIViewController()
            controller.view = view
            return controller
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The layout dump of the controller in a window of `device`, one line per view, compared as text.
    public static func recursiveDescription(
        on device: Device, orientation: Orientation, contentSize: UIContentSizeCategory = .large,
        layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
    ) -> Snapshotting {
        let configuration = DeviceConfiguration(
            device: device, orientation: orientation, contentSizeCategory: contentSize,
            layoutDirection: layoutDirection)
        return Snapshotting<String, String>.lines.pullback { (controller: UIViewController) in
            Snapshotter.layOut({ controller }, configuration: configuration).recursiveDescription
        }
    }
}
