import Foundation

// The Objective-C runtime's associated objects, which libraries use to keep per-view state. Swift on
// Linux has no Objective-C runtime, so these are stand-ins with the same names and signatures. A value
// lives in its owner's own storage when the owner is an `AssociatedObjectOwner` (every UIKit view, view
// controller and window) and so goes when the owner goes; for any other owner it sits in a table that
// lets go of it once the owner is gone (checked on every call).
//
// Owners and values arrive as `Any`, often with an `Optional` inside (`objc_setAssociatedObject(target
// as Any, …)` with `target: UIView?`): every level of it is looked through, as Objective-C, which has no
// optionals, sees the object itself or nil.

/// Associates `value` with `object` under `key` (usually the address of a static variable); `nil`
/// removes the association. A value-type or nil owner cannot hold associations (in Objective-C it would
/// be boxed afresh on every call, or be nil): the call is ignored.
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    guard let owner = unwrappedObject(object) else { return }
    let value = value.flatMap(unwrappedValue)
    AssociatedObjectStore.lock.withLock {
        let store = AssociatedObjectStore.of(owner, creating: value != nil)
        if let value { store?.set(value, for: key, policy: policy) } else { store?.removeValue(for: key) }
    }
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard let owner = unwrappedObject(object) else { return nil }
    return AssociatedObjectStore.lock.withLock {
        AssociatedObjectStore.of(owner, creating: false)?.value(for: key)
    }
}

/// Removes every association of `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    guard let owner = unwrappedObject(object) else { return }
    AssociatedObjectStore.lock.withLock {
        AssociatedObjectStore.of(owner, creating: false)?.removeAll()
    }
}
