/// Reads a file's type declarations and their members from its tokens: not a parser, but enough of the
/// grammar (type headers, `func`, `init`, `var`/`let`, their attributes and modifiers, braces) to tell
/// what an unqualified `#selector(tap)` refers to. Bodies of functions, closures and accessors are
/// skipped; types declared inside them are still found.
package struct DeclarationScanner {
    let source: SourceText
    var types: [TypeDeclaration] = []
    private var regions: [TypeRegion] = []
    /// The open braces, innermost last, each with the index of the type whose body it opens.
    private var scopes: [(type: Int?, open: Int)] = []
    /// A type whose header has been read and whose `{` comes next.
    private var header: TypeDeclaration?
    var pending = PendingModifiers()

    package static func scan(_ source: SourceText) -> FileDeclarations {
        var scanner = DeclarationScanner(source: source)
        scanner.run()
        return FileDeclarations(source: source, types: scanner.types, regions: scanner.regions)
    }

    private init(source: SourceText) { self.source = source }

    var tokens: [SourceToken] { source.tokens }

    /// The type whose body directly holds the current token: members are declared only there.
    var memberScope: Int? { scopes.last?.type }

    private mutating func run() {
        var index = 0
        while index < tokens.count {
            switch tokens[index].kind {
            case .punctuation: punctuation(at: index)
            case .attribute: index = attribute(at: index)
            case .identifier: index = keyword(at: index)
            default: break
            }
            index += 1
        }
        while let scope = scopes.popLast() {
            if let type = scope.type { regions.append(TypeRegion(type: type, tokens: scope.open...tokens.count)) }
        }
    }

    private mutating func punctuation(at index: Int) {
        switch source.text(of: index) {
        case "{":
            if let header {
                types.append(header)
                scopes.append((types.count - 1, index))
                self.header = nil
            } else {
                scopes.append((nil, index))
            }
            pending = PendingModifiers()
        case "}":
            if let scope = scopes.popLast(), let type = scope.type {
                regions.append(TypeRegion(type: type, tokens: scope.open...index))
            }
            pending = PendingModifiers()
        case ";":
            pending = PendingModifiers()
        default:
            break
        }
    }

    /// Records `@name` and its parenthesized argument (which must touch it, as in `@objc(tap:)`); returns
    /// the index of its last token.
    private mutating func attribute(at index: Int) -> Int {
        let name = String(source.text(of: index).dropFirst())
        let next = index + 1
        guard source.isToken(next, "("), tokens[next].range.lowerBound == tokens[index].range.upperBound,
            let close = source.closingBracket(of: next)
        else {
            pending.attributes.append((name, nil))
            return index
        }
        let argument = source.text(tokens[next].range.upperBound..<tokens[close].range.lowerBound)
        pending.attributes.append((name, argument.trimmingSpaces))
        return close
    }

    private static let typeKeywords: [String: TypeDeclaration.Kind] = [
        "class": .classType, "struct": .structType, "enum": .enumType, "actor": .actorType,
        "protocol": .protocolType, "extension": .extensionType,
    ]
    /// Words that may follow `class` when it is a modifier (`class func`, `class override var`).
    private static let declarationWords: Set<String> = [
        "func", "var", "let", "subscript", "init", "override", "final", "open", "public", "package", "internal",
        "fileprivate", "private", "dynamic", "nonisolated", "required", "convenience", "prefix", "postfix",
        "infix", "lazy", "weak", "unowned", "static",
    ]
    private static let modifierWords: Set<String> = declarationWords.union(["class", "optional", "mutating"])
        .subtracting(["func", "var", "let", "subscript", "init"])
    private static let otherDeclarations: Set<String> = [
        "subscript", "case", "typealias", "associatedtype", "deinit", "import", "operator", "precedencegroup",
    ]

    /// Handles a declaration keyword or modifier; returns the index of the last token it consumed.
    private mutating func keyword(at index: Int) -> Int {
        let word = source.text(of: index)
        let next = index + 1
        if let kind = Self.typeKeywords[word], tokens.indices.contains(next), tokens[next].kind == .identifier,
            !(kind == .classType && Self.declarationWords.contains(source.text(of: next)))
        {
            return typeHeader(kind, at: index)
        }
        switch word {
        case "func":
            if memberScope != nil { function(at: index) }
            pending = PendingModifiers()
        case "init" where !source.isToken(index - 1, "."):
            if memberScope != nil { initializer(at: index) }
            pending = PendingModifiers()
        case "var", "let":
            if memberScope != nil { property(at: index) }
            pending = PendingModifiers()
        case _ where Self.otherDeclarations.contains(word):
            pending = PendingModifiers()
        case _ where Self.modifierWords.contains(word):
            pending.modifiers[word] = index
        default:
            break
        }
        return index
    }

    /// Reads a type's header up to its `{` and returns the index before it, so that the `{` opens the
    /// type's body.
    private mutating func typeHeader(_ kind: TypeDeclaration.Kind, at keyword: Int) -> Int {
        var index = keyword + 1
        var names: [String] = []
        var nameToken = index
        while tokens.indices.contains(index), tokens[index].kind == .identifier {
            names.append(source.name(of: index))
            nameToken = index
            index += 1
            if tokens.indices.contains(index), source.text(of: index).hasPrefix("<") {
                index = source.afterGenericArguments(at: index)
            }
            // Only an extension names a type by a dotted path.
            guard kind == .extensionType, source.isToken(index, "."), tokens.indices.contains(index + 1),
                tokens[index + 1].kind == .identifier
            else { break }
            index += 1
        }
        let name = names.joined(separator: ".")
        let path = memberScope.map { types[$0].path + "." + name } ?? name
        var type = TypeDeclaration(kind: kind, path: kind == .extensionType ? name : path, nameToken: nameToken)
        type.isObjC = pending.has("objc") || pending.has("objcMembers")
        type.isObjCMembers = pending.has("objcMembers")
        type.accessModifier = pending.accessModifier
        var expectsName = false
        var inWhereClause = false
        while tokens.indices.contains(index) {
            let text = source.text(of: index)
            if tokens[index].kind == .punctuation, text == "{" { break }
            if tokens[index].kind == .punctuation, text == "}" || text == ";" {
                // No body: not a declaration this scan understands.
                pending = PendingModifiers()
                return index - 1
            }
            if text == "where" { inWhereClause = true }
            if !inWhereClause {
                if text == ":", type.inheritanceColon == nil {
                    type.inheritanceColon = index
                    expectsName = true
                } else if text == "," {
                    expectsName = true
                } else if expectsName, tokens[index].kind == .identifier {
                    type.inheritedNames.append(dottedName(at: &index))
                    expectsName = false
                    continue
                } else if text.hasPrefix("<") {
                    index = source.afterGenericArguments(at: index)
                    continue
                }
            }
            index += 1
        }
        header = type
        pending = PendingModifiers()
        return index - 1
    }

    /// `UIKit.UIView` from its first token, leaving `index` after it (generic arguments skipped).
    private func dottedName(at index: inout Int) -> String {
        var parts = [source.name(of: index)]
        index += 1
        while source.isToken(index, "."), tokens.indices.contains(index + 1), tokens[index + 1].kind == .identifier {
            parts.append(source.name(of: index + 1))
            index += 2
        }
        if tokens.indices.contains(index), source.text(of: index).hasPrefix("<") {
            index = source.afterGenericArguments(at: index)
        }
        return parts.joined(separator: ".")
    }
}
