import Foundation

/// The leaf of a compositional layout: one cell of `layoutSize`, drawn inside its `contentInsets`
/// (insets along an estimated dimension are ignored, as UIKit documents).
open class NSCollectionLayoutItem: NSObject, NSCopying {
    public let layoutSize: NSCollectionLayoutSize
    open var contentInsets = NSDirectionalEdgeInsets.zero

    /// Supplementary items attached to items (badges, `init(layoutSize:supplementaryItems:)`) are not
    /// laid out yet, so that initializer is not offered.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}
