import Foundation

/// The views a focus update moves between. Nothing moves focus in a snapshot (no remote, no keyboard), so
/// a context names no views: app code and tests pass one to the focus delegate methods, and a subclass may
/// override what it reports.
@preconcurrency @MainActor
open class UIFocusUpdateContext: NSObject {
    open var previouslyFocusedView: UIView? { nil }
    open var nextFocusedView: UIView? { nil }

    public override init() { super.init() }
}
