import Foundation

/// What a list section tells each of its cells and supplementaries through their layout attributes: the
/// appearance, the element's place in the section and the resolved separator.
struct ListItemContext {
    enum Role {
        case cell
        /// The first cell of a section whose `headerMode` is `firstItemInSection`.
        case headerItem
        case header
        case footer
    }

    var appearance: UICollectionLayoutListConfiguration.Appearance
    var role: Role
    var isFirstSection: Bool
    var isFirstInSection: Bool
    var isLastInSection: Bool
    var showsSeparators: Bool
    var separator: UIListSeparatorConfiguration
    /// The collection view's safe-area insets on the element's left and right (plain and grouped rows span the
    /// collection view and keep their content inside the safe area).
    var safeLeft: CGFloat
    var safeRight: CGFloat
    var isEditing: Bool

    var isHeader: Bool { role == .header || role == .headerItem }
}
