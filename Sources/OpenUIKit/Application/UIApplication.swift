import Foundation

/// UIKit's application object, as far as layout code asks it things: its windows, the key window and
/// the layout direction. There is no event loop; `shared` exists from first use.
open class UIApplication: UIResponder {
    private static let instance = UIApplication()

    public class var shared: UIApplication { instance }

    /// Posted by the app (here: by a test) to ask for caches to be emptied; `UIImage(named:)`'s cache listens.
    public nonisolated static let didReceiveMemoryWarningNotification = NSNotification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")

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
