import Foundation

/// Gravity on its items. UIKit's defaults: straight down, magnitude 1 (1,000 points per second squared).
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    private var list: DynamicItemList
    open var items: [any UIDynamicItem] { list.items }
    open var gravityDirection = CGVector(dx: 0, dy: 1)

    public init(items: [any UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    public convenience override init() { self.init(items: []) }

    open func addItem(_ item: any UIDynamicItem) { list.add(item) }
    open func removeItem(_ item: any UIDynamicItem) { list.remove(item) }

    /// The direction's angle in radians, clockwise from the positive x axis (y points down).
    open var angle: CGFloat {
        get { atan2(gravityDirection.dy, gravityDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The direction's length.
    open var magnitude: CGFloat {
        get { (gravityDirection.dx * gravityDirection.dx + gravityDirection.dy * gravityDirection.dy).squareRoot() }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    override var ownItems: [any UIDynamicItem] { list.items }
}
