import Foundation

/// What an invalidation covers. The layouts here re-prepare everything whatever the context says; the
/// context reaches `invalidateLayout(with:)` so that a custom layout can read what it asked for.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    open internal(set) var invalidateEverything = false
    open internal(set) var invalidateDataSourceCounts = false
    open var contentOffsetAdjustment = CGPoint.zero
    open var contentSizeAdjustment = CGSize.zero
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    public required override init() { super.init() }

    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = invalidatedSupplementaryIndexPaths ?? [:]
        invalidatedSupplementaryIndexPaths?[elementKind, default: []] += indexPaths
    }

    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = invalidatedDecorationIndexPaths ?? [:]
        invalidatedDecorationIndexPaths?[elementKind, default: []] += indexPaths
    }
}

/// The flow layout's context: whether the delegate's metrics and the computed attributes are void.
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    open var invalidateFlowLayoutDelegateMetrics = true
    open var invalidateFlowLayoutAttributes = true
}
