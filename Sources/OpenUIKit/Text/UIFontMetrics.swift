import Foundation

/// Scales custom fonts and values as a text style scales with Dynamic Type (iOS 11): the factor is the style's
/// point size at the content size category over its size at `.large` (`DynamicTypeSizes`), so a 16-pt font scaled
/// like body is 16 × 53 / 17 at AX5. A choice: UIKit's own curves are not published; the ratio of the published
/// style sizes is the nearest sourced rule. Fonts made here remember how they were made, so a label, text field or
/// text view with `adjustsFontForContentSizeCategory` scales them for its own traits, as UIKit's do.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    private static let body = UIFontMetrics(forTextStyle: .body)

    open class var `default`: UIFontMetrics { body }

    let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// `font` for the default category (`.large`: no app-wide setting exists here), remembering its scaling.
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// A `maximumPointSize` of 0 means no limit, as in UIKit.
    open func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let base = font.scaling?.basePointSize ?? font.pointSize
        let scaling = UIFont.Scaling(textStyle: textStyle, basePointSize: base, maximumPointSize: maximumPointSize)
        return font.scaled(scaling, category: traitCollection?.preferredContentSizeCategory ?? .large)
    }

    open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * factor(for: traitCollection?.preferredContentSizeCategory ?? .large)
    }

    func factor(for category: UIContentSizeCategory) -> CGFloat {
        DynamicTypeSizes.pointSize(for: textStyle, category: category)
            / DynamicTypeSizes.pointSize(for: textStyle, category: .large)
    }
}

extension UIFont {
    /// How a `UIFontMetrics` font was made: its style, its size at `.large`, its cap (0: none).
    struct Scaling: Hashable, Sendable {
        let textStyle: TextStyle
        let basePointSize: CGFloat
        let maximumPointSize: CGFloat
    }

    func scaled(_ scaling: Scaling, category: UIContentSizeCategory) -> UIFont {
        var size = scaling.basePointSize * UIFontMetrics(forTextStyle: scaling.textStyle).factor(for: category)
        if scaling.maximumPointSize > 0 { size = min(size, scaling.maximumPointSize) }
        return UIFont(pointSize: size, weight: weight, textStyle: textStyle, scaling: scaling)
    }

    /// The font a view with `adjustsFontForContentSizeCategory` shows for `traitCollection`: a text style's font or
    /// a `UIFontMetrics` font at the traits' content size category; any other font as it is.
    func adjusted(for traitCollection: UITraitCollection) -> UIFont {
        if let scaling { return scaled(scaling, category: traitCollection.preferredContentSizeCategory) }
        if let textStyle {
            // The style's size for the traits, in this font's weight (a bold body stays bold).
            let preferred = UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: traitCollection)
            return UIFont(pointSize: preferred.pointSize, weight: weight, textStyle: textStyle)
        }
        return self
    }
}
