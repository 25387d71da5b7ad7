import Foundation

/// A cell's or header's background: a colour with insets, corner radius and stroke. The list presets use the
/// table's backgrounds (uikit-facts-breadth §2.3); `updated(for:)` shows selection as the classic cells do.
public struct UIBackgroundConfiguration: Hashable {
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    public var strokeColor: UIColor?
    /// 1, drawn only with a stroke colour (uikit-facts-breadth §4: "stroke width 1, clear").
    public var strokeWidth: CGFloat = 1
    public var image: UIImage?
    public var customView: UIView?

    private init(backgroundColor: UIColor?) {
        self.backgroundColor = backgroundColor
    }

    public static func clear() -> Self { Self(backgroundColor: .clear) }
    public static func listPlainCell() -> Self { Self(backgroundColor: .systemBackground) }
    public static func listGroupedCell() -> Self { Self(backgroundColor: .secondarySystemGroupedBackground) }
    public static func listSidebarCell() -> Self { Self(backgroundColor: .clear) }
    public static func listPlainHeaderFooter() -> Self { Self(backgroundColor: .systemBackground) }
    public static func listGroupedHeaderFooter() -> Self { Self(backgroundColor: .clear) }

    /// Selected or highlighted cells take the table's selected colour (`TableMetrics.selectedBackgroundColor`).
    public func updated(for state: UIConfigurationState) -> Self {
        guard let cell = state as? UICellConfigurationState, cell.isSelected || cell.isHighlighted else { return self }
        var configuration = self
        configuration.backgroundColor = TableMetrics.selectedBackgroundColor
        return configuration
    }

    /// nil takes the view's tint colour, as in UIKit.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor { backgroundColor ?? tintColor }
}
