import Foundation

/// A focus update between rows of a table.
@preconcurrency @MainActor
open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
    open private(set) var previouslyFocusedIndexPath: IndexPath?
    open private(set) var nextFocusedIndexPath: IndexPath?

    public override init() { super.init() }

    package init(previouslyFocusedIndexPath: IndexPath?, nextFocusedIndexPath: IndexPath?) {
        self.previouslyFocusedIndexPath = previouslyFocusedIndexPath
        self.nextFocusedIndexPath = nextFocusedIndexPath
        super.init(previouslyFocusedView: nil, nextFocusedView: nil)
    }
}
