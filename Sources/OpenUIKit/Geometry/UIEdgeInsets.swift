import Foundation

/// Insets in physical (left/right) terms, as UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets()

    public var description: String {
        "{\(top.layoutString), \(left.layoutString), \(bottom.layoutString), \(right.layoutString)}"
    }
}

/// Insets in reading-direction terms, as UIKit's `NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = NSDirectionalEdgeInsets()

    public var description: String {
        "{\(top.layoutString), \(leading.layoutString), \(bottom.layoutString), \(trailing.layoutString)}"
    }
}

extension NSDirectionalEdgeInsets {
    /// Leading is on the left in left-to-right layouts and on the right otherwise.
    func resolved(_ direction: UIUserInterfaceLayoutDirection) -> UIEdgeInsets {
        switch direction {
        case .leftToRight:
            return UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
        case .rightToLeft:
            return UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
        }
    }
}

extension UIEdgeInsets {
    func directional(_ direction: UIUserInterfaceLayoutDirection) -> NSDirectionalEdgeInsets {
        switch direction {
        case .leftToRight:
            return NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
        case .rightToLeft:
            return NSDirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
        }
    }

    static func + (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
            right: lhs.right + rhs.right)
    }

    func maxed(with other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: Swift.max(top, other.top), left: Swift.max(left, other.left),
            bottom: Swift.max(bottom, other.bottom), right: Swift.max(right, other.right))
    }
}

extension CGRect {
    /// UIKit's `inset(by:)`; like UIKit it may produce a negative size when the insets exceed the rect.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }
}

/// UIKit's `UIRectEdge` option set.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// UIKit's `NSDirectionalRectEdge` option set.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

extension CGFloat {
    /// Stable, short rendering used by descriptions and dumps: integers without a fraction,
    /// otherwise up to three decimals (enough for @3x pixel positions).
    var layoutString: String {
        let value = Double(self)
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        // Beyond 2^53 every double is an integer; Int would trap past 2^63, so those print as doubles.
        if value.magnitude >= 0x1p53 { return "\(value)" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
