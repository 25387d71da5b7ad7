import Foundation

// The Objective-C runtime's associated objects, which UIKit code gets with `import UIKit` on iOS:
// libraries keep per-view state this way. Swift on Linux has no Objective-C runtime, so these are
// stand-ins with the same names and signatures. A value lives in its owner's own storage when the
// owner is a UIResponder (every view and view controller) and so goes when the owner goes; for any
// other owner it sits in a table that lets go of it once the owner is gone (checked on every call).

/// How an associated value is held, as in `<objc/runtime.h>`. Atomic and non-atomic behave alike here:
/// every access takes a lock.
// swift-format-ignore: TypeNamesShouldBeCapitalized
// (The Objective-C runtime's name, which client code spells.)
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not retained: a class instance is held weakly (nil once it is gone, where Objective-C would
    /// dangle); a value type is kept, as there is nothing to dangle.
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Copied through `NSCopying` when the value adopts it, otherwise kept as is.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 0x301
    case OBJC_ASSOCIATION_COPY = 0x303
}

/// Associates `value` with `object` under `key` (usually the address of a static variable); `nil`
/// removes the association. Value-type owners cannot hold associations, as in Objective-C, where they
/// would be boxed afresh on every call: the call is ignored.
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    guard let owner = associationOwner(object) else { return }
    AssociatedObjectStore.lock.withLock {
        AssociatedObjectStore.of(owner, creating: value != nil)?.set(value, for: key, policy: policy)
    }
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard let owner = associationOwner(object) else { return nil }
    return AssociatedObjectStore.lock.withLock {
        AssociatedObjectStore.of(owner, creating: false)?.value(for: key)
    }
}

/// Removes every association of `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    guard let owner = associationOwner(object) else { return }
    AssociatedObjectStore.lock.withLock {
        AssociatedObjectStore.of(owner, creating: false)?.removeAll()
    }
}

private func associationOwner(_ object: Any) -> AnyObject? {
    guard type(of: object as Any) is AnyClass else { return nil }
    return object as AnyObject
}
