import Foundation

public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// UIKit's immutable trait collection. Unset traits keep UIKit's "unspecified" values.
open class UITraitCollection: NSObject, @unchecked Sendable {
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let displayScale: CGFloat
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let userInterfaceStyle: UIUserInterfaceStyle

    init(
        horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
        scale: CGFloat = 0, idiom: UIUserInterfaceIdiom = .unspecified,
        contentSize: UIContentSizeCategory = .unspecified,
        direction: UITraitEnvironmentLayoutDirection = .unspecified, style: UIUserInterfaceStyle = .unspecified
    ) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
        userInterfaceIdiom = idiom
        preferredContentSizeCategory = contentSize
        layoutDirection = direction
        userInterfaceStyle = style
        super.init()
    }

    public override convenience init() { self.init(horizontal: .unspecified) }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass)
    }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(contentSize: preferredContentSizeCategory)
    }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(direction: layoutDirection)
    }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }

    /// Later collections win for every trait they specify, as in UIKit.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var h = UIUserInterfaceSizeClass.unspecified
        var v = UIUserInterfaceSizeClass.unspecified
        var scale: CGFloat = 0
        var idiom = UIUserInterfaceIdiom.unspecified
        var size = UIContentSizeCategory.unspecified
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        var style = UIUserInterfaceStyle.unspecified
        for c in collections {
            if c.horizontalSizeClass != .unspecified { h = c.horizontalSizeClass }
            if c.verticalSizeClass != .unspecified { v = c.verticalSizeClass }
            if c.displayScale != 0 { scale = c.displayScale }
            if c.userInterfaceIdiom != .unspecified { idiom = c.userInterfaceIdiom }
            if c.preferredContentSizeCategory != .unspecified { size = c.preferredContentSizeCategory }
            if c.layoutDirection != .unspecified { direction = c.layoutDirection }
            if c.userInterfaceStyle != .unspecified { style = c.userInterfaceStyle }
        }
        self.init(
            horizontal: h, vertical: v, scale: scale, idiom: idiom, contentSize: size, direction: direction,
            style: style)
    }

    /// True when every trait specified by `trait` has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let t = trait else { return true }
        if t.horizontalSizeClass != .unspecified && t.horizontalSizeClass != horizontalSizeClass { return false }
        if t.verticalSizeClass != .unspecified && t.verticalSizeClass != verticalSizeClass { return false }
        if t.displayScale != 0 && t.displayScale != displayScale { return false }
        if t.userInterfaceIdiom != .unspecified && t.userInterfaceIdiom != userInterfaceIdiom { return false }
        if t.preferredContentSizeCategory != .unspecified
            && t.preferredContentSizeCategory != preferredContentSizeCategory
        {
            return false
        }
        if t.layoutDirection != .unspecified && t.layoutDirection != layoutDirection { return false }
        if t.userInterfaceStyle != .unspecified && t.userInterfaceStyle != userInterfaceStyle { return false }
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return containsTraits(in: other) && other.containsTraits(in: self)
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(displayScale)
        hasher.combine(userInterfaceIdiom)
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(layoutDirection)
        hasher.combine(userInterfaceStyle)
        return hasher.finalize()
    }

    open override var description: String {
        "<UITraitCollection; HorizontalSizeClass = \(horizontalSizeClass); VerticalSizeClass = \(verticalSizeClass); "
            + "DisplayScale = \(displayScale.layoutString); UserInterfaceIdiom = \(userInterfaceIdiom); "
            + "PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue); "
            + "LayoutDirection = \(layoutDirection); UserInterfaceStyle = \(userInterfaceStyle)>"
    }

    func applying(_ overrides: UITraitOverrides) -> UITraitCollection {
        if overrides.isEmpty { return self }
        return UITraitCollection(
            horizontal: overrides.horizontalSizeClass ?? horizontalSizeClass,
            vertical: overrides.verticalSizeClass ?? verticalSizeClass,
            scale: overrides.displayScale ?? displayScale,
            idiom: overrides.userInterfaceIdiom ?? userInterfaceIdiom,
            contentSize: overrides.preferredContentSizeCategory ?? preferredContentSizeCategory,
            direction: overrides.layoutDirection ?? layoutDirection,
            style: overrides.userInterfaceStyle ?? userInterfaceStyle)
    }
}

/// Mutable per-environment overrides, a subset of iOS 17's `traitOverrides`: set a trait to force it for this
/// view (typically a window) and its descendants.
public struct UITraitOverrides: Hashable, Sendable {
    public var horizontalSizeClass: UIUserInterfaceSizeClass?
    public var verticalSizeClass: UIUserInterfaceSizeClass?
    public var displayScale: CGFloat?
    public var userInterfaceIdiom: UIUserInterfaceIdiom?
    public var preferredContentSizeCategory: UIContentSizeCategory?
    public var layoutDirection: UITraitEnvironmentLayoutDirection?
    public var userInterfaceStyle: UIUserInterfaceStyle?

    public init() {}

    public var isEmpty: Bool { self == UITraitOverrides() }
}

/// UIKit's trait environment protocol; `traitCollectionDidChange` is optional in UIKit, so it has a default.
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UITraitEnvironment {
    /// Optional in UIKit (`@objc optional` style): conformers need not implement it.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
