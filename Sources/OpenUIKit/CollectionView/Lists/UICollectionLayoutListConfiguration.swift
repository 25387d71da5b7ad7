import Foundation

/// How a list section looks (iOS 14): the table styles as a compositional-layout section. Every number it
/// resolves to is in `ListMetrics`, taken from the table's where UIKit shares them.
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int, Sendable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
        case sidebar = 3
        case sidebarPlain = 4
    }

    public enum HeaderMode: Int, Sendable {
        case none = 0
        case supplementary = 1
        case firstItemInSection = 2
    }

    public enum FooterMode: Int, Sendable {
        case none = 0
        case supplementary = 1
    }

    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?
    public typealias ItemSeparatorHandler =
        @MainActor (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    public let appearance: Appearance
    /// Sidebars have none (UIKit's default for them).
    public var showsSeparators: Bool
    public var separatorConfiguration: UIListSeparatorConfiguration
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// nil: the appearance's background (`ListMetrics.backgroundColor(for:)`).
    public var backgroundColor: UIColor?
    /// Kept: nothing swipes here, rows are shown at rest.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// nil: the automatic padding above each header (`ListMetrics.headerTopPadding(for:)`).
    public var headerTopPadding: CGFloat?

    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = !appearance.isSidebar
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }
}

extension UICollectionLayoutListConfiguration.Appearance {
    var isSidebar: Bool { self == .sidebar || self == .sidebarPlain }
    /// Grouped, inset-grouped and sidebar sections: grouped headers and backgrounds.
    var isGroupedStyle: Bool { self == .grouped || self == .insetGrouped || self == .sidebar }
    /// Inset-grouped and sidebar sections sit inside the margins with rounded corners.
    var isInset: Bool { self == .insetGrouped || self == .sidebar }
}

/// A list's separators (iOS 14): visibility above and below each row, insets (automatic: aligned with the
/// row's text, as a table's) and colours.
public struct UIListSeparatorConfiguration: Hashable {
    public enum Visibility: Int, Sendable {
        case automatic = 0
        case visible = 1
        case hidden = 2
    }

    /// The insets that mean "from the cell's text" (a sentinel compared component by component).
    public static let automaticInsets = NSDirectionalEdgeInsets(
        top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude, bottom: -.greatestFiniteMagnitude,
        trailing: -.greatestFiniteMagnitude)

    public var topSeparatorVisibility = Visibility.automatic
    public var bottomSeparatorVisibility = Visibility.automatic
    public var topSeparatorInsets = Self.automaticInsets
    public var bottomSeparatorInsets = Self.automaticInsets
    /// The table's separator colour (uikit-facts-breadth §2.2).
    public var color: UIColor = .separator
    public var multipleSelectionColor: UIColor = .separator

    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}
