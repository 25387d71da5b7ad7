import Foundation

/// The leaf of a compositional layout: one cell of `layoutSize`, drawn inside its `contentInsets`
/// (insets along an estimated dimension are ignored, as UIKit documents), with the supplementary views
/// attached to it (badges).
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject, @preconcurrency NSCopying {
    public let layoutSize: NSCollectionLayoutSize
    open var contentInsets = NSDirectionalEdgeInsets.zero
    var supplementaryItemsStorage: [NSCollectionLayoutSupplementaryItem] = []

    /// Laid out with the item, anchored to its frame, and given its index path.
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { supplementaryItemsStorage }

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }

    public convenience init(
        layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    ) {
        self.init(layoutSize: layoutSize)
        supplementaryItemsStorage = supplementaryItems
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}
