/// A class, structure, enumeration, actor, protocol or extension the declaration scan found, with the
/// members declared in its body (an extension's members belong to the type it extends).
package struct TypeDeclaration: Equatable, Sendable {
    package enum Kind: String, Equatable, Sendable {
        case classType = "class"
        case structType = "struct"
        case enumType = "enum"
        case actorType = "actor"
        case protocolType = "protocol"
        case extensionType = "extension"
    }

    package var kind: Kind
    /// The dotted name from the outermost enclosing type, generic parameters removed: `Outer.Inner`, or an
    /// extension's name as written (`extension Outer.Inner`).
    package var path: String
    /// The first names of the inheritance clause, generic arguments removed: `["UIViewController",
    /// "UITableViewDelegate"]`.
    package var inheritedNames: [String] = []
    /// `@objc` or `@objcMembers` on the declaration.
    package var isObjC = false
    package var isObjCMembers = false
    /// `public`, `package`, … as written, for the members the rewriter adds to an extension of it.
    package var accessModifier: String?
    package var methods: [MethodDeclaration] = []
    package var properties: [PropertyDeclaration] = []
    /// The token index of the type's name (its last component for an extension) and of the `:` that opens
    /// its inheritance clause, where an `@objc protocol` becomes `AnyObject`-bound.
    package var nameToken: Int
    package var inheritanceColon: Int?

    package init(kind: Kind, path: String, nameToken: Int) {
        self.kind = kind
        self.path = path
        self.nameToken = nameToken
    }

    /// Bound to classes by its own clause: `AnyObject`, `class`, `NSObjectProtocol`.
    package var isClassBound: Bool {
        inheritedNames.contains { ["AnyObject", "class", "NSObjectProtocol"].contains($0) }
    }
}
