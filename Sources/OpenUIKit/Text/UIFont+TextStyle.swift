import Foundation

extension UIFont {
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")
    }

    /// The font for `style` at the default content size category, `.large`.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    public class func preferredFont(
        forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        return UIFont(
            pointSize: DynamicTypeSizes.pointSize(for: style, category: category),
            weight: style == .headline ? .semibold : .regular, textStyle: style)
    }
}

/// Point sizes of the text styles for each content size category: Apple's Human Interface Guidelines
/// "Dynamic Type sizes" tables for iOS. uikit-facts §1.3 cross-checks body at Large (17) and at AX5 (53).
enum DynamicTypeSizes {
    /// Columns: largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote,
    /// caption1, caption2. Rows: extraSmall … accessibilityExtraExtraExtraLarge.
    static let table: [[CGFloat]] = [
        [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],
        [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],
        [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],
        [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],
        [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],
        [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],
        [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],
        [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],
        [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],
        [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],
        [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],
        [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],
    ]

    static let styles: [UIFont.TextStyle] = [
        .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1,
        .caption2,
    ]

    static let categories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// `unspecified` (and any unknown category) reads as `.large`, the system default.
    static func pointSize(for style: UIFont.TextStyle, category: UIContentSizeCategory) -> CGFloat {
        let row = categories.firstIndex(of: category) ?? 3
        let column = styles.firstIndex(of: style) ?? 5
        return table[row][column]
    }
}
