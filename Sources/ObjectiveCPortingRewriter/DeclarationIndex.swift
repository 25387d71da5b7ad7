/// Every declaration of a target's files, by type: what unqualified and qualified references resolve
/// against, across files, as the compiler resolves `#selector(tap)` against the whole module.
package struct DeclarationIndex: Sendable {
    /// A type's declaration and its extensions, in file order.
    private var typesByPath: [String: [TypeDeclaration]] = [:]

    package init(_ files: [FileDeclarations]) {
        for file in files {
            for type in file.types { typesByPath[type.path, default: []].append(type) }
        }
    }

    package func declarations(of path: String) -> [TypeDeclaration] { typesByPath[path] ?? [] }

    /// The kind the type is declared with (not `extension`), `nil` for a type the target does not declare.
    package func kind(of path: String) -> TypeDeclaration.Kind? {
        declarations(of: path).first { $0.kind != .extensionType }?.kind
    }

    package func isProtocol(_ path: String) -> Bool { kind(of: path) == .protocolType }

    /// The full path of a type written as `name` inside `context` (a type's path, or `nil` at file
    /// scope), looked up from the innermost enclosing type outwards, as Swift's unqualified lookup does;
    /// `nil` when the target declares no such type.
    package func resolve(_ name: String, in context: String?) -> String? {
        var prefix = context
        while let scope = prefix {
            if typesByPath["\(scope).\(name)"] != nil { return "\(scope).\(name)" }
            prefix = scope.lastIndex(of: ".").map { String(scope[..<$0]) }
        }
        return typesByPath[name] != nil ? name : nil
    }

    /// The methods named `baseName` that `path` declares or inherits from the types of its inheritance
    /// clauses that the target declares (its superclass, its protocols' extensions).
    package func methods(named baseName: String, in path: String) -> [MethodDeclaration] {
        members(of: path) { $0.methods.filter { $0.baseName == baseName } }
    }

    package func properties(named name: String, in path: String) -> [PropertyDeclaration] {
        members(of: path) { $0.properties.filter { $0.name == name } }
    }

    private func members<Member>(of path: String, _ select: (TypeDeclaration) -> [Member]) -> [Member] {
        var visited: Set<String> = []
        var queue = [path]
        var found: [Member] = []
        while let current = queue.first {
            queue.removeFirst()
            guard visited.insert(current).inserted else { continue }
            for declaration in declarations(of: current) {
                found += select(declaration)
                let context = current.lastIndex(of: ".").map { String(current[..<$0]) }
                queue += declaration.inheritedNames.compactMap { resolve($0, in: context) }
            }
        }
        return found
    }

    /// The `optional` requirements of the target's `@objc` protocols that return nothing, which become
    /// ordinary requirements with an empty default implementation.
    package var optionalVoidRequirements: [MethodDeclaration] {
        typesByPath.values.joined().filter { $0.kind == .protocolType }.flatMap(\.methods)
            .filter { $0.isOptionalRequirement && $0.returnsVoid }
    }
}
