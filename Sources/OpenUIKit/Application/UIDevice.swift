import Foundation

/// The device the screen shows: the key window's (as `UIScreen.main`), else `UIScreen.defaultDevice`.
/// The system is reported as iOS 17.0 (a choice, kept here: the metrics modelled predate iOS 26).
open class UIDevice: NSObject {
    public enum BatteryState: Int, Sendable {
        case unknown = 0
        case unplugged = 1
        case charging = 2
        case full = 3
    }

    private static let instance = UIDevice()
    public class var current: UIDevice { instance }

    private var device: Device { UIApplication.shared.keyWindow?.device ?? UIScreen.defaultDevice }

    open var userInterfaceIdiom: UIUserInterfaceIdiom { device.idiom }
    open var name: String { device.displayName }
    open var model: String { device.idiom == .pad ? "iPad" : "iPhone" }
    open var localizedModel: String { model }
    open var systemName: String { "iOS" }
    open var systemVersion: String { "17.0" }
    /// Portrait or landscape as the key window is turned (landscape is taken as home button on the right).
    open var orientation: UIDeviceOrientation {
        UIApplication.shared.keyWindow?.orientation == .landscape ? .landscapeLeft : .portrait
    }
    open var identifierForVendor: UUID? { nil }
    open var isBatteryMonitoringEnabled = false
    open var batteryLevel: Float { -1 }
    open var batteryState: BatteryState { .unknown }
    open var isMultitaskingSupported: Bool { true }
    open var isGeneratingDeviceOrientationNotifications: Bool { false }
    open func beginGeneratingDeviceOrientationNotifications() {}
    open func endGeneratingDeviceOrientationNotifications() {}
    open func playInputClick() {}

    public nonisolated static let orientationDidChangeNotification = NSNotification.Name(
        "UIDeviceOrientationDidChangeNotification")
}

public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
