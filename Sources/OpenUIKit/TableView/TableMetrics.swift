import Foundation

/// The table numbers, pre-iOS 26, from uikit-facts-breadth §2, with the choices made where the reference is silent.
enum TableMetrics {
    /// Cell margin on each side (uikit-facts-breadth §2.2, modern SDK). Choice: the 20-pt "wide margins" case is left
    /// out, because which screens get it is UNCERTAIN (uikit-facts-breadth §2.2, uikit-facts-breadth §6 item 3).
    static let cellMargin: CGFloat = 16

    /// Standard row height: twice the body leading, body size capped at XXXL (uikit-facts-breadth §2.1); 44 at Large.
    /// ESTIMATE: the body leading is taken as point size + 5 (22 at 17 pt, the only sourced value).
    static func standardRowHeight(for category: UIContentSizeCategory) -> CGFloat {
        let capped = category.isAccessibilityCategory ? UIContentSizeCategory.extraExtraExtraLarge : category
        return 2 * (capped.bodyPointSize + 5)
    }

    /// Grouped and inset-grouped default header and footer height without a title (uikit-facts-breadth §2.1).
    static let groupedEmptyHeaderFooterHeight: CGFloat = 17.5
    /// Plain default header height (uikit-facts-breadth §2.1): 28 scaled with the header font's Dynamic Type size (15
    /// pt at Large).
    static func plainHeaderHeight(font: UIFont) -> CGFloat { (28 * font.pointSize / 15).rounded() }
    /// `sectionHeaderTopPadding` resolved for plain tables (uikit-facts-breadth §2.1). Choice: grouped styles get none
    /// (UNCERTAIN).
    static let plainHeaderTopPadding: CGFloat = 22

    /// Content view top/bottom margin: ceil(body line height / 2) = 11; subtitle cells 4 (uikit-facts-breadth §2.3).
    static func verticalContentMargin(style: UITableViewCell.CellStyle, font: UIFont) -> CGFloat {
        style == .subtitle ? 4 : (font.lineHeight / 2).rounded(.up)
    }
    /// Space between a subtitle cell's text and detail (uikit-facts-breadth §2.3).
    static let textToSubtitlePadding: CGFloat = 3
    /// value1 and value2 cells put the detail under the text at accessibility sizes, as UIKit does (list value
    /// cells too, `UIListContentView`), with the subtitle padding between them. Choice: value2 stacks as value1.
    static func stacksValueLabels(for category: UIContentSizeCategory) -> Bool { category.isAccessibilityCategory }
    /// Space between the content and the accessory (uikit-facts-breadth §2.3).
    static let contentAccessoryPadding: CGFloat = 16

    /// Header/footer layout margins (uikit-facts-breadth §2.4): plain (4, 8, 4, 8); grouped header top 17 (32 for the
    /// first section), bottom 6; grouped footer top 6, bottom 12.
    static func headerFooterVerticalMargins(style: UITableView.Style, isHeader: Bool, isFirstSection: Bool)
        -> (top: CGFloat, bottom: CGFloat)
    {
        if style == .plain { return (4, 4) }
        if isHeader { return (isFirstSection ? 32 : 17, 6) }
        return (6, 12)
    }

    /// Inset-grouped corner radius (uikit-facts-breadth §2.2).
    static let insetGroupedCornerRadius: CGFloat = 10

    /// Choice: the selected-cell background. UIKit's private colour is unknown (legacy grey 0.847, uikit-facts-breadth
    /// §2.3); systemGray4 is the nearest catalogue colour and has a dark variant.
    static var selectedBackgroundColor: UIColor { .systemGray4 }
}
