import Foundation

/// What UIKit Dynamics moves: a view (or any object with a centre, bounds and transform).
@preconcurrency @MainActor
public protocol UIDynamicItem: NSObjectProtocol {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    var collisionBoundingPath: UIBezierPath { get }
}

/// UIKit's defaults for the protocol's optional members: a rectangle, and the bounds as its path.
extension UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    public var collisionBoundingPath: UIBezierPath { UIBezierPath(rect: bounds) }
}

public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    case rectangle, ellipse, path
}

extension UIView: UIDynamicItem {}

/// Several items that behave as one body.
@preconcurrency @MainActor
open class UIDynamicItemGroup: NSObject, UIDynamicItem {
    public let items: [any UIDynamicItem]

    public init(items: [any UIDynamicItem]) {
        self.items = items
        super.init()
    }

    /// The centre of the items' bounding box, as UIKit reports it.
    open var center: CGPoint {
        get {
            let box = boundingBox
            return CGPoint(x: box.midX, y: box.midY)
        }
        set {}
    }

    open var bounds: CGRect { CGRect(origin: .zero, size: boundingBox.size) }

    open var transform = CGAffineTransform.identity

    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }

    private var boundingBox: CGRect {
        items.map { item in
            CGRect(
                x: item.center.x - item.bounds.width / 2, y: item.center.y - item.bounds.height / 2,
                width: item.bounds.width, height: item.bounds.height)
        }.reduce(CGRect.null) { $0.union($1) }
    }
}
