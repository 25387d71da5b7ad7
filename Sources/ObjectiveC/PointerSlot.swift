import Foundation

/// One object held by a pointer collection, strongly or weakly as its options say.
struct PointerSlot {
    private let strong: AnyObject?
    private weak var weak: AnyObject?

    init(_ object: AnyObject?, weakly: Bool) {
        strong = weakly ? nil : object
        weak = weakly ? object : nil
    }

    var object: AnyObject? { strong ?? weak }
}

/// Equality of objects in a pointer collection: `isEqual(_:)` for `NSObject`s under the object
/// personality, identity otherwise.
enum PointerEquality {
    static func isEqual(_ lhs: AnyObject, _ rhs: AnyObject, byIdentity: Bool) -> Bool {
        if !byIdentity, let lhs = lhs as? NSObjectProtocol, let rhs = rhs as? NSObjectProtocol {
            return lhs.isEqual(rhs)
        }
        return lhs === rhs
    }

    /// The hash consistent with `isEqual`.
    static func hash(_ object: AnyObject, byIdentity: Bool) -> Int {
        if !byIdentity, let object = object as? NSObjectProtocol { return object.hash }
        return ObjectIdentifier(object).hashValue
    }
}
