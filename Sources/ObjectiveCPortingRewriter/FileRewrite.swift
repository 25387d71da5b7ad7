/// The edits that make one file of a target compile on Linux, each found token by token so that nothing
/// in a comment or a string literal is touched.
struct FileRewrite {
    let file: FileDeclarations
    let index: DeclarationIndex

    private var source: SourceText { file.source }
    private var tokens: [SourceToken] { source.tokens }

    /// Attributes only the Objective-C runtime and Interface Builder read; Swift on Linux rejects them.
    static let removedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBSegueAction", "IBInspectable",
        "IBDesignable", "GKInspectable",
    ]

    func edits() -> [SourceEdit] {
        var edits: [SourceEdit] = []
        let emitter = SelectorEmitter(file: file, index: index)
        let optionalRequirements = index.optionalVoidRequirements
        var position = 0
        while position < tokens.count {
            let token = tokens[position]
            switch token.kind {
            case .attribute where Self.removedAttributes.contains(String(source.text(of: position).dropFirst())):
                let last = attributeEnd(position)
                edits.append(.blank(token.range.lowerBound..<tokens[last].range.upperBound, in: source.bytes))
                position = last
            case .identifier where isDynamicModifier(position):
                edits.append(.blank(token.range, in: source.bytes))
            case .identifier where !optionalRequirements.isEmpty:
                if let question = optionalCall(at: position, of: optionalRequirements) {
                    edits.append(.blank(tokens[question].range, in: source.bytes))
                }
            case .poundKeyword:
                let word = source.text(of: position)
                guard word == "#selector" || word == "#keyPath", source.isToken(position + 1, "("),
                    let close = source.closingBracket(of: position + 1)
                else { break }
                let code =
                    word == "#selector"
                    ? emitter.selector(at: position, open: position + 1, close: close)
                    : emitter.keyPath(at: position, open: position + 1, close: close)
                if let code {
                    edits.append(
                        SourceEdit(range: token.range.lowerBound..<tokens[close].range.upperBound, replacement: code))
                    position = close
                }
            default:
                break
            }
            position += 1
        }
        return edits + protocolEdits()
    }

    /// The attribute's last token: its name, or the `)` of an argument that touches it (`@objc(tap:)`).
    private func attributeEnd(_ attribute: Int) -> Int {
        guard source.isToken(attribute + 1, "("),
            tokens[attribute + 1].range.lowerBound == tokens[attribute].range.upperBound,
            let close = source.closingBracket(of: attribute + 1)
        else { return attribute }
        return close
    }

    private static let declarationStarts: Set<String> = [
        "var", "let", "func", "subscript", "init", "convenience", "required", "override", "public", "private",
        "fileprivate", "internal", "open", "package", "final", "lazy", "weak", "unowned", "static", "class",
        "nonisolated", "mutating", "optional",
    ]

    /// `dynamic` as a declaration modifier (`@objc dynamic var`, `public dynamic func`): followed by a
    /// declaration, not by an expression's next token, and not itself in an expression (`.dynamic`,
    /// `= dynamic`, `case dynamic`, `var dynamic`).
    private func isDynamicModifier(_ position: Int) -> Bool {
        guard source.isIdentifier(position, "dynamic"), tokens.indices.contains(position + 1) else { return false }
        let next = position + 1
        guard tokens[next].kind == .attribute || Self.declarationStarts.contains(source.text(of: next)) else {
            return false
        }
        let previous = position - 1
        guard tokens.indices.contains(previous) else { return true }
        switch tokens[previous].kind {
        case .operatorSymbol, .literal: return false
        case .punctuation: return ["{", "}", ";", ")"].contains(source.text(of: previous))
        case .identifier:
            return !["var", "let", "case", "func", "return", "in", "as", "is"].contains(source.text(of: previous))
        default: return true
        }
    }

    /// The `?` of `.name?(` when the call's name and labels are an `optional` requirement that now has a
    /// default implementation, as `delegate?.didTap?(view)`.
    private func optionalCall(at name: Int, of requirements: [MethodDeclaration]) -> Int? {
        let question = name + 1
        let open = name + 2
        guard source.isToken(name - 1, "."), source.isToken(question, "?"), source.isToken(open, "("),
            tokens[question].range.lowerBound == tokens[name].range.upperBound,
            tokens[open].range.lowerBound == tokens[question].range.upperBound,
            let close = source.closingBracket(of: open)
        else { return nil }
        let baseName = source.name(of: name)
        let labels = argumentLabels(from: open, to: close)
        return requirements.contains { $0.baseName == baseName && $0.labels == labels } ? question : nil
    }

    /// The labels of a call's arguments, `""` for an unlabelled one.
    private func argumentLabels(from open: Int, to close: Int) -> [String] {
        guard close > open + 1 else { return [] }
        var labels: [String] = []
        var argumentStart = open + 1
        var position = open + 1
        while position <= close {
            if position == close || source.isToken(position, ",") {
                let labelled = tokens[argumentStart].kind == .identifier && source.isToken(argumentStart + 1, ":")
                labels.append(labelled ? source.name(of: argumentStart) : "")
                argumentStart = position + 1
            } else if ["(", "[", "{"].contains(source.text(of: position)),
                let inner = source.closingBracket(of: position)
            {
                position = inner
            }
            position += 1
        }
        return labels
    }

    /// An `@objc protocol` is bound to classes, which `weak var delegate: P?` relies on: without `@objc`
    /// it must say `AnyObject`. Its `optional` requirements that return nothing lose `optional`.
    private func protocolEdits() -> [SourceEdit] {
        var edits: [SourceEdit] = []
        for type in file.types where type.kind == .protocolType {
            if type.isObjC, !type.isClassBound {
                if let colon = type.inheritanceColon {
                    edits.append(
                        SourceEdit(
                            range: tokens[colon].range.upperBound..<tokens[colon].range.upperBound,
                            replacement: " AnyObject,"))
                } else {
                    let end = tokens[type.nameToken].range.upperBound
                    edits.append(SourceEdit(range: end..<end, replacement: ": AnyObject"))
                }
            }
            for method in type.methods where method.isOptionalRequirement && method.returnsVoid {
                if let modifier = method.optionalModifier {
                    edits.append(.blank(tokens[modifier].range, in: source.bytes))
                }
            }
        }
        return edits
    }

    /// Extensions giving each `optional` requirement that returns nothing an empty default implementation,
    /// as calling an unimplemented one through `?.name?(…)` does nothing on iOS; empty when there are none.
    func defaultImplementations() -> String {
        var text = ""
        for type in file.types where type.kind == .protocolType {
            let requirements = type.methods.filter { $0.isOptionalRequirement && $0.returnsVoid }
            guard !requirements.isEmpty else { continue }
            let access = type.accessModifier.map { ["public", "package"].contains($0) ? $0 + " " : "" } ?? ""
            text += "extension \(type.path) {\n"
            for requirement in requirements {
                guard let signature = requirement.signature else { continue }
                let modifier = requirement.isStatic ? "static " : ""
                text += "    \(access)\(modifier)\(source.text(signature)) {}\n"
            }
            text += "}\n"
        }
        return text
    }
}
