import Foundation

/// The scene of a window. Here each window is its own scene, made with it: its device's screen, its
/// orientation, its traits and its status bar. `UIApplication.shared.connectedScenes` lists the scenes of
/// the windows that exist.
open class UIWindowScene: UIScene {
    /// The window the scene was made for (a snapshot's window); weak, since the window holds its scene.
    weak var primaryWindow: UIWindow?

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
    }

    convenience init(window: UIWindow) {
        let session = UISceneSession(role: .windowApplication)
        self.init(session: session, connectionOptions: UIScene.ConnectionOptions())
        session.scene = self
        primaryWindow = window
    }

    open var windows: [UIWindow] { UIApplication.shared.windows.filter { $0.windowScene === self } }
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    open var screen: UIScreen { UIScreen.main }

    open var interfaceOrientation: UIInterfaceOrientation {
        guard let window = primaryWindow, window.device != nil else { return .portrait }
        return window.orientation == .portrait ? .portrait : .landscapeRight
    }

    open var traitCollection: UITraitCollection { primaryWindow?.traitCollection ?? UITraitCollection() }

    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager(scene: self) }
}

/// The status bar of a window scene: its frame follows the device and orientation, and the root
/// controller's preferences hide it or set its style.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    private weak var scene: UIWindowScene?

    init(scene: UIWindowScene) { self.scene = scene }

    private var window: UIWindow? { scene?.primaryWindow }

    open var isStatusBarHidden: Bool { window?.statusBarHidden ?? false }
    open var statusBarStyle: UIStatusBarStyle { window?.resolvedStatusBarStyle ?? .default }

    /// Zero height while hidden, as in UIKit.
    open var statusBarFrame: CGRect {
        guard let window, let device = window.device, !isStatusBarHidden else { return .zero }
        return CGRect(x: 0, y: 0, width: window.bounds.width, height: device.statusBarHeight(window.orientation))
    }
}
