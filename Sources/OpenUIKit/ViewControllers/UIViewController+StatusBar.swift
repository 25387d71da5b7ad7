import Foundation

public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}

public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0
    case fade = 1
    case slide = 2
}

public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [
        .portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown,
    ]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

extension UIViewController {
    /// The controller whose answers set the status bar: following `child…` down, and a full-screen
    /// presentation (or one that captures the status bar) above its presenter.
    func statusBarController(_ child: (UIViewController) -> UIViewController?) -> UIViewController {
        var controller = self
        while true {
            if let presented = controller.presentedStorage,
                presented.modalPresentationStyle == .fullScreen
                    || presented.modalPresentationCapturesStatusBarAppearance
            {
                controller = presented
            } else if let next = child(controller) {
                controller = next
            } else {
                return controller
            }
        }
    }
}

extension UIWindow {
    /// Whether the root controller hides the status bar.
    package var statusBarHidden: Bool {
        rootViewController?.statusBarController(\.childForStatusBarHidden).prefersStatusBarHidden ?? false
    }

    /// The style the status bar is drawn in: light or dark content, `default` following the interface style.
    package var resolvedStatusBarStyle: UIStatusBarStyle {
        let style =
            rootViewController?.statusBarController(\.childForStatusBarStyle).preferredStatusBarStyle ?? .default
        if style != .default { return style }
        return traitCollection.userInterfaceStyle == .dark ? .lightContent : .darkContent
    }
}
