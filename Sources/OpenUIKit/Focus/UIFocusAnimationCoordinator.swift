import Foundation

/// Runs animations alongside a focus change. Focus never changes in a snapshot; an app's animations run at
/// once and their completion follows, the state a snapshot shows after the change.
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator: NSObject {
    public override init() { super.init() }

    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        animations?()
        completion?()
    }
}
