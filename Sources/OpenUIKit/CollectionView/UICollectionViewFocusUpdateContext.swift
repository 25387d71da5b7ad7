import Foundation

/// A focus update between items of a collection view.
@preconcurrency @MainActor
open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
    open var previouslyFocusedIndexPath: IndexPath? { nil }
    open var nextFocusedIndexPath: IndexPath? { nil }

    public override init() { super.init() }
}
