import Foundation

/// The physical properties of its items (UIKit's defaults: elasticity, friction, resistance and charge 0,
/// density 1, rotation allowed) and velocities added to them; kept, never simulated (see
/// `UIDynamicAnimator`), so an item's velocity is what was added.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    private var list: DynamicItemList
    open var items: [any UIDynamicItem] { list.items }
    open var elasticity: CGFloat = 0
    open var friction: CGFloat = 0
    open var density: CGFloat = 1
    open var resistance: CGFloat = 0
    open var angularResistance: CGFloat = 0
    open var charge: CGFloat = 0
    open var isAnchored = false
    open var allowsRotation = true
    private var linearVelocities: [ObjectIdentifier: CGPoint] = [:]
    private var angularVelocities: [ObjectIdentifier: CGFloat] = [:]

    public init(items: [any UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    open func addItem(_ item: any UIDynamicItem) { list.add(item) }
    open func removeItem(_ item: any UIDynamicItem) { list.remove(item) }

    open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
        let current = linearVelocity(for: item)
        linearVelocities[ObjectIdentifier(item)] = CGPoint(x: current.x + velocity.x, y: current.y + velocity.y)
    }

    open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
        linearVelocities[ObjectIdentifier(item)] ?? .zero
    }

    open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
        angularVelocities[ObjectIdentifier(item), default: 0] += velocity
    }

    open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
        angularVelocities[ObjectIdentifier(item)] ?? 0
    }

    override var ownItems: [any UIDynamicItem] { list.items }
}
