import Foundation

/// A trait as a type, as iOS 17 names them for `registerForTraitChanges` (`UITraitUserInterfaceStyle.self`).
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Value { get }
    static var identifier: String { get }
    static var name: String { get }
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var identifier: String { String(reflecting: Self.self) }
    public static var name: String { String(describing: Self.self) }
    public static var affectsColorAppearance: Bool { false }
}

/// One of the traits a registration watches.
public typealias UITrait = any UITraitDefinition.Type

public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static var affectsColorAppearance: Bool { true }
}

public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}

public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}

public enum UITraitDisplayScale: UITraitDefinition {
    public static let defaultValue: CGFloat = 0
}

public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
}

public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static let defaultValue = UIContentSizeCategory.unspecified
}

public enum UITraitLayoutDirection: UITraitDefinition {
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
}

extension UITraitCollection {
    /// The value of a trait this collection holds, for comparing before and after a change; nil for a trait
    /// OpenUIKit does not carry (custom traits), which therefore never changes.
    func comparableValue(of trait: UITrait) -> AnyHashable? {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): userInterfaceStyle
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): horizontalSizeClass
        case ObjectIdentifier(UITraitVerticalSizeClass.self): verticalSizeClass
        case ObjectIdentifier(UITraitDisplayScale.self): displayScale
        case ObjectIdentifier(UITraitUserInterfaceIdiom.self): userInterfaceIdiom
        case ObjectIdentifier(UITraitPreferredContentSizeCategory.self): preferredContentSizeCategory
        case ObjectIdentifier(UITraitLayoutDirection.self): layoutDirection
        default: nil
        }
    }
}
