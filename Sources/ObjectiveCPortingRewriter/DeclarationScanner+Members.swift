/// Members: methods, initializers and properties declared directly in a type's body.
extension DeclarationScanner {
    mutating func function(at keyword: Int) {
        let nameToken = keyword + 1
        // Operators (`func +`) have no Objective-C name.
        guard tokens.indices.contains(nameToken), tokens[nameToken].kind == .identifier else { return }
        method(source.name(of: nameToken), parametersAfter: nameToken + 1, from: keyword)
    }

    mutating func initializer(at keyword: Int) {
        var index = keyword + 1
        if source.isToken(index, "?") || source.isToken(index, "!") { index += 1 }
        method("init", parametersAfter: index, from: keyword)
    }

    private mutating func method(_ baseName: String, parametersAfter start: Int, from keyword: Int) {
        guard let type = memberScope else { return }
        var index = start
        if tokens.indices.contains(index), source.text(of: index).hasPrefix("<") {
            index = source.afterGenericArguments(at: index)
        }
        guard source.isToken(index, "("), let close = source.closingBracket(of: index) else { return }
        var method = MethodDeclaration(baseName: baseName, labels: parameterLabels(from: index, to: close))
        method.isStatic = pending.isStatic
        method.customObjectiveCName = pending.customObjectiveCName
        let owner = types[type]
        method.isObjCMarked =
            pending.marksObjectiveC || (owner.isObjCMembers && !pending.has("nonobjc"))
            || (owner.kind == .protocolType && owner.isObjC)
        index = close + 1
        while tokens.indices.contains(index), tokens[index].kind == .identifier {
            switch source.text(of: index) {
            case "async", "reasync": method.isAsync = true
            case "throws", "rethrows": method.isThrowing = true
            default: break
            }
            guard ["async", "reasync", "throws", "rethrows"].contains(source.text(of: index)) else { break }
            index += 1
            // Typed throws: `throws(MyError)`.
            if source.isToken(index, "("), let typeClose = source.closingBracket(of: index) { index = typeClose + 1 }
        }
        if source.isToken(index, "->") {
            let isVoid =
                source.isToken(index + 1, "Void")
                || (source.isToken(index + 1, "(") && source.isToken(index + 2, ")"))
            method.returnsVoid = isVoid
        }
        if let optional = pending.modifiers["optional"], owner.kind == .protocolType {
            method.isOptionalRequirement = true
            method.optionalModifier = optional
        }
        method.signature = tokens[keyword].range.lowerBound..<tokens[signatureEnd(after: close)].range.upperBound
        types[type].methods.append(method)
    }

    /// The last token of a signature whose parameters close at `close`: the effects, the result and the
    /// `where` clause, up to a body, a `;`, or a line that begins another declaration.
    private func signatureEnd(after close: Int) -> Int {
        let continuations: Set<String> = ["->", "throws", "rethrows", "async", "reasync", "where", ",", ":", "&"]
        var end = close
        var index = close + 1
        var depth = 0
        while tokens.indices.contains(index) {
            let text = source.text(of: index)
            if depth == 0 {
                if tokens[index].kind == .punctuation, ["{", "}", ";"].contains(text) { break }
                if tokens[index].startsLine, !continuations.contains(text),
                    !continuations.contains(source.text(of: end))
                {
                    break
                }
            }
            if tokens[index].kind == .punctuation {
                if text == "(" || text == "[" { depth += 1 }
                if text == ")" || text == "]" { depth -= 1 }
                if depth < 0 { break }
            }
            end = index
            index += 1
        }
        return end
    }

    /// The argument labels of the parameters between `open` and `close`: the first of two names, the only
    /// one if there is one, `""` for `_`.
    func parameterLabels(from open: Int, to close: Int) -> [String] {
        var labels: [String] = []
        var names: [String] = []
        var sawColon = false
        var depth = 0
        var index = open + 1
        while index < close {
            let token = tokens[index]
            let text = source.text(of: index)
            if token.kind == .punctuation, ["(", "[", "{"].contains(text) {
                depth += 1
            } else if token.kind == .punctuation, [")", "]", "}"].contains(text) {
                depth -= 1
            } else if token.kind == .operatorSymbol, text != "->", !text.contains("=") {
                // Generic arguments: `Dictionary<String, Int>` holds a comma that separates no parameters.
                depth = max(0, depth + text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count)
            } else if depth == 0, text == "," {
                names = []
                sawColon = false
            } else if depth == 0, text == ":", !sawColon, let first = names.first {
                labels.append(first == "_" ? "" : first)
                sawColon = true
            } else if depth == 0, !sawColon, token.kind == .identifier {
                names.append(source.name(of: index))
            }
            index += 1
        }
        return labels
    }

    mutating func property(at keyword: Int) {
        guard let type = memberScope else { return }
        let nameToken = keyword + 1
        guard tokens.indices.contains(nameToken), tokens[nameToken].kind == .identifier else { return }
        var property = PropertyDeclaration(name: source.name(of: nameToken))
        property.isStatic = pending.isStatic
        property.customObjectiveCName = pending.customObjectiveCName
        types[type].properties.append(property)
    }
}
