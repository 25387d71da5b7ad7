import Foundation

/// Collisions among its items and with its boundaries; kept, never simulated (see `UIDynamicAnimator`).
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let items = Mode(rawValue: 1 << 0)
        public static let boundaries = Mode(rawValue: 1 << 1)
        public static let everything: Mode = [.items, .boundaries]
    }

    private var list: DynamicItemList
    open var items: [any UIDynamicItem] { list.items }
    open var collisionMode: Mode = .everything
    /// Whether the reference view's bounds (inset by `referenceBoundsInsets`) are a boundary.
    open var translatesReferenceBoundsIntoBoundary = false
    open private(set) var referenceBoundsInsets = UIEdgeInsets.zero
    open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?
    private var boundaries: [(identifier: any NSCopying, path: UIBezierPath)] = []

    public init(items: [any UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    public convenience override init() { self.init(items: []) }

    open func addItem(_ item: any UIDynamicItem) { list.add(item) }
    open func removeItem(_ item: any UIDynamicItem) { list.remove(item) }

    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        translatesReferenceBoundsIntoBoundary = true
        referenceBoundsInsets = insets
    }

    open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
        removeBoundary(withIdentifier: identifier)
        boundaries.append((identifier, bezierPath))
    }

    open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
        boundaries.first { Self.same($0.identifier, identifier) }?.path
    }

    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        boundaries.removeAll { Self.same($0.identifier, identifier) }
    }

    open var boundaryIdentifiers: [any NSCopying]? { boundaries.isEmpty ? nil : boundaries.map(\.identifier) }

    open func removeAllBoundaries() { boundaries.removeAll() }

    /// Identifiers are usually strings; others match when they are the same object.
    private static func same(_ a: any NSCopying, _ b: any NSCopying) -> Bool {
        if let a = a as? NSObject, let b = b as? NSObject { return a.isEqual(b) }
        return a as AnyObject === b as AnyObject
    }

    override var ownItems: [any UIDynamicItem] { list.items }
}

/// Told of contacts; never called here, since nothing moves.
@preconcurrency @MainActor
public protocol UICollisionBehaviorDelegate: NSObjectProtocol {
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem,
        at p: CGPoint)
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem)
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension UICollisionBehaviorDelegate {
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem,
        at p: CGPoint
    ) {}
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem
    ) {}
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
    ) {}
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?
    ) {}
}
