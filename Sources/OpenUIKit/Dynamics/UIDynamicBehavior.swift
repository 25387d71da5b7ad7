import Foundation

/// A behaviour of UIKit Dynamics: its child behaviours and the block run at each simulation step (never
/// run here: nothing simulates, see `UIDynamicAnimator`).
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    open var action: (() -> Void)?
    open internal(set) weak var dynamicAnimator: UIDynamicAnimator?

    public override init() { super.init() }

    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.append(behavior)
    }

    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        childBehaviors.removeAll { $0 === behavior }
    }

    /// Called before the behaviour joins (or, with nil, leaves) an animator.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// The items of this behaviour and its children, for `UIDynamicAnimator.items(in:)`.
    var allItems: [any UIDynamicItem] { ownItems + childBehaviors.flatMap(\.allItems) }

    /// The items this behaviour acts on itself; subclasses with items override it.
    var ownItems: [any UIDynamicItem] { [] }
}
