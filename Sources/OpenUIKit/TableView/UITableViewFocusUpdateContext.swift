import Foundation

/// A focus update between rows of a table.
@preconcurrency @MainActor
open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
    open var previouslyFocusedIndexPath: IndexPath? { nil }
    open var nextFocusedIndexPath: IndexPath? { nil }

    public override init() { super.init() }
}
