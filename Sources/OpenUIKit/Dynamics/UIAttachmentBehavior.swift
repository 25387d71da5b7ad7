import Foundation

/// Ties an item to an anchor point or to another item, rigidly or as a spring; kept, never simulated (see
/// `UIDynamicAnimator`). The length starts as the distance between the attachment points, as in UIKit.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    public enum AttachmentType: Int, Sendable {
        case items, anchor
    }

    public let items: [any UIDynamicItem]
    public let attachedBehaviorType: AttachmentType
    open var anchorPoint: CGPoint
    open var length: CGFloat
    /// 0 (UIKit's default) with a frequency of 0 makes the attachment rigid.
    open var damping: CGFloat = 0
    open var frequency: CGFloat = 0
    open var frictionTorque: CGFloat = 0
    open var attachmentRange = UIFloatRange.infinite

    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    public init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        items = [item]
        attachedBehaviorType = .anchor
        anchorPoint = point
        length = Self.distance(Self.point(of: item, offset: offset), point)
        super.init()
    }

    public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    public init(
        item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: any UIDynamicItem,
        offsetFromCenter offset2: UIOffset
    ) {
        items = [item1, item2]
        attachedBehaviorType = .items
        anchorPoint = .zero
        length = Self.distance(Self.point(of: item1, offset: offset1), Self.point(of: item2, offset: offset2))
        super.init()
    }

    private static func point(of item: any UIDynamicItem, offset: UIOffset) -> CGPoint {
        CGPoint(x: item.center.x + offset.horizontal, y: item.center.y + offset.vertical)
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    override var ownItems: [any UIDynamicItem] { items }
}
