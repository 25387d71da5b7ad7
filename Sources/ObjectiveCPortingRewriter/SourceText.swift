/// A file's UTF-8 bytes and its tokens: what the scanner reads declarations from and the rewriter edits.
package struct SourceText: Sendable {
    package let bytes: [UInt8]
    package let tokens: [SourceToken]

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        self.tokens = SwiftLexer.tokens(of: bytes)
    }

    package init(_ text: String) { self.init(Array(text.utf8)) }

    package func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    package func text(of index: Int) -> String { text(tokens[index].range) }

    /// The token's text without backticks: `` `default` `` names `default`, as Objective-C sees it.
    package func name(of index: Int) -> String {
        let text = text(of: index)
        guard text.count >= 2, text.first == "`", text.last == "`" else { return text }
        return String(text.dropFirst().dropLast())
    }

    package func isToken(_ index: Int, _ text: String) -> Bool {
        tokens.indices.contains(index) && self.text(of: index) == text
    }

    /// Whether the token is an identifier spelled `text` (a keyword, as the lexer does not set them apart).
    package func isIdentifier(_ index: Int, _ text: String) -> Bool {
        tokens.indices.contains(index) && tokens[index].kind == .identifier && self.text(of: index) == text
    }

    package func newlineCount(in range: Range<Int>) -> Int {
        bytes[range].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }

    /// The index of the bracket that closes the one at `open` (`(`, `[` or `{`), counting all three kinds;
    /// `nil` when the file ends first.
    package func closingBracket(of open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < tokens.count {
            if tokens[index].kind == .punctuation {
                switch bytes[tokens[index].range.lowerBound] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return index }
                default: break
                }
            }
            index += 1
        }
        return nil
    }

    /// The index after the `>` that closes generic arguments opened at `open` (an operator token starting
    /// with `<`); `->` counts as neither bracket.
    package func afterGenericArguments(at open: Int) -> Int {
        var depth = 0
        var index = open
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .operatorSymbol, text(of: index) != "->" {
                for byte in bytes[token.range] {
                    if byte == UInt8(ascii: "<") { depth += 1 }
                    if byte == UInt8(ascii: ">") { depth -= 1 }
                }
                if depth <= 0 { return index + 1 }
            } else if token.kind == .punctuation, ["{", "}", ";"].contains(text(of: index)) {
                return index
            }
            index += 1
        }
        return index
    }
}
