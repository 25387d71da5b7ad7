import Foundation

/// What a view controller's content-unavailable configuration is updated for: its traits and, for a search,
/// the query (iOS 17).
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var searchText: String?

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.traitCollection == rhs.traitCollection && lhs.searchText == rhs.searchText
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(searchText) }
}
