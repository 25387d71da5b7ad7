// The selectors the porting plugin makes from `#selector(Type.method(…))`: the Objective-C name and an
// unapplied method reference, one initializer per number of parameters (Swift cannot overload on
// isolation alone, and one signature serves main-actor and nonisolated classes alike).
//
// A method reference arrives as `(T) -> @MainActor (…) -> R`, so that a main-actor class's methods (every
// view controller's) convert to it in Swift 5 and Swift 6 clients. Performing it must run on the
// caller's thread, as Objective-C's `objc_msgSend` does, without `MainActor.assumeIsolated`, which traps
// off the main thread: a notification posted from a background queue reaches its observer there on iOS.
// So the bound method is cast to its nonisolated form before the call. The two function types have the
// same representation: a global actor is part of a function's static type only (unlike `@isolated(any)`,
// which carries the actor in the value), and the callee checks nothing on entry. Code that relied on the
// main actor when called off the main thread was already wrong on iOS in the same way.

extension Selector {
    public init<T: AnyObject, R>(_ name: String, _ method: @escaping (T) -> @MainActor () -> R) {
        self.init(
            name,
            method: SelectorMethod(of: T.self) { target, _ in
                SelectorMethod.result(unsafeBitCast(method(target), to: (() -> R).self)())
            })
    }

    public init<T: AnyObject, A, R>(_ name: String, _ method: @escaping (T) -> @MainActor (A) -> R) {
        self.init(
            name,
            method: SelectorMethod(of: T.self) { target, arguments in
                guard let a = SelectorArgument.cast(arguments, 0, to: A.self) else { return .notPerformed }
                return SelectorMethod.result(unsafeBitCast(method(target), to: ((A) -> R).self)(a))
            })
    }

    public init<T: AnyObject, A, B, R>(_ name: String, _ method: @escaping (T) -> @MainActor (A, B) -> R) {
        self.init(
            name,
            method: SelectorMethod(of: T.self) { target, arguments in
                guard let a = SelectorArgument.cast(arguments, 0, to: A.self),
                    let b = SelectorArgument.cast(arguments, 1, to: B.self)
                else { return .notPerformed }
                return SelectorMethod.result(unsafeBitCast(method(target), to: ((A, B) -> R).self)(a, b))
            })
    }

    public init<T: AnyObject, A, B, C, R>(
        _ name: String, _ method: @escaping (T) -> @MainActor (A, B, C) -> R
    ) {
        self.init(
            name,
            method: SelectorMethod(of: T.self) { target, arguments in
                guard let a = SelectorArgument.cast(arguments, 0, to: A.self),
                    let b = SelectorArgument.cast(arguments, 1, to: B.self),
                    let c = SelectorArgument.cast(arguments, 2, to: C.self)
                else { return .notPerformed }
                return SelectorMethod.result(unsafeBitCast(method(target), to: ((A, B, C) -> R).self)(a, b, c))
            })
    }

    public init<T: AnyObject, A, B, C, D, R>(
        _ name: String, _ method: @escaping (T) -> @MainActor (A, B, C, D) -> R
    ) {
        self.init(
            name,
            method: SelectorMethod(of: T.self) { target, arguments in
                guard let a = SelectorArgument.cast(arguments, 0, to: A.self),
                    let b = SelectorArgument.cast(arguments, 1, to: B.self),
                    let c = SelectorArgument.cast(arguments, 2, to: C.self),
                    let d = SelectorArgument.cast(arguments, 3, to: D.self)
                else { return .notPerformed }
                let bound = unsafeBitCast(method(target), to: ((A, B, C, D) -> R).self)
                return SelectorMethod.result(bound(a, b, c, d))
            })
    }

    /// `#selector(getter: Type.property)`: performing it reads the property.
    public init<T: AnyObject, V>(getter name: String, _ property: KeyPath<T, V>) {
        self.init(
            name, method: SelectorMethod(of: T.self) { target, _ in SelectorMethod.result(target[keyPath: property]) })
    }

    /// `#selector(setter: Type.property)`: performing it with a value writes the property.
    public init<T: AnyObject, V>(setter name: String, _ property: ReferenceWritableKeyPath<T, V>) {
        self.init(
            name,
            method: SelectorMethod(of: T.self) { target, arguments in
                guard let value = SelectorArgument.cast(arguments, 0, to: V.self) else { return .notPerformed }
                target[keyPath: property] = value
                return .returned(nil)
            })
    }
}
