import Foundation

// The runtime's class functions that Swift code calls. `NSStringFromClass` and `NSClassFromString` are
// Foundation's own on Linux too: they name a Swift class `Module.Type` and find one by that name through
// the Swift runtime's metadata, including classes the program has not used yet.

/// The class's name as `NSStringFromClass` gives it (`"Module.Type"`), as a C string that stays valid for
/// the life of the process; `"nil"` for nil, as the runtime returns.
public func class_getName(_ cls: AnyClass?) -> UnsafePointer<CChar> {
    InternedCString.pointer(to: cls.map(NSStringFromClass) ?? "nil")
}

/// The class of `obj` (looking through optionals); nil for nil or a value type, which has no class.
public func object_getClass(_ obj: Any?) -> AnyClass? {
    unwrappedObject(obj).map { type(of: $0) }
}

/// The name of the class of `obj`, as `class_getName` gives it.
public func object_getClassName(_ obj: Any?) -> UnsafePointer<CChar> { class_getName(object_getClass(obj)) }

/// Whether instances of `cls` respond to `sel` (see `Selector` for which selectors can).
public func class_respondsToSelector(_ cls: AnyClass?, _ sel: Selector) -> Bool {
    guard let cls, let method = sel.method else { return false }
    return method.belongs(toInstancesOf: cls)
}
