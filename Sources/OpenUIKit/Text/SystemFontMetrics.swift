import Foundation

/// How text is measured vertically, decided once for the whole project.
///
/// UIKit's system font at 17 pt has lineHeight 20.287109375 (uikit-facts §6). That is San Francisco's
/// ascender 1950 and descender 494 in a 2048-unit em, (1950 + 494) / 2048 × 17 [derived]. The pinned
/// stand-in faces have other metrics: Inter's ascent + descent is 20.57 at 17 pt and Noto Sans CJK's
/// 24.6, and Pango would size each line by the faces on it. So:
///
/// - `UIFont` reports San Francisco's ascender, descender and line height at every size and weight;
/// - a label stacks every line at that one pitch, baseline `ascender` below the line's top, whatever
///   faces the line falls back to (`Typesetter.ParagraphLayout`), for measurement and drawing alike;
/// - a label's size is the text's size rounded up to the screen's pixel grid, so one line of 17-pt
///   text is 20.5 tall at @2x (the `UITableViewLabel` frame in uikit-facts §6) and 20.333 at @3x.
///
/// Horizontal advances stay Pango's (Inter's and Noto's), so widths differ from UIKit's by the faces'
/// differences.
enum SystemFontMetrics {
    static let unitsPerEm: CGFloat = 2048
    static let ascenderUnits: CGFloat = 1950
    static let descenderUnits: CGFloat = 494
    static let capHeightUnits: CGFloat = 1443
    static let xHeightUnits: CGFloat = 1096

    static func ascender(pointSize: CGFloat) -> CGFloat { pointSize * ascenderUnits / unitsPerEm }
    static func descender(pointSize: CGFloat) -> CGFloat { -pointSize * descenderUnits / unitsPerEm }
    static func capHeight(pointSize: CGFloat) -> CGFloat { pointSize * capHeightUnits / unitsPerEm }
    static func xHeight(pointSize: CGFloat) -> CGFloat { pointSize * xHeightUnits / unitsPerEm }

    /// Rounds `value` up to the next multiple of 1 / `scale`, forgiving floating-point noise so that a
    /// value already on the grid stays put.
    static func ceilToPixels(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        let scale = scale > 0 ? scale : 1
        return ((value * scale) - 1e-6).rounded(.up) / scale
    }
}
