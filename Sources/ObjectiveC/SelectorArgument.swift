/// How an argument reaches a performed method's parameter (see `Selector`'s comment).
enum SelectorArgument {
    /// `arguments[index]` as a `Parameter`, or nil when it does not fit. A missing or nil argument fits an
    /// optional parameter as nil, and an `Any` one as an `Any` holding nil, which is what a nil `id`
    /// becomes in Swift on iOS.
    static func cast<Parameter>(_ arguments: [Any?], _ index: Int, to parameter: Parameter.Type) -> Parameter? {
        let given = arguments.indices.contains(index) ? arguments[index].flatMap(unwrappedValue) : nil
        guard let given else {
            let none: Any? = nil
            return Parameter.self == Any.self ? none as Any as? Parameter : none as? Parameter
        }
        // `as?` also bridges Foundation's value types and their reference types (`Notification` and
        // `NSNotification`, `String` and `NSString`), as an Objective-C method's parameters do.
        return given as? Parameter
    }
}
