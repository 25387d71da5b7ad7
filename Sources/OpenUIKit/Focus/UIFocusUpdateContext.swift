import Foundation

/// The views a focus update moves between. Nothing moves focus in a snapshot (no remote, no keyboard), so
/// contexts are only made by app code and tests that call the focus delegate methods.
@preconcurrency @MainActor
open class UIFocusUpdateContext: NSObject {
    open private(set) weak var previouslyFocusedView: UIView?
    open private(set) weak var nextFocusedView: UIView?

    public override init() { super.init() }

    package init(previouslyFocusedView: UIView?, nextFocusedView: UIView?) {
        self.previouslyFocusedView = previouslyFocusedView
        self.nextFocusedView = nextFocusedView
        super.init()
    }
}
