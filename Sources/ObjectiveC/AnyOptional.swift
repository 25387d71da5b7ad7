/// An `Optional` of any wrapped type, seen through `Any`. Objective-C has no optionals: a nil `id` is nil
/// and a non-nil one is the object. Swift callers box optionals into `Any` parameters all the same
/// (SnapKit passes `target as Any` where `target` is `AnyObject?`), so the runtime's functions look
/// through every level of them before asking what a value is.
protocol AnyOptional {
    /// The wrapped value, as `Any`; nil for `.none`.
    var wrappedValue: Any? { get }
}

extension Optional: AnyOptional {
    var wrappedValue: Any? { map { $0 as Any } }
}

/// `value` with every level of `Optional` removed; nil when one of them is `.none`.
func unwrappedValue(_ value: Any) -> Any? {
    var current = value
    while let optional = current as? any AnyOptional {
        guard let wrapped = optional.wrappedValue else { return nil }
        current = wrapped
    }
    return current
}

/// The class instance `value` holds, under any levels of `Optional`; nil for a value type or nil.
func unwrappedObject(_ value: Any?) -> AnyObject? {
    guard let value, let unwrapped = unwrappedValue(value), type(of: unwrapped) is AnyClass else { return nil }
    return unwrapped as AnyObject
}
