import UIKit

extension UIFont {
    /// The app's custom face for a text style, scaled with Dynamic Type the way apps scale custom fonts:
    /// `UIFont(name:size:)` (failable, falling back to the system font) through `UIFontMetrics`.
    public static func brand(_ style: UIFont.TextStyle, size: CGFloat) -> UIFont {
        let base = UIFont(name: "AvenirNext-DemiBold", size: size) ?? .systemFont(ofSize: size, weight: .semibold)
        return UIFontMetrics(forTextStyle: style).scaledFont(for: base)
    }
}
