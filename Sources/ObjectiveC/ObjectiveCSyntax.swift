/// What the porting plugin turns Objective-C-only syntax into. `#keyPath(Type.a.b)` is the string
/// `"a.b"`, which on iOS the compiler checks against the type; here the plugin passes a Swift key path
/// (`\Type.a`) that the compiler checks instead, and the string is returned as written.
public enum ObjectiveCSyntax {
    /// `#keyPath` whose first component the compiler checks through `keyPath`.
    public static func keyPath<Root, Value>(_ path: String, checking keyPath: KeyPath<Root, Value>) -> String {
        path
    }

    /// `#keyPath` the plugin could not root at a type: the string only.
    public static func keyPath(_ path: String) -> String { path }
}
