import OpenUIKit
import SnapshotRenderer

/// Shows views and view controllers the way swift-snapshot-testing's strategies do: a controller in a
/// window of the configuration's size, safe area and traits; a bare view inside a plain controller's view,
/// in a window as large as the view, with no safe area. Every render goes through `Snapshotter`.
enum ViewImageHost {
    /// The scale of a configuration that names none (a hand-made `ViewImageConfig`, a bare view): that of a
    /// view outside any window, which `Snapshotter` draws such views at. swift-snapshot-testing takes the scale of
    /// the simulator running the tests, which a Linux run does not have.
    static let defaultScale = UITraitCollection.displayScaleOutsideWindow

    /// A laid-out window holding `controller`, sized by the configuration (or the controller's view), with
    /// `traits` over the configuration's. The caller calls `dismantle` when done.
    static func window(
        showing controller: UIViewController, config: ViewImageConfig, traits: UITraitCollection
    ) throws -> UIWindow {
        let merged = UITraitCollection(traitsFrom: [config.traits, traits])
        guard let size = config.size ?? ownSize(of: controller.view) else {
            throw ViewImageError.noSize(String(describing: type(of: controller)))
        }
        let window = makeWindow(size: size, safeArea: config.safeArea, traits: merged, device: config.device)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// A window as large as `view` (its `size`, else its frame, else what its constraints need) holding it
    /// in a plain controller's view.
    static func window(holding view: UIView, size: CGSize?, traits: UITraitCollection) throws -> UIWindow {
        guard let size = size ?? ownSize(of: view, traits: traits) else {
            throw ViewImageError.noSize(String(describing: type(of: view)))
        }
        let window = makeWindow(size: size, safeArea: .zero, traits: traits, device: nil)
        let host = UIViewController()
        window.rootViewController = host
        window.makeKeyAndVisible()
        view.removeFromSuperview()
        view.frame = CGRect(origin: .zero, size: size)
        host.view.addSubview(view)
        if !view.translatesAutoresizingMaskIntoConstraints {
            // A view laid out by constraints gets its size from them: pin it to the size chosen.
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: host.view.leadingAnchor),
                view.topAnchor.constraint(equalTo: host.view.topAnchor),
                view.widthAnchor.constraint(equalToConstant: size.width),
                view.heightAnchor.constraint(equalToConstant: size.height),
            ])
        }
        window.layoutIfNeeded()
        return window
    }

    /// Takes the controller out of the window, so that the next snapshot of it starts afresh.
    static func dismantle(_ window: UIWindow) {
        window.rootViewController = nil
        window.isHidden = true
    }

    static func render(_ view: UIView) throws -> UIImage {
        let image = try Snapshotter.renderAlone(view)
        return UIImage(rgba: image, scale: view.traitCollection.displayScale)
    }

    /// The frame's size when it has one, else the smallest size the view's constraints allow under `traits`.
    /// swift-snapshot-testing sizes such a view (`sizeToFit`) once it is in the window with the traits, so a
    /// label whose font follows the content size category is measured at that category's size: the view is
    /// measured in a window of its own first, since the window it is drawn in is as large as the view.
    private static func ownSize(of view: UIView, traits: UITraitCollection) -> CGSize? {
        if view.frame.width > 0 && view.frame.height > 0 { return view.frame.size }
        let window = makeWindow(size: CGSize(width: 1, height: 1), safeArea: .zero, traits: traits, device: nil)
        window.addSubview(view)
        let measured = ownSize(of: view)
        view.removeFromSuperview()
        dismantle(window)
        return measured
    }

    /// The frame's size when it has one, else the smallest size the view's constraints allow.
    private static func ownSize(of view: UIView) -> CGSize? {
        if view.frame.width > 0 && view.frame.height > 0 { return view.frame.size }
        let fitting = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        return fitting.width > 0 && fitting.height > 0 ? fitting : nil
    }

    private static func makeWindow(
        size: CGSize, safeArea: UIEdgeInsets, traits: UITraitCollection, device: Device?
    ) -> UIWindow {
        let scale = traits.displayScale > 0 ? traits.displayScale : defaultScale
        let idiom = traits.userInterfaceIdiom != .unspecified ? traits.userInterfaceIdiom : (device?.idiom ?? .phone)
        let screen = Device.screen(
            named: device?.name ?? "ViewImageConfig", idiom: idiom, size: size, scale: scale, safeArea: safeArea,
            horizontal: traits.horizontalSizeClass, vertical: traits.verticalSizeClass)
        let window = UIWindow(device: screen, orientation: .portrait)
        var overrides = UITraitOverrides()
        if traits.horizontalSizeClass != .unspecified { overrides.horizontalSizeClass = traits.horizontalSizeClass }
        if traits.verticalSizeClass != .unspecified { overrides.verticalSizeClass = traits.verticalSizeClass }
        if traits.preferredContentSizeCategory != .unspecified {
            overrides.preferredContentSizeCategory = traits.preferredContentSizeCategory
        }
        if traits.layoutDirection != .unspecified { overrides.layoutDirection = traits.layoutDirection }
        if traits.userInterfaceStyle != .unspecified { overrides.userInterfaceStyle = traits.userInterfaceStyle }
        window.traitOverrides = overrides
        return window
    }
}

/// Why a view could not be shown for a snapshot.
enum ViewImageError: Error, CustomStringConvertible {
    case noSize(String)

    var description: String {
        switch self {
        case .noSize(let type):
            return "the \(type) has no size: give it a frame or constraints that decide its size, or pass size:"
        }
    }
}

extension UIImage {
    /// An image of straight RGBA pixels at `scale`.
    convenience init(rgba image: RGBAImage, scale: CGFloat) {
        let bitmap = CGImage(image, opaque: image.isOpaque)
        self.init(cgImage: bitmap, scale: scale, orientation: .up)
    }

    /// The image's pixels as drawn (orientation applied, symbols drawn), straight RGBA.
    var rgbaImage: RGBAImage {
        if let bitmap = cgImage, imageOrientation == .up { return bitmap.bitmap }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let drawn = UIGraphicsImageRenderer(size: size, format: format).image { _ in draw(at: .zero) }
        return drawn.cgImage!.bitmap
    }
}
