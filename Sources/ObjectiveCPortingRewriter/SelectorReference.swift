/// What the inside of `#selector(…)` or `#keyPath(…)` says, as written: `getter: Outer.Inner.title`,
/// `self.tap(_:with:)`, `foo as (Int) -> Void`, `view.frame.size`.
package struct SelectorReference: Equatable, Sendable {
    package enum Accessor: Equatable, Sendable { case getter, setter }

    package var accessor: Accessor?
    /// The components before the member, as written (generic arguments kept): `["Outer", "Inner"]`,
    /// `["self"]`, `["view"]`, or none.
    package var qualifier: [String]
    /// The member's name as written (`` `default` `` keeps its backticks).
    package var member: String
    /// The argument labels of a compound name, as written (`_` for none); `nil` for a bare name.
    package var labels: [String]?
    /// The type after `as`, as written.
    package var coercion: String?
    /// The token of the member's name, the line a diagnostic about it belongs to.
    package var memberToken: Int
    /// The reference's first token (after `getter:`), where the code that replaces it begins.
    package var firstToken: Int

    /// Reads the tokens between the parentheses at `open` and `close`; `nil` for a form the rewriter does
    /// not know (it then leaves the text alone, and the compiler reports it where it is written).
    package init?(_ source: SourceText, between open: Int, and close: Int, allowsCall: Bool = true) {
        var index = open + 1
        if source.isIdentifier(index, "getter") || source.isIdentifier(index, "setter"), source.isToken(index + 1, ":")
        {
            accessor = source.text(of: index) == "getter" ? .getter : .setter
            index += 2
        }
        var end = close
        var depth = 0
        for candidate in index..<close {
            let text = source.text(of: candidate)
            if ["(", "[", "{"].contains(text) { depth += 1 }
            if [")", "]", "}"].contains(text) { depth -= 1 }
            if depth == 0, source.isIdentifier(candidate, "as"), candidate + 1 < close {
                end = candidate
                coercion = source.text(
                    source.tokens[candidate + 1].range.lowerBound..<source.tokens[close - 1].range.upperBound)
                break
            }
        }
        firstToken = index
        var components: [String] = []
        var lastComponent = index
        while index < end {
            guard source.tokens[index].kind == .identifier else { return nil }
            let start = index
            index += 1
            if index < end, source.text(of: index).hasPrefix("<") { index = source.afterGenericArguments(at: index) }
            components.append(
                source.text(source.tokens[start].range.lowerBound..<source.tokens[index - 1].range.upperBound))
            lastComponent = start
            if index == end { break }
            if source.isToken(index, ".") {
                index += 1
                continue
            }
            guard allowsCall, source.isToken(index, "("), let labelsClose = source.closingBracket(of: index),
                labelsClose + 1 == end, let labels = Self.labels(source, from: index + 1, to: labelsClose),
                !labels.isEmpty
            else { return nil }
            self.labels = labels
            break
        }
        guard let member = components.popLast() else { return nil }
        self.member = member
        self.qualifier = components
        self.memberToken = lastComponent
    }

    /// `_:with:` from the tokens of `(_:with:)`; `nil` unless each label is a name or `_` and a `:`.
    private static func labels(_ source: SourceText, from start: Int, to end: Int) -> [String]? {
        var labels: [String] = []
        var index = start
        while index < end {
            guard source.tokens[index].kind == .identifier, source.isToken(index + 1, ":") else { return nil }
            labels.append(source.text(of: index))
            index += 2
        }
        return labels
    }

    /// The labels as Objective-C naming reads them: `""` for `_`, no backticks.
    package var argumentLabels: [String]? {
        labels?.map { $0 == "_" ? "" : $0.trimming("`") }
    }

    /// The member as Swift spells a reference to it: `tap(_:with:)`, `refresh`.
    package func spelled(labels: [String]?) -> String {
        guard let labels, !labels.isEmpty else { return member }
        return member + "(" + labels.map { ($0.isEmpty ? "_" : $0) + ":" }.joined() + ")"
    }

    /// The member's name as Objective-C sees it: no backticks.
    package var memberName: String { member.trimming("`") }
}
