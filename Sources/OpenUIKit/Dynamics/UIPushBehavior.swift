import Foundation

/// A force on its items, continuous or as one impulse; kept, never simulated (see `UIDynamicAnimator`).
/// UIKit's defaults: no force (direction (0, 0)), active.
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
    public enum Mode: Int, Sendable {
        case continuous, instantaneous
    }

    private var list: DynamicItemList
    open var items: [any UIDynamicItem] { list.items }
    public let mode: Mode
    open var active = true
    open var pushDirection = CGVector.zero
    private var targetOffsets: [ObjectIdentifier: UIOffset] = [:]

    public init(items: [any UIDynamicItem], mode: Mode) {
        list = DynamicItemList(items)
        self.mode = mode
        super.init()
    }

    open func addItem(_ item: any UIDynamicItem) { list.add(item) }
    open func removeItem(_ item: any UIDynamicItem) { list.remove(item) }

    /// The direction's angle in radians, clockwise from the positive x axis (y points down).
    open var angle: CGFloat {
        get { atan2(pushDirection.dy, pushDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The force's size: 1 accelerates a 100 × 100-point item of density 1 by 100 points per second squared.
    open var magnitude: CGFloat {
        get { (pushDirection.dx * pushDirection.dx + pushDirection.dy * pushDirection.dy).squareRoot() }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: any UIDynamicItem) {
        targetOffsets[ObjectIdentifier(item)] = offset
    }

    open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
        targetOffsets[ObjectIdentifier(item)] ?? .zero
    }

    override var ownItems: [any UIDynamicItem] { list.items }
}
