/// A stored or computed property the declaration scan found in a type's body.
package struct PropertyDeclaration: Equatable, Sendable {
    package var name: String
    package var isStatic = false
    /// The getter's name that `@objc(name)` gives it.
    package var customObjectiveCName: String?

    package init(name: String) { self.name = name }

    package var getterName: String { customObjectiveCName ?? name }
    package var setterName: String { ObjectiveCName.setter(forGetter: getterName) }
}
