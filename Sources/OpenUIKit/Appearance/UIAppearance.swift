import Foundation

/// A type whose instances can be styled for the whole app at once: set a property on
/// `UILabel.appearance()` and every label takes it when it moves to a window, unless the label's own
/// value was already changed from the class default.
public protocol UIAppearance: NSObjectProtocol {
    static func appearance() -> Self
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

/// A type whose instances can contain appearance-styled views (views and view controllers).
public protocol UIAppearanceContainer: NSObjectProtocol {}

extension UIView: UIAppearance, UIAppearanceContainer {
    /// The proxy for every instance of this class. It is an instance of the class, made with
    /// `init(coder:)` (Swift cannot make one otherwise), so a subclass whose `init(coder:)` traps cannot
    /// have one; properties set on it are copied to the class's views when they move to a window.
    public static func appearance() -> Self {
        appearance(whenContainedInInstancesOf: [])
    }

    /// The proxy for instances inside views or view controllers of `containerTypes`, nearest container
    /// first (`[UICollectionView.self, UIViewController.self]`: in a collection view inside a controller's
    /// view). Its values win over `appearance()`'s.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> Self
    {
        AppearanceRegistry.proxy(for: self, containers: containerTypes) as! Self
    }
}

extension UIViewController: UIAppearanceContainer {}
