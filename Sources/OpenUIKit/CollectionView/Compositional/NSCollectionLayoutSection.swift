import Foundation

/// A section: its group repeated until the section's items are used up, one group after another down
/// the collection view, or side by side in one row when the section scrolls orthogonally (only the
/// row's first screen is shown: nothing scrolls here).
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject, @preconcurrency NSCopying {
    public let group: NSCollectionLayoutGroup
    open var contentInsets = NSDirectionalEdgeInsets.zero
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Drawn behind the section: see `NSCollectionLayoutDecorationItem`.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    open var supplementariesFollowContentInsets = true
    open var contentInsetsReference = UIContentInsetsReference.automatic
    /// Set by `list(using:layoutEnvironment:)`: the list's look, which its cells and supplementaries take.
    var listConfiguration: UICollectionLayoutListConfiguration?
    /// Space above the top supplementaries (a list's `headerTopPadding`).
    var boundaryTopPadding: CGFloat = 0

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// What a section's content insets are measured from (iOS 14). `automatic` is the safe area here.
public enum UIContentInsetsReference: Int, Sendable {
    case automatic, none, safeArea, layoutMargins, readableContent
}
