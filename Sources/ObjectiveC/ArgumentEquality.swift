import Foundation

/// Foundation's `isEqual(_:)` for arguments given as `Any?`, which it uses to match a cancelled request
/// to the one registered: nil equals nil, objects compare with `isEqual(_:)` (identity for non-`NSObject`
/// classes), and `Hashable` values with `==`.
enum ArgumentEquality {
    static func isEqual(_ lhs: Any?, _ rhs: Any?) -> Bool {
        guard let lhs = lhs.flatMap(unwrappedValue), let rhs = rhs.flatMap(unwrappedValue) else {
            return lhs.flatMap(unwrappedValue) == nil && rhs.flatMap(unwrappedValue) == nil
        }
        if let lhs = lhs as? NSObject, let rhs = rhs as? NSObject { return lhs.isEqual(rhs) }
        if let lhs = lhs as? AnyHashable, let rhs = rhs as? AnyHashable { return lhs == rhs }
        if let lhs = unwrappedObject(lhs), let rhs = unwrappedObject(rhs) { return lhs === rhs }
        return false
    }
}
