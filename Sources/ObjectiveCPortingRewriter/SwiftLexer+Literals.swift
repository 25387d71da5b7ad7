/// Comments, strings and regex literals: the places where text that looks like code is not code.
extension SwiftLexer {
    mutating func skipLineComment() {
        while let byte = byte(at: position), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") {
            position += 1
        }
    }

    /// `/* … */`, which nests in Swift: `/* a /* b */ c */` is one comment.
    mutating func skipBlockComment() {
        var depth = 0
        while let byte = byte(at: position) {
            let next = self.byte(at: position + 1)
            if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if byte == UInt8(ascii: "*"), next == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { sawLineBreak = true }
                position += 1
            }
        }
    }

    /// A string literal whose opening `#`s (if any) start at `start` and whose quote is at `position`.
    mutating func lexString(hashes: Int, from start: Int? = nil) {
        let quote = UInt8(ascii: "\"")
        let start = start ?? position
        let isMultiline = byte(at: position + 1) == quote && byte(at: position + 2) == quote
        position += isMultiline ? 3 : 1
        scanStringBody(StringDelimiter(hashes: hashes, isMultiline: isMultiline), from: start)
    }

    /// The text of a string from `position` on, as one literal token starting at `start`: up to its
    /// closing delimiter, or up to and including an interpolation's `\(`, after which the lexer reads code
    /// until the matching `)` resumes the string.
    mutating func scanStringBody(_ delimiter: StringDelimiter, from start: Int) {
        let quote = UInt8(ascii: "\"")
        while let byte = byte(at: position) {
            if byte == UInt8(ascii: "\\"), hashes(delimiter.hashes, at: position + 1) {
                let escaped = position + 1 + delimiter.hashes
                if self.byte(at: escaped) == UInt8(ascii: "(") {
                    position = escaped + 1
                    emit(.literal, from: start)
                    interpolations.append((delimiter, 0))
                    return
                }
                position = escaped + 1
                continue
            }
            if byte == quote {
                if delimiter.isMultiline {
                    if self.byte(at: position + 1) == quote, self.byte(at: position + 2) == quote,
                        hashes(delimiter.hashes, at: position + 3)
                    {
                        position += 3 + delimiter.hashes
                        break
                    }
                } else if hashes(delimiter.hashes, at: position + 1) {
                    position += 1 + delimiter.hashes
                    break
                }
            } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                // A single-line string cannot hold a line break: the literal is unterminated, and what
                // follows is code again.
                if !delimiter.isMultiline { break }
            }
            position += 1
        }
        emit(.literal, from: start)
    }

    func hashes(_ count: Int, at index: Int) -> Bool {
        (0..<count).allSatisfy { byte(at: index + $0) == UInt8(ascii: "#") }
    }

    /// `#/…/#`, `##/…/##`, on one line or several; `false` (nothing consumed) when it never closes.
    mutating func lexExtendedRegex(hashes: Int) -> Bool {
        let start = position
        var index = position + hashes + 1
        while let byte = byte(at: index) {
            if byte == UInt8(ascii: "\\") {
                index += 2
            } else if byte == UInt8(ascii: "/"), self.hashes(hashes, at: index + 1) {
                position = index + 1 + hashes
                emit(.literal, from: start)
                return true
            } else {
                index += 1
            }
        }
        return false
    }

    /// A bare `/…/` regex literal (Swift 6 mode, or Swift 5 with bare-slash regexes): only where an
    /// expression may begin, not starting or ending with a space, closed on the same line, as Swift's lexer
    /// decides. Anything else is the division operator. `false` when nothing was consumed.
    mutating func lexBareRegex() -> Bool {
        guard mayBeginExpression() else { return false }
        let start = position
        switch byte(at: position + 1) {
        case nil, UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "="):
            return false
        default: break
        }
        var index = position + 1
        var characterClassDepth = 0
        while let byte = byte(at: index) {
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return false
            case UInt8(ascii: "\\"):
                index += 1
            case UInt8(ascii: "["):
                characterClassDepth += 1
            case UInt8(ascii: "]"):
                characterClassDepth = max(0, characterClassDepth - 1)
            case UInt8(ascii: "/") where characterClassDepth == 0:
                let before = bytes[index - 1]
                guard before != UInt8(ascii: " "), before != UInt8(ascii: "\t") else { return false }
                position = index + 1
                emit(.literal, from: start)
                return true
            default:
                break
            }
            index += 1
        }
        return false
    }

    private static let expressionKeywords: Set<String> = [
        "return", "case", "in", "if", "guard", "while", "where", "try", "await", "throw", "else", "switch",
        "yield", "repeat", "is",
    ]

    /// Whether the previous token leaves room for an expression to begin: nothing, an opening bracket, a
    /// separator, an operator, or a keyword that is followed by an expression.
    private func mayBeginExpression() -> Bool {
        guard let last = tokens.last else { return true }
        let text = String(decoding: bytes[last.range], as: UTF8.self)
        switch last.kind {
        case .operatorSymbol: return true
        case .punctuation: return ["(", "[", "{", ",", ":", ";"].contains(text)
        case .identifier: return Self.expressionKeywords.contains(text)
        default: return false
        }
    }
}
