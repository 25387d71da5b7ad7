import Foundation

/// Foundation's map table, which Foundation on Linux lacks: a dictionary whose keys and values may be held
/// weakly. An entry whose weak key or weak value is gone is removed (before every answer here, where
/// Foundation removes it at some later point, so `count` is exact). Keys compare with `isEqual(_:)` and
/// `hash` unless the key options ask for identity; enumeration follows insertion order.
open class NSMapTable<KeyType: AnyObject, ObjectType: AnyObject>: NSObject {
    private final class Entry {
        let key: PointerSlot
        var value: PointerSlot
        let hash: Int
        let order: Int

        init(key: PointerSlot, value: PointerSlot, hash: Int, order: Int) {
            self.key = key
            self.value = value
            self.hash = hash
            self.order = order
        }

        var isLive: Bool { key.object != nil && value.object != nil }
    }

    private let keyOptions: NSPointerFunctions.Options
    private let valueOptions: NSPointerFunctions.Options
    private var buckets: [Int: [Entry]] = [:]
    private var insertions = 0

    public init(
        keyOptions: NSPointerFunctions.Options, valueOptions: NSPointerFunctions.Options, capacity initialCapacity: Int
    ) {
        self.keyOptions = keyOptions
        self.valueOptions = valueOptions
        super.init()
    }

    public convenience init(keyOptions: NSPointerFunctions.Options = [], valueOptions: NSPointerFunctions.Options = [])
    {
        self.init(keyOptions: keyOptions, valueOptions: valueOptions, capacity: 0)
    }

    open class func strongToStrongObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .strongMemory, valueOptions: .strongMemory)
    }

    open class func weakToStrongObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .weakMemory, valueOptions: .strongMemory)
    }

    open class func strongToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .strongMemory, valueOptions: .weakMemory)
    }

    open class func weakToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .weakMemory, valueOptions: .weakMemory)
    }

    open func object(forKey aKey: KeyType?) -> ObjectType? {
        guard let aKey else { return nil }
        return entry(for: aKey)?.value.object as? ObjectType
    }

    /// Sets the value for the key; a nil value removes the key, and a nil key does nothing.
    open func setObject(_ anObject: ObjectType?, forKey aKey: KeyType?) {
        guard let aKey else { return }
        guard let anObject else { return removeObject(forKey: aKey) }
        let value = PointerSlot(anObject, weakly: valueOptions.isWeak)
        if let existing = entry(for: aKey) {
            existing.value = value
            return
        }
        let key = keyOptions.contains(.copyIn) ? ((aKey as? NSCopying)?.copy(with: nil) as AnyObject?) ?? aKey : aKey
        let hash = PointerEquality.hash(key, byIdentity: keyOptions.comparesIdentity)
        buckets[hash, default: []].append(
            Entry(key: PointerSlot(key, weakly: keyOptions.isWeak), value: value, hash: hash, order: insertions))
        insertions += 1
    }

    open func removeObject(forKey aKey: KeyType?) {
        guard let aKey else { return }
        let hash = PointerEquality.hash(aKey, byIdentity: keyOptions.comparesIdentity)
        buckets[hash]?.removeAll { entry in entry.key.object.map { matches($0, aKey) } ?? true }
        if buckets[hash]?.isEmpty == true { buckets[hash] = nil }
    }

    open func removeAllObjects() { buckets.removeAll() }

    open var count: Int { liveEntries().count }

    open func keyEnumerator() -> NSEnumerator { ObjectEnumerator(liveEntries().compactMap { $0.key.object }) }

    open func objectEnumerator() -> NSEnumerator? { ObjectEnumerator(liveEntries().compactMap { $0.value.object }) }

    /// The entries as a dictionary: `NSObject` keys as themselves, other objects by identity.
    open func dictionaryRepresentation() -> [AnyHashable: ObjectType] {
        var dictionary: [AnyHashable: ObjectType] = [:]
        for entry in liveEntries() {
            guard let key = entry.key.object, let value = entry.value.object as? ObjectType else { continue }
            dictionary[(key as? NSObject).map { AnyHashable($0) } ?? AnyHashable(ObjectIdentifier(key))] = value
        }
        return dictionary
    }

    private func matches(_ stored: AnyObject, _ key: AnyObject) -> Bool {
        PointerEquality.isEqual(stored, key, byIdentity: keyOptions.comparesIdentity)
    }

    private func entry(for key: AnyObject) -> Entry? {
        let hash = PointerEquality.hash(key, byIdentity: keyOptions.comparesIdentity)
        buckets[hash]?.removeAll { !$0.isLive }
        return buckets[hash]?.first { entry in entry.key.object.map { matches($0, key) } ?? false }
    }

    /// The entries still alive, in insertion order, with the rest removed.
    private func liveEntries() -> [Entry] {
        buckets = buckets.compactMapValues { bucket in
            let live = bucket.filter(\.isLive)
            return live.isEmpty ? nil : live
        }
        return buckets.values.joined().sorted { $0.order < $1.order }
    }
}
