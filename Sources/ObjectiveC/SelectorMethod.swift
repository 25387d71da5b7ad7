/// The method behind a selector: which targets have it and how to call it on one with arguments.
///
/// `@unchecked Sendable`: it holds immutable closures over the unapplied method reference (or key path)
/// the selector was made from, which capture no mutable state of their own; what the method does to its
/// target is the caller's affair, as it is for Objective-C's `objc_msgSend`.
final class SelectorMethod: @unchecked Sendable {
    private let isMethodOfTarget: (AnyObject) -> Bool
    private let isMethodOfClass: (AnyClass) -> Bool
    private let call: (AnyObject, [Any?]) -> SelectorInvocation

    /// A method of `Receiver` that `call` runs with the target cast to it.
    init<Receiver: AnyObject>(
        of receiver: Receiver.Type, call: @escaping (Receiver, [Any?]) -> SelectorInvocation
    ) {
        isMethodOfTarget = { $0 is Receiver }
        isMethodOfClass = { $0 is Receiver.Type }
        self.call = { target, arguments in
            guard let receiver = target as? Receiver else { return .notPerformed }
            return call(receiver, arguments)
        }
    }

    /// Whether `target` is of the method's type (or a subclass), so that the method can run on it.
    func belongs(to target: AnyObject) -> Bool { isMethodOfTarget(target) }

    /// Whether instances of `type` have the method.
    func belongs(toInstancesOf type: AnyClass) -> Bool { isMethodOfClass(type) }

    func perform(on target: AnyObject, with arguments: [Any?]) -> SelectorInvocation { call(target, arguments) }

    /// The value a method returned, as Objective-C hands it on: nothing for `Void`, an optional's
    /// wrapped value or nil.
    static func result<Result>(_ value: Result) -> SelectorInvocation {
        if Result.self == Void.self { return .returned(nil) }
        return .returned(unwrappedValue(value))
    }
}

/// What performing a selector on a target did.
package enum SelectorInvocation {
    /// The method ran and returned this (nil for `Void` or a nil result).
    case returned(Any?)
    /// Nothing ran: the selector has no method, or the target or an argument does not fit it.
    case notPerformed
}
