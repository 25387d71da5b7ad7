import Foundation

/// UIKit's screen. There is one, `main`, and it is the key window's device in the key window's
/// orientation (so a view controller's default `loadView` gets the size it would on that device);
/// with no key window on a device, it is `UIScreen.defaultDevice` in portrait.
open class UIScreen: NSObject, UITraitEnvironment {
    private static let instance = UIScreen()

    public class var main: UIScreen { instance }

    /// The screen without a key window: iPhone 8, the articles' phone (a choice; see the README).
    public static let defaultDevice = Device.iPhone8

    override init() { super.init() }

    private var deviceAndOrientation: (Device, Orientation) {
        if let window = UIApplication.shared.keyWindow, let device = window.device {
            return (device, window.orientation)
        }
        return (Self.defaultDevice, .portrait)
    }

    /// The screen in points, following the interface orientation as UIKit's has since iOS 8.
    open var bounds: CGRect {
        let (device, orientation) = deviceAndOrientation
        return CGRect(origin: .zero, size: device.screenSize(orientation))
    }

    open var scale: CGFloat { deviceAndOrientation.0.scale }

    /// The same as `scale`: display zoom and the Plus phones' downsampling are not simulated.
    open var nativeScale: CGFloat { scale }

    /// The device's traits in the current orientation, without any window's overrides.
    open var traitCollection: UITraitCollection {
        let (device, orientation) = deviceAndOrientation
        return device.traitCollection(orientation)
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
