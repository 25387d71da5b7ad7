import Foundation

/// The defaults of `UIListContentConfiguration`'s presets. The reference has no list-configuration numbers, so they
/// are taken from the classic cells and headers they replace (uikit-facts-breadth §2.3, §2.4, pre-iOS 26); each
/// is a choice listed in the README.
enum ListContentMetrics {
    /// Cell presets: top and bottom margins ceil(body line height / 2) = 11, the classic cells' content margin
    /// (uikit-facts-breadth §2.3); leading and trailing come from the cell (`axesPreservingSuperviewLayoutMargins`
    /// horizontal).
    static let cellVerticalMargin: CGFloat = 11
    /// Choice: the classic 16-pt space after a cell's image (uikit-facts-breadth §2.3's cell margin).
    static let imageToTextPadding: CGFloat = 16
    /// Text above secondary text: the classic text-to-subtitle padding, 3 (uikit-facts-breadth §2.3).
    static let textToSecondaryTextVerticalPadding: CGFloat = 3
    /// Choice: the 8-pt gap the classic value1 cell keeps between its labels.
    static let textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Header and footer margins (uikit-facts-breadth §2.4, pre-26): plain (4, 4); grouped header (17, 6), footer (6,
    /// 12).
    static let plainHeaderFooterMargins = (top: CGFloat(4), bottom: CGFloat(4))
    static let groupedHeaderMargins = (top: CGFloat(17), bottom: CGFloat(6))
    static let groupedFooterMargins = (top: CGFloat(6), bottom: CGFloat(12))
    /// uikit-facts-breadth §2.4: a grouped table's first header has a 32-pt top margin instead of 17.
    static let firstGroupedHeaderExtraTop: CGFloat = 32 - 17

    /// Fonts: body for cell text (uikit-facts-breadth §2.3); choice: subheadline for secondary text under the text (the
    /// modern presets' larger subtitle), body for value cells' secondary text as in value1 (uikit-facts-breadth §2.3).
    static var textFont: UIFont { .preferredFont(forTextStyle: .body) }
    static var secondaryFont: UIFont { .preferredFont(forTextStyle: .subheadline) }
    /// uikit-facts-breadth §2.4: plain headers and footers in emphasized (semibold) subheadline, grouped ones in
    /// footnote.
    static var plainHeaderFont: UIFont { UIFont(pointSize: 15, weight: .semibold, textStyle: .subheadline) }
    static var groupedHeaderFont: UIFont { .preferredFont(forTextStyle: .footnote) }
    /// Choice: the prominent headers in bold title3 (20) and bold title2 (22), in the label colour.
    static var prominentHeaderFont: UIFont { UIFont(pointSize: 20, weight: .bold, textStyle: .title3) }
    static var extraProminentHeaderFont: UIFont { UIFont(pointSize: 22, weight: .bold, textStyle: .title2) }
    /// Choice: sidebar headers in headline (17 semibold).
    static var sidebarHeaderFont: UIFont { .preferredFont(forTextStyle: .headline) }
}
