import Foundation

/// The layout numbers UIKit does not document as formulas, in one place with their sources and the choices made.
enum LayoutMetrics {
    /// Default margins of an ordinary view: 8 pt on each side (Apple docs, `UIView.layoutMargins`, uikit-facts §2.1).
    static let defaultMargin: CGFloat = 8

    /// A view controller root view's minimum leading/trailing margin (top and bottom are 0).
    ///
    /// Choice: 16 pt in a compact-width environment, 20 pt in a regular one (useyourloaf "changing root view
    /// layout margins"; the older Apple doc revision says "either 16 or 20"). One observation disagrees: the
    /// monday.com article reports 20 on an iPhone 12 in portrait (compact width). The size-class rule is kept because
    /// it is the only stated rule and it matches iPhone 8 (16) and iPad (20) reports. Unspecified counts as compact.
    static func systemMinimumSideMargin(horizontalSizeClass: UIUserInterfaceSizeClass) -> CGFloat {
        horizontalSizeClass == .regular ? 20 : 16
    }

    /// Root-view margins are measured from the safe area: effective margin = safe-area inset + margin. This fits
    /// both sourced observations (iPhone 8 portrait top 20 = 20 + 0; iPhone 11 landscape leading 64 = 44 + 20,
    /// monday.com); a max(safe, margin) model would give 44 for the latter (uikit-facts §2.2).
    static let marginsAddSafeArea = true

    /// Maximum readable width for a content size category.
    ///
    /// Only `.large` (672 pt) is sourced (useyourloaf: 672 wide, inset 176 on a 1024-pt iPad). ESTIMATE for every
    /// other category: UIKit scales the guide with Dynamic Type, so the width is scaled with the body text size
    /// (17 pt at Large) and rounded to whole points; `.unspecified` uses `.large`.
    static func readableWidth(for category: UIContentSizeCategory) -> CGFloat {
        (672 * category.bodyPointSize / 17).rounded()
    }

    /// Engine frames are snapped to the pixel grid the way UIKit does it: each edge in window coordinates is
    /// rounded to the nearest 1/scale (halves away from zero), and the size is the distance between the rounded
    /// edges, so adjacent views never overlap or leave a gap. An unspecified scale (a view outside any window)
    /// leaves frames unrounded.
    static func roundToPixel(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        guard scale > 0 else { return value }
        return (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    /// Priority of the readable guide's pull towards the readable width: below required, above every priority
    /// client code normally uses (999).
    static let readableWidthPriority: Double = 999.5
}
