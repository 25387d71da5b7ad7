import Foundation

/// The offsets a bar button item keeps for each bar metrics value. They are kept, not drawn: bar items
/// are laid out by `BarMetrics` alone (docs/uikit-coverage.md).
struct BarItemPositionAdjustments {
    var title: [UIBarMetrics: UIOffset] = [:]
    var backButtonTitle: [UIBarMetrics: UIOffset] = [:]
    var backgroundVertical: [UIBarMetrics: CGFloat] = [:]
    var backButtonBackgroundVertical: [UIBarMetrics: CGFloat] = [:]
}
