import Foundation

/// UIKit's application object, as far as layout code asks it things: its windows, the key window and
/// the layout direction. There is no event loop; `shared` exists from first use.
open class UIApplication: UIResponder {
    private static let instance = UIApplication()

    public class var shared: UIApplication { instance }

    /// Posted by the app (here: by a test) to ask for caches to be emptied; `UIImage(named:)`'s cache listens.
    public nonisolated static let didReceiveMemoryWarningNotification = NSNotification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")

    // The life-cycle notifications, UIKit's names; nothing moves the app between states here, so only
    // client code posts them.
    public nonisolated static let didBecomeActiveNotification = NSNotification.Name(
        "UIApplicationDidBecomeActiveNotification")
    public nonisolated static let willResignActiveNotification = NSNotification.Name(
        "UIApplicationWillResignActiveNotification")
    public nonisolated static let didEnterBackgroundNotification = NSNotification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    public nonisolated static let willEnterForegroundNotification = NSNotification.Name(
        "UIApplicationWillEnterForegroundNotification")
    public nonisolated static let willTerminateNotification = NSNotification.Name(
        "UIApplicationWillTerminateNotification")
    public nonisolated static let significantTimeChangeNotification = NSNotification.Name(
        "UIApplicationSignificantTimeChangeNotification")
    public nonisolated static let openSettingsURLString = "app-settings:"

    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// No other app is installed here: nothing can open a URL.
    open func canOpenURL(_ url: URL) -> Bool { false }

    /// Reports failure, as UIKit does for a URL no app handles.
    open func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        completion?(false)
    }

    /// Performs `action` on `target` with `sender` and `event` as its arguments (see `Selector` for what
    /// can be performed). A nil target is the responder that `target(forAction:withSender:)` finds along
    /// the chain from the first responder, or, when that finds none, from `sender` if it is a responder:
    /// UIKit's rule for nil-targeted actions. True when a method ran.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let found =
            target ?? firstResponder?.target(forAction: action, withSender: sender)
            ?? (sender as? UIResponder)?.target(forAction: action, withSender: sender)
        guard let receiver = found.map({ $0 as AnyObject }) else { return false }
        if case .returned = action.perform(on: receiver, with: [sender, event]) { return true }
        return false
    }

    open var applicationIconBadgeNumber = 0
    open var isIdleTimerDisabled = false

    private let lock = NSLock()
    private var registered: [WeakWindow] = []
    private weak var keyWindowStorage: UIWindow?

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    override init() { super.init() }

    /// Every window that still exists, in the order they were made (UIKit lists hidden ones too).
    open var windows: [UIWindow] {
        lock.withLock {
            registered.removeAll { $0.window == nil }
            return registered.compactMap(\.window)
        }
    }

    /// The scenes of the windows that exist (each window is its own scene here).
    open var connectedScenes: Set<UIScene> { Set(windows.compactMap(\.windowScene)) }

    /// The sessions of the connected scenes.
    open var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }

    /// The window most recently made key, while it exists.
    open var keyWindow: UIWindow? { lock.withLock { keyWindowStorage } }

    /// The key window's layout direction (its traits, overrides included); left to right without one.
    /// On iOS it comes from the app's localization; here a window's traits stand for it.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        keyWindow?.traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    func register(_ window: UIWindow) {
        lock.withLock {
            registered.removeAll { $0.window == nil }
            registered.append(WeakWindow(window: window))
        }
    }

    func makeKey(_ window: UIWindow) {
        lock.withLock { keyWindowStorage = window }
    }
}
