import Foundation

/// A scene: one instance of the app's interface. Each window here stands for its own scene (a snapshot is
/// one screen of one device), always in the foreground and active; nothing connects or disconnects scenes,
/// so the life-cycle notifications are posted only by client code.
open class UIScene: UIResponder {
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// What the system hands a connecting scene; nothing here (no URLs, activities or shortcuts).
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        public var urlContexts: Set<UIOpenURLContext> { [] }
        public var sourceApplication: String? { nil }
    }

    public nonisolated static let willConnectNotification = NSNotification.Name("UISceneWillConnectNotification")
    public nonisolated static let didDisconnectNotification = NSNotification.Name(
        "UISceneDidDisconnectNotification")
    public nonisolated static let didActivateNotification = NSNotification.Name("UISceneDidActivateNotification")
    public nonisolated static let willDeactivateNotification = NSNotification.Name(
        "UISceneWillDeactivateNotification")
    public nonisolated static let willEnterForegroundNotification = NSNotification.Name(
        "UISceneWillEnterForegroundNotification")
    public nonisolated static let didEnterBackgroundNotification = NSNotification.Name(
        "UISceneDidEnterBackgroundNotification")

    public let session: UISceneSession
    /// Held strongly, as UIKit holds a scene's delegate.
    open var delegate: UISceneDelegate?
    open var title: String?
    open var activationState: ActivationState { .foregroundActive }

    /// The application: the scene's place in the responder chain.
    open override var next: UIResponder? { UIApplication.shared }

    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }
}

/// A URL handed to a scene; none is, here.
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
    public let url: URL
    init(url: URL) { self.url = url }
}

/// The session a scene belongs to, with its role and configuration.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    public let role: Role
    public let persistentIdentifier = UUID().uuidString
    public let configuration: UISceneConfiguration
    open var userInfo: [String: Any]?
    public internal(set) weak var scene: UIScene?

    init(role: Role) {
        self.role = role
        configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: role)
    }
}

/// The configuration a session was created from (Info.plist's scene manifest in an app).
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    public let name: String?
    public let role: UISceneSession.Role
    open var delegateClass: AnyClass?
    open var sceneClass: AnyClass?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}

/// UIKit's optional scene life-cycle methods; nothing calls them here, apps' delegates compile.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// A window scene's delegate keeps its window, as the app template's `SceneDelegate` does.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}
