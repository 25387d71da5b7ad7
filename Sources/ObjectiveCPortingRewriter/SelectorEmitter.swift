/// Spells `#selector(…)` and `#keyPath(…)` as calls into the `ObjectiveC` module: the Objective-C name
/// UIKit would see, and a Swift reference to the member through which the compiler checks it (and,
/// for an instance method, through which the selector can be performed).
///
/// ```swift
/// #selector(tap(_:))            // ObjectiveC.Selector("tap:", ViewController.tap(_:))
/// #selector(getter: title)      // ObjectiveC.Selector(getter: "title", \ViewController.title)
/// #selector(Cell.reset)         // ObjectiveC.Selector("reset", checking: { _ = Cell.reset }) if static
/// #keyPath(view.frame)          // ObjectiveC.ObjectiveCSyntax.keyPath("view.frame", checking: \ViewController.view)
/// ```
///
/// Unqualified names are looked up in the enclosing types, innermost first, and qualified with the one
/// that declares them (the innermost when none does: the member is then inherited from a type the target
/// does not declare, or misspelled, which the compiler reports at the user's line).
package struct SelectorEmitter {
    let file: FileDeclarations
    let index: DeclarationIndex

    package init(file: FileDeclarations, index: DeclarationIndex) {
        self.file = file
        self.index = index
    }

    private var source: SourceText { file.source }

    /// The code replacing `#selector` at `pound` with parentheses at `open` and `close`; `nil` leaves the
    /// text as written, for the compiler to report.
    package func selector(at pound: Int, open: Int, close: Int) -> String? {
        guard let reference = SelectorReference(source, between: open, and: close) else { return nil }
        let lines = lineBreaks(around: reference, from: pound, to: close)
        if let accessor = reference.accessor {
            return accessorSelector(accessor, reference, in: contexts(of: pound), lines: lines)
        }
        let receiver = self.receiver(of: reference.qualifier, in: contexts(of: pound)) { path in
            !index.methods(named: reference.memberName, in: path).isEmpty
        }
        let (method, isOverloaded) = self.method(for: reference, on: receiver)
        // An `as` type that declares no labels says how many parameters: taken as unlabelled, the usual
        // action method's `(_ sender:)`, when no declaration says otherwise.
        let coercedArity = reference.coercion.flatMap(FunctionTypeText.parameterCount(of:))
        let labels =
            reference.argumentLabels ?? method?.labels ?? Array(repeating: "", count: coercedArity ?? 0)
        let name = method?.objectiveCName ?? ObjectiveCName.method(reference.memberName, labels: labels)
        // An `as` type picks the overload itself: the reference stays as written.
        let member = reference.spelled(labels: reference.labels ?? (reference.coercion == nil ? method?.labels : nil))
        let isStatic = method?.isStatic ?? false
        var coercion = reference.coercion.map { " as \($0)" } ?? ""
        switch receiver {
        case .type(let type, _):
            let isCallable =
                !isStatic && reference.memberName != "init" && labels.count <= 4 && reference.coercion == nil
                && !(method?.isThrowing ?? false) && !(method?.isAsync ?? false)
            if isCallable, labels.isEmpty, isOverloaded {
                // `VC.refresh` alone is ambiguous beside `refresh(_:)`: a closure says which one is meant.
                return methodForm(name, "{ (target: \(type)) in { target.\(member)() } }", lines)
            }
            if isCallable { return methodForm(name, "\(type).\(member)", lines) }
            // Unqualified, `foo as (Int) -> Void` is the type of `self.foo`; on the type it is curried.
            if let written = reference.coercion, !isStatic, isUnqualified(reference.qualifier) {
                coercion = " as (\(type)) -> \(written)"
            }
            return checkingForm(name, "_ = \(type).\(member)\(coercion)", lines)
        case .protocolType(let type, _):
            return checkingForm(name, "_ = \(type).\(member)\(coercion)", lines)
        case .protocolSelf:
            // A closure over a value of `Self`: a reference through `Self.` would capture its metatype, which
            // Swift 6 warns about.
            let root = isStatic ? "Self.Type" : "Self"
            return checkingForm(name, "_ = { (target: \(root)) in target.\(member)\(coercion) }", lines)
        case .instance(let value):
            return checkingForm(name, "_ = \(value).\(member)\(coercion)", lines)
        case .none:
            return checkingForm(name, "_ = \(member)\(coercion)", lines)
        }
    }

    private func accessorSelector(
        _ accessor: SelectorReference.Accessor, _ reference: SelectorReference, in contexts: [TypeDeclaration],
        lines: (before: String, after: String)
    ) -> String {
        let receiver = self.receiver(of: reference.qualifier, in: contexts) { path in
            !index.properties(named: reference.memberName, in: path).isEmpty
        }
        let property = receiver.path.flatMap { index.properties(named: reference.memberName, in: $0).first }
        let getter = property?.getterName ?? reference.memberName
        // A property the app's files do not declare comes from an Objective-C framework.
        let name =
            accessor == .getter
            ? getter
            : property == nil
                ? ObjectiveCName.setter(forImportedGetter: getter) : ObjectiveCName.setter(forGetter: getter)
        let member = reference.member
        switch receiver {
        case .type(let type, _) where !(property?.isStatic ?? false):
            let label = accessor == .getter ? "getter" : "setter"
            return "ObjectiveC.Selector(\(label): \"\(name)\", \(lines.before)\\\(type).\(member)"
                + "\(lines.after))"
        case .type(let type, _): return checkingForm(name, "_ = \(type).\(member)", lines)
        case .protocolType(let type, _): return checkingForm(name, "_ = \\\(type).\(member)", lines)
        case .protocolSelf: return checkingForm(name, "_ = \\Self.\(member)", lines)
        case .instance(let value): return checkingForm(name, "_ = \(value).\(member)", lines)
        case .none: return checkingForm(name, "_ = \(member)", lines)
        }
    }

    /// The code replacing `#keyPath` at `pound`: the Objective-C key path and, when a type roots it, a
    /// Swift key path to its first property that the compiler checks.
    package func keyPath(at pound: Int, open: Int, close: Int) -> String? {
        guard let reference = SelectorReference(source, between: open, and: close, allowsCall: false),
            reference.accessor == nil, reference.coercion == nil
        else { return nil }
        var components = reference.qualifier + [reference.member]
        if components.first == "self" { components.removeFirst() }
        let typeComponents = Array(components.prefix { $0.first?.isUppercase ?? false })
        let properties = components.dropFirst(typeComponents.count).map { $0.trimming("`") }
        guard let first = properties.first else { return nil }
        let receiver = self.receiver(of: typeComponents, in: contexts(of: pound)) { path in
            !index.properties(named: first, in: path).isEmpty
        }
        let getter = receiver.path.flatMap { index.properties(named: first, in: $0).first?.getterName } ?? first
        let name = ([getter] + properties.dropFirst()).joined(separator: ".")
        let lines = lineBreaks(around: reference, from: pound, to: close)
        let root: String
        switch receiver {
        case .type(let type, _), .protocolType(let type, _): root = type
        case .protocolSelf: root = "Self"
        case .instance, .none:
            return "ObjectiveC.ObjectiveCSyntax.keyPath(\(lines.before)\"\(name)\"\(lines.after))"
        }
        return "ObjectiveC.ObjectiveCSyntax.keyPath(\"\(name)\", checking: \(lines.before)\\\(root)."
            + "\(components[typeComponents.count])\(lines.after))"
    }

    /// The types enclosing the token, innermost first.
    private func contexts(of token: Int) -> [TypeDeclaration] { file.enclosingTypes(of: token).reversed() }

    private func isUnqualified(_ qualifier: [String]) -> Bool {
        qualifier.isEmpty || qualifier == ["self"] || qualifier == ["Self"]
    }

    /// What the qualifier names: for none (or `self`), the innermost enclosing type that `declares` the
    /// member, else the innermost; a type path; a value.
    private func receiver(
        of qualifier: [String], in contexts: [TypeDeclaration], declares: (String) -> Bool
    ) -> SelectorReceiver {
        if isUnqualified(qualifier) {
            guard let innermost = contexts.first else { return .none }
            let context = contexts.first { declares($0.path) } ?? innermost
            if context.kind == .protocolType || index.isProtocol(context.path) {
                return .protocolSelf(path: context.path)
            }
            return .type(context.path, path: context.path)
        }
        guard qualifier.allSatisfy({ $0.first?.isUppercase ?? false }) else {
            return .instance(qualifier.joined(separator: "."))
        }
        let written = qualifier.joined(separator: ".")
        let stripped = qualifier.map { String($0.prefix { $0 != "<" }) }.joined(separator: ".")
        let path = index.resolve(stripped, in: contexts.first?.path)
        if let path, index.isProtocol(path) { return .protocolType(written, path: path) }
        return .type(written, path: path)
    }

    /// The declaration a method reference means: of those with its name (and labels, and as many
    /// parameters as an `as` type has), the one Objective-C sees, else the first; and whether the name is
    /// overloaded with other labels.
    private func method(for reference: SelectorReference, on receiver: SelectorReceiver) -> (
        MethodDeclaration?, Bool
    ) {
        guard let path = receiver.path else { return (nil, false) }
        let all = index.methods(named: reference.memberName, in: path)
        var candidates = all
        if let labels = reference.argumentLabels { candidates = candidates.filter { $0.labels == labels } }
        if let coercion = reference.coercion, let count = FunctionTypeText.parameterCount(of: coercion) {
            candidates = candidates.filter { $0.labels.count == count }
        }
        let chosen = candidates.first(where: \.isObjCMarked) ?? candidates.first
        return (chosen, Set(all.map(\.labels)).count > 1)
    }

    /// The line breaks between `#selector` and the member's name, and after it up to the `)`, each with
    /// the indentation of the token after it: repeated around the reference in the code that replaces it,
    /// so that the member stays on its line (and, on its own line, in its column) and the file keeps its
    /// line count.
    private func lineBreaks(around reference: SelectorReference, from pound: Int, to close: Int) -> (
        before: String, after: String
    ) {
        let memberStart = source.tokens[reference.memberToken].range.lowerBound
        let before = source.newlineCount(in: source.tokens[pound].range.lowerBound..<memberStart)
        let after = source.newlineCount(in: memberStart..<source.tokens[close].range.upperBound)
        func breaks(_ count: Int, then token: Int) -> String {
            guard count > 0 else { return "" }
            return String(repeating: "\n", count: count) + String(repeating: " ", count: column(of: token))
        }
        return (breaks(before, then: reference.firstToken), breaks(after, then: close))
    }

    /// The token's byte offset from the start of its line.
    private func column(of token: Int) -> Int {
        let start = source.tokens[token].range.lowerBound
        var lineStart = start
        while lineStart > 0, source.bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        return start - lineStart
    }

    private func methodForm(_ name: String, _ reference: String, _ lines: (before: String, after: String)) -> String {
        "ObjectiveC.Selector(\"\(name)\", \(lines.before)\(reference)\(lines.after))"
    }

    private func checkingForm(_ name: String, _ body: String, _ lines: (before: String, after: String)) -> String {
        "ObjectiveC.Selector(\"\(name)\", checking: {\(lines.before) \(body) }\(lines.after))"
    }
}
