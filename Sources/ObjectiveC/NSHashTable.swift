import Foundation

/// Foundation's hash table, which Foundation on Linux lacks: a set whose members may be held weakly (the
/// usual home of several delegates). A member that is gone is removed before every answer, so `count`
/// and `allObjects` are exact; members compare with `isEqual(_:)` unless the options ask for identity;
/// `allObjects` follows insertion order.
open class NSHashTable<ObjectType: AnyObject>: NSObject {
    private let options: NSPointerFunctions.Options
    private var members: [PointerSlot] = []

    public init(options: NSPointerFunctions.Options, capacity initialCapacity: Int) {
        self.options = options
        super.init()
    }

    public convenience init(options: NSPointerFunctions.Options = []) {
        self.init(options: options, capacity: 0)
    }

    open class func weakObjects() -> NSHashTable<ObjectType> { NSHashTable(options: .weakMemory) }

    /// Adds the object unless an equal one is a member already; nil does nothing.
    open func add(_ object: ObjectType?) {
        guard let object, member(object) == nil else { return }
        members.append(PointerSlot(object, weakly: options.isWeak))
    }

    open func remove(_ object: ObjectType?) {
        guard let object else { return }
        members.removeAll { slot in slot.object.map { isEqual($0, object) } ?? true }
    }

    open func removeAllObjects() { members.removeAll() }

    open func contains(_ anObject: ObjectType?) -> Bool { member(anObject) != nil }

    /// The member equal to `object`, if any.
    open func member(_ object: ObjectType?) -> ObjectType? {
        guard let object else { return nil }
        return allObjects.first { isEqual($0, object) }
    }

    open var allObjects: [ObjectType] {
        members.removeAll { $0.object == nil }
        return members.compactMap { $0.object as? ObjectType }
    }

    open var anyObject: ObjectType? { allObjects.first }

    open var count: Int { allObjects.count }

    open func objectEnumerator() -> NSEnumerator { ObjectEnumerator(allObjects) }

    private func isEqual(_ lhs: AnyObject, _ rhs: AnyObject) -> Bool {
        PointerEquality.isEqual(lhs, rhs, byIdentity: options.comparesIdentity)
    }
}
