import Foundation

/// UIKit's `UIContentSizeCategory`: the twelve Dynamic Type sizes plus `unspecified`.
/// Source for the names: Apple documentation, `UIContentSizeCategory` (uikit-facts §1.3).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        "UICTContentSizeCategoryAccessibilityXXXL")

    /// The twelve real categories, smallest first.
    public static let allSizes: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    public var isAccessibilityCategory: Bool {
        guard let index = Self.allSizes.firstIndex(of: self) else { return false }
        return index >= 7
    }

    /// `unspecified` sorts below every real size, as in UIKit's comparison operators.
    var order: Int { Self.allSizes.firstIndex(of: self) ?? -1 }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        lhs.order < rhs.order
    }

    /// Body text point size for this category; `unspecified` is treated as the default, `.large`.
    /// Sources: 17 pt at Large and 53 pt at AX5 (HIG typography copies, uikit-facts §1.3); the
    /// intermediate steps are the published Dynamic Type body sizes (14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53).
    public var bodyPointSize: CGFloat {
        let sizes: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        guard let index = Self.allSizes.firstIndex(of: self) else { return 17 }
        return sizes[index]
    }
}
