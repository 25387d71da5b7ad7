import Foundation

/// The numbers of list sections and list cells. UIKit draws lists and tables alike, so every number the table
/// has is the table's (`TableMetrics`, uikit-facts-breadth §2, pre-iOS 26); the rest are choices, listed in the
/// README.
enum ListMetrics {
    /// Rows are at least the table's standard height: 44 at Large (uikit-facts-breadth §2.1).
    static func minimumRowHeight(for category: UIContentSizeCategory) -> CGFloat {
        TableMetrics.standardRowHeight(for: category)
    }

    /// Estimated height of rows and supplementaries before they are measured.
    static let estimatedHeight: CGFloat = 44

    /// Inset-grouped and sidebar sections are inset by the margin (16 compact, 20 regular) inside the safe area,
    /// as inset-grouped tables (uikit-facts-breadth §2.2).
    static func sectionSideInset(
        for appearance: UICollectionLayoutListConfiguration.Appearance, traits: UITraitCollection
    ) -> CGFloat {
        appearance.isInset ? LayoutMetrics.systemMinimumSideMargin(horizontalSizeClass: traits.horizontalSizeClass) : 0
    }

    /// Grouped sections without a header or footer keep the grouped table's empty header and footer height, 17.5
    /// (uikit-facts-breadth §2.1), above and below their rows; plain sections keep nothing.
    static func emptyHeaderFooterHeight(for appearance: UICollectionLayoutListConfiguration.Appearance) -> CGFloat {
        appearance.isGroupedStyle ? TableMetrics.groupedEmptyHeaderFooterHeight : 0
    }

    /// The space above a supplementary header when `headerTopPadding` is nil: a plain table's 22 (uikit-facts-breadth
    /// §2.1), none in grouped styles (the table's choice).
    static func headerTopPadding(for appearance: UICollectionLayoutListConfiguration.Appearance) -> CGFloat {
        appearance.isGroupedStyle ? 0 : TableMetrics.plainHeaderTopPadding
    }

    /// The collection view's background behind the sections: systemGroupedBackground for grouped styles
    /// (uikit-facts-breadth §2.3), systemBackground for plain ones. Choice: the grouped sidebar on
    /// systemGroupedBackground too.
    static func backgroundColor(for appearance: UICollectionLayoutListConfiguration.Appearance) -> UIColor {
        appearance.isGroupedStyle ? .systemGroupedBackground : .systemBackground
    }

    /// Inset-grouped corner radius, 10 (uikit-facts-breadth §2.2). Choice: sidebar rows round all four corners with it.
    static let cornerRadius = TableMetrics.insetGroupedCornerRadius

    /// Cell margin on each side of the content, 16 (uikit-facts-breadth §2.2), and between the content and an accessory
    /// (uikit-facts-breadth §2.3).
    static let cellMargin = TableMetrics.cellMargin
    static let contentAccessoryPadding = TableMetrics.contentAccessoryPadding
    /// Choice: accessories on one side are 8 pt apart (the classic value1 gap between text and detail).
    static let accessorySpacing: CGFloat = 8
    /// Choice: the classic cell's default `indentationWidth`, 10.
    static let indentationWidth: CGFloat = 10
}
