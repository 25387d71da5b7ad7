import Foundation

/// One owner's associated values by key. An `AssociatedObjectOwner` (every UIKit responder) holds its
/// store, so the values are released with it; other owners' stores sit in `detached`, keyed by identity
/// and dropped once a weak reference to the owner reads nil.
package final class AssociatedObjectStore {
    private enum Held {
        case strong(Any)
        case weak(WeakBox)
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private struct Detached {
        weak var owner: AnyObject?
        let store: AssociatedObjectStore
    }

    /// One lock for every store: associations are rare and short, and the runtime's are thread-safe.
    static let lock = NSLock()
    nonisolated(unsafe) private static var detached: [ObjectIdentifier: Detached] = [:]

    private var values: [UnsafeRawPointer: Held] = [:]

    /// The owner's store; with `creating`, made on first use. Call with `lock` held.
    static func of(_ owner: AnyObject, creating: Bool) -> AssociatedObjectStore? {
        if let owner = owner as? any AssociatedObjectOwner {
            if owner.associatedObjects == nil && creating { owner.associatedObjects = AssociatedObjectStore() }
            return owner.associatedObjects
        }
        // Identities are reused once an object is gone: drop the stores of owners that went away.
        detached = detached.filter { $0.value.owner != nil }
        let id = ObjectIdentifier(owner)
        if let entry = detached[id] { return entry.store }
        guard creating else { return nil }
        let store = AssociatedObjectStore()
        detached[id] = Detached(owner: owner, store: store)
        return store
    }

    func set(_ value: Any, for key: UnsafeRawPointer, policy: objc_AssociationPolicy) {
        let isObject = type(of: value) is AnyClass
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN:
            values[key] = isObject ? .weak(WeakBox(value as AnyObject)) : .strong(value)
        case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
            values[key] = .strong(value)
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            values[key] = .strong((value as? NSCopying)?.copy(with: nil) ?? value)
        }
    }

    func removeValue(for key: UnsafeRawPointer) { values[key] = nil }

    func value(for key: UnsafeRawPointer) -> Any? {
        switch values[key] {
        case .strong(let value): return value
        case .weak(let box): return box.object
        case nil: return nil
        }
    }

    func removeAll() { values.removeAll() }
}
