import Foundation

/// The search bar's numbers, in one place (README, "Choices"), with their sources where there are some.
enum SearchMetrics {
    /// A standalone search bar is 56 tall (iOS 11+; jdisho/Papr pull request 67: "iOS 11~ UISearchBar now has the
    /// height equals to 56").
    static let standaloneHeight: CGFloat = 56

    /// The search field: 36 tall, 30 in compact metrics (uikit-facts-breadth §3.1, `_UISearchTextFieldVisualStyle_iOS`).
    static func fieldHeight(_ traits: UITraitCollection) -> CGFloat {
        BarMetrics.usesMiniBars(traits) ? 30 : 36
    }

    /// The row a navigation item's search bar adds below the (large) title. CHOICE: 52 (the iOS 11+ figure quoted
    /// for the search bar in a navigation bar; no primary source found), the field (36) with 8 above and below; in
    /// compact height the 30-pt field with the same 8 + 8, 46.
    static func navigationBarRowHeight(_ traits: UITraitCollection) -> CGFloat {
        fieldHeight(traits) + 16
    }

    /// Standalone bars inset the field 8 from their (safe) sides; in a navigation bar it lines up with the large
    /// title at the bar's side margin (`BarMetrics.sideMargin`). CHOICE.
    static let standaloneSideInset: CGFloat = 8
    /// Between the field and the Cancel button. CHOICE.
    static let cancelButtonGap: CGFloat = 8
    /// The scope bar's row under the field: a segmented control centred in 44 pt. CHOICE.
    static let scopeBarRowHeight: CGFloat = 44

    /// Inside the field: corner radius 10, the magnifier an 18-pt box 8 from the leading edge, the text 6 after it
    /// and 8 from the trailing edge. CHOICES (the look of iOS 13–17).
    static let fieldCornerRadius: CGFloat = 10
    static let iconSize: CGFloat = 18
    static let iconInset: CGFloat = 8
    static let iconTextGap: CGFloat = 6
    static let textTrailingInset: CGFloat = 8

    /// The field's fill (tertiarySystemFill), the magnifier and placeholder (secondaryLabel). CHOICES.
    static let fieldFill = UIColor.tertiarySystemFill
    static let iconColor = UIColor.secondaryLabel
    static let placeholderColor = UIColor.secondaryLabel
}
