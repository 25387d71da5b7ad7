import Foundation

/// Moves an item to a point with a spring; kept, never simulated (see `UIDynamicAnimator`). UIKit's
/// default damping is 0.5.
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
    private let item: any UIDynamicItem
    open var snapPoint: CGPoint
    open var damping: CGFloat = 0.5

    public init(item: any UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    override var ownItems: [any UIDynamicItem] { [item] }
}
