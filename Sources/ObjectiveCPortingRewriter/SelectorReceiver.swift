/// What a `#selector` or `#keyPath` reference is looked up on, which decides the code it becomes.
package enum SelectorReceiver: Equatable, Sendable {
    /// A class (or a type the target does not declare, taken for one), spelled as Swift code may name it
    /// there: `VC`, `Outer.Inner`, `UIView`. `path` is the declaration scan's name for it, if it has one.
    case type(String, path: String?)
    /// A protocol the target declares: its requirements can be checked, not called by name.
    case protocolType(String, path: String)
    /// `Self` in an extension of the protocol `path`.
    case protocolSelf(path: String)
    /// A value: `view` in `#selector(view.layoutIfNeeded)`.
    case instance(String)
    /// Nothing to look the name up on (file scope).
    case none

    /// The declaration scan's name for the type members are looked up in.
    package var path: String? {
        switch self {
        case .type(_, let path): path
        case .protocolType(_, let path), .protocolSelf(let path): path
        case .instance, .none: nil
        }
    }
}
