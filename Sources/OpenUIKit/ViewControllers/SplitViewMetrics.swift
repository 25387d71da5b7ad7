import Foundation

/// Every number and colour of `UISplitViewController`, sourced where a source was found, else chosen (README,
/// Choices).
enum SplitViewMetrics {
    /// With `automaticDimension`, the primary column is at most 320 pt wide and at least 0 (useyourloaf, "Change
    /// the width of the master view in a split view controller": UIKit's defaults for `maximumPrimaryColumnWidth`
    /// and `minimumPrimaryColumnWidth`).
    static let defaultMaximumColumnWidth: CGFloat = 320
    static let defaultMinimumColumnWidth: CGFloat = 0
    /// Choice: with no preferred width or fraction, a column is as wide as the default maximum (every regular-width
    /// split view is wider than twice that). The supplementary column takes the primary column's defaults.
    static let defaultColumnWidth: CGFloat = 320

    /// A column's width: the preferred points (iOS 14), else the preferred fraction of the split view, else the
    /// default, kept within the minimum and maximum. An explicit preferred width above the default maximum is
    /// kept (choice: UIKit's column API lets a preferred width widen the column without touching the maximum).
    static func columnWidth(
        in totalWidth: CGFloat, preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat
    ) -> CGFloat {
        let automatic = UISplitViewController.automaticDimension
        var width = defaultColumnWidth
        var defaultMaximum = defaultMaximumColumnWidth
        if preferred != automatic && preferred >= 0 {
            width = preferred
            defaultMaximum = max(defaultMaximum, preferred)
        } else if fraction != automatic && fraction >= 0 {
            width = (totalWidth * min(fraction, 1)).rounded(.down)
        }
        let upper = maximum != automatic && maximum >= 0 ? maximum : defaultMaximum
        let lower = minimum != automatic && minimum >= 0 ? minimum : defaultMinimumColumnWidth
        return max(lower, min(width, upper, totalWidth))
    }

    /// `.automatic` on a regular-width screen: the primary column beside the secondary in landscape and hidden in
    /// portrait (useyourloaf, "Split view controller display modes": the default "hides the master view" in
    /// portrait). Choice for three columns: all three in landscape, the supplementary beside the secondary in
    /// portrait.
    static func automaticDisplayMode(tripleColumn: Bool, landscape: Bool) -> UISplitViewController.DisplayMode {
        if tripleColumn { return landscape ? .twoBesideSecondary : .oneBesideSecondary }
        return landscape ? .oneBesideSecondary : .secondaryOnly
    }

    /// `.automatic` split behaviour: columns tile in landscape; in portrait a shown primary column comes over the
    /// secondary one (classic iPad portrait: primaryOverlay). Choice: three columns tile in both.
    static func automaticSplitBehavior(tripleColumn: Bool, landscape: Bool) -> UISplitViewController.SplitBehavior {
        tripleColumn || landscape ? .tile : .overlay
    }

    /// The hairline between columns, one device pixel wide. Choice (not sourced): the bars' hairline colour, so the
    /// divider and the navigation bars' bottom lines meet in one colour.
    static let dividerColor = BarMetrics.shadowColor

    /// `primaryBackgroundStyle = .sidebar` drawn as a flat colour under the primary column. Choice: the sidebar
    /// material's usual look, secondarySystemBackground (#F2F2F7 light, #1C1C1E dark).
    static let sidebarColor = UIColor.secondarySystemBackground
}
