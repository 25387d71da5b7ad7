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
