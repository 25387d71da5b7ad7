import Foundation

/// The runtime's `@synchronized` primitives, which Swift code calls as `objc_sync_enter(self); defer {
/// objc_sync_exit(self) }`: a recursive lock per object, made on first use and dropped once no thread
/// holds or waits for it, so that an identity reused after the object is gone starts afresh.
enum ObjectSynchronization {
    private final class Entry {
        let condition = NSCondition()
        /// The thread holding the object, and how many times it entered; guarded by `condition`.
        var owner: Thread?
        var depth = 0
        /// Entries not yet exited, by any thread; guarded by `tableLock`.
        var users = 0
    }

    private static let tableLock = NSLock()
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]

    static func enter(_ object: AnyObject) {
        let entry = tableLock.withLock {
            let entry = entries[ObjectIdentifier(object)] ?? Entry()
            entries[ObjectIdentifier(object)] = entry
            entry.users += 1
            return entry
        }
        let thread = Thread.current
        entry.condition.withLock {
            while let owner = entry.owner, owner !== thread { entry.condition.wait() }
            entry.owner = thread
            entry.depth += 1
        }
    }

    /// False when the calling thread does not hold the object.
    static func exit(_ object: AnyObject) -> Bool {
        guard let entry = tableLock.withLock({ entries[ObjectIdentifier(object)] }) else { return false }
        let thread = Thread.current
        let owned = entry.condition.withLock {
            guard entry.owner === thread else { return false }
            entry.depth -= 1
            if entry.depth == 0 {
                entry.owner = nil
                entry.condition.signal()
            }
            return true
        }
        guard owned else { return false }
        tableLock.withLock {
            entry.users -= 1
            if entry.users == 0 { entries[ObjectIdentifier(object)] = nil }
        }
        return true
    }
}

/// `OBJC_SYNC_SUCCESS`, what the functions return when they succeed.
public let OBJC_SYNC_SUCCESS: Int32 = 0
/// What `objc_sync_exit` returns when the thread does not hold the object's lock.
public let OBJC_SYNC_NOT_OWNING_THREAD_ERROR: Int32 = -1

/// Takes the recursive lock of `obj` (any levels of `Optional` looked through), waiting for another
/// thread that holds it; nil or a value type takes nothing, as the runtime does for nil.
@discardableResult
public func objc_sync_enter(_ obj: Any) -> Int32 {
    if let object = unwrappedObject(obj) { ObjectSynchronization.enter(object) }
    return OBJC_SYNC_SUCCESS
}

/// Gives back the lock `objc_sync_enter` took.
@discardableResult
public func objc_sync_exit(_ obj: Any) -> Int32 {
    guard let object = unwrappedObject(obj) else { return OBJC_SYNC_SUCCESS }
    return ObjectSynchronization.exit(object) ? OBJC_SYNC_SUCCESS : OBJC_SYNC_NOT_OWNING_THREAD_ERROR
}
