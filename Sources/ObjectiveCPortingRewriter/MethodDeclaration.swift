/// A method or initializer the declaration scan found in a type's body: what an unqualified
/// `#selector(name)` needs to know about it to be spelled out and named.
package struct MethodDeclaration: Equatable, Sendable {
    /// `tap`, or `init` for an initializer.
    package var baseName: String
    /// The argument labels, `""` for `_`: `tap(_:)` has `[""]`.
    package var labels: [String]
    package var isStatic = false
    /// Seen by Objective-C on iOS (`@objc`, `@IBAction`, a member of an `@objcMembers` class or of an
    /// `@objc protocol`): of two overloads, `#selector` can only mean this one.
    package var isObjCMarked = false
    /// The name `@objc(name:)` gives it.
    package var customObjectiveCName: String?
    package var isThrowing = false
    package var isAsync = false
    package var returnsVoid = true
    /// An `optional` requirement of an `@objc protocol`.
    package var isOptionalRequirement = false
    /// The byte range of the requirement from `func` to the end of its signature, to repeat it in the
    /// default implementation that stands in for `optional`.
    package var signature: Range<Int>?
    /// The token index of the `optional` modifier.
    package var optionalModifier: Int?

    package init(baseName: String, labels: [String]) {
        self.baseName = baseName
        self.labels = labels
    }

    package var objectiveCName: String {
        customObjectiveCName
            ?? ObjectiveCName.method(baseName, labels: labels, throwing: isThrowing, async: isAsync)
    }
}
