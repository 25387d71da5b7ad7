import Foundation

extension Selector {
    /// Performs the selector's method on `target` (see the type's comment for what can be called, and
    /// how arguments are passed): OpenUIKit's target/action and the Foundation shims call this.
    package func perform(on target: AnyObject, with arguments: [Any?]) -> SelectorInvocation {
        method?.perform(on: target, with: arguments) ?? .notPerformed
    }

    /// Whether the selector's method can run on `target`: `responds(to:)`.
    package func isMethod(of target: AnyObject) -> Bool { method?.belongs(to: target) ?? false }
}

extension SelectorInvocation {
    /// The result as `perform(_:)` returns it on iOS: unretained, with the object kept alive until the
    /// thread's run loop next turns, where iOS drains the autorelease pool that would hold it (a value
    /// of a value type is boxed, as Swift boxes any value passed as `AnyObject`).
    var unmanagedResult: Unmanaged<AnyObject>? {
        guard case .returned(let value?) = self else { return nil }
        let object = value as AnyObject
        RunLoop.current.perform { withExtendedLifetime(object) {} }
        return .passUnretained(object)
    }
}
