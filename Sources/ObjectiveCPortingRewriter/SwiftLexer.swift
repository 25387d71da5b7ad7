/// Splits Swift source into the tokens the rewriter needs, and no further: comments and blank space are
/// skipped, string and regex literals are kept whole so that nothing inside them is ever taken for code,
/// and the code of a string interpolation `\(…)` is lexed as code, since Swift compiles it as code.
package struct SwiftLexer {
    /// How a string literal ends: its `#` count and whether it is a `"""` literal.
    struct StringDelimiter {
        var hashes: Int
        var isMultiline: Bool
    }

    let bytes: [UInt8]
    var position = 0
    var tokens: [SourceToken] = []
    /// Whether a line break has been seen since the last token (the file's start counts as one).
    var sawLineBreak = true
    /// The strings whose interpolations the lexer is inside, innermost last, each with the depth of
    /// parentheses opened inside the interpolation so that its own `)` is told apart.
    var interpolations: [(delimiter: StringDelimiter, depth: Int)] = []

    package static func tokens(of bytes: [UInt8]) -> [SourceToken] {
        var lexer = SwiftLexer(bytes: bytes)
        lexer.run()
        return lexer.tokens
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    func byte(at index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func emit(_ kind: SourceToken.Kind, from start: Int) {
        tokens.append(SourceToken(kind: kind, range: start..<position, startsLine: sawLineBreak))
        sawLineBreak = false
    }

    private mutating func run() {
        if bytes.starts(with: [UInt8(ascii: "#"), UInt8(ascii: "!")]) { skipLineComment() }
        while let byte = byte(at: position) {
            let start = position
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0:
                position += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                position += 1
                sawLineBreak = true
            case UInt8(ascii: "/") where self.byte(at: position + 1) == UInt8(ascii: "/"):
                skipLineComment()
            case UInt8(ascii: "/") where self.byte(at: position + 1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "/") where lexBareRegex():
                break
            case UInt8(ascii: "\""):
                lexString(hashes: 0)
            case UInt8(ascii: "#"):
                lexPound()
            case UInt8(ascii: "@") where isIdentifierStart(self.byte(at: position + 1)):
                position += 1
                skipIdentifier()
                emit(.attribute, from: start)
            case UInt8(ascii: "`"):
                lexBacktickedIdentifier()
            case UInt8(ascii: "("):
                if !interpolations.isEmpty { interpolations[interpolations.count - 1].depth += 1 }
                position += 1
                emit(.punctuation, from: start)
            case UInt8(ascii: ")"):
                if let innermost = interpolations.last, innermost.depth == 0 {
                    interpolations.removeLast()
                    position += 1
                    scanStringBody(innermost.delimiter, from: start)
                } else {
                    if !interpolations.isEmpty { interpolations[interpolations.count - 1].depth -= 1 }
                    position += 1
                    emit(.punctuation, from: start)
                }
            case _ where isIdentifierStart(byte):
                skipIdentifier()
                emit(.identifier, from: start)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                lexNumber()
            default:
                lexOperatorOrPunctuation()
            }
        }
    }

    func isIdentifierStart(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
            UInt8(ascii: "$"), 0x80...0xFF:
            return true
        default: return false
        }
    }

    func isIdentifierBody(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return isIdentifierStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    mutating func skipIdentifier() {
        while isIdentifierBody(byte(at: position)) { position += 1 }
    }

    private mutating func lexBacktickedIdentifier() {
        let start = position
        position += 1
        while let byte = byte(at: position), byte != UInt8(ascii: "`"), byte != UInt8(ascii: "\n") {
            position += 1
        }
        if byte(at: position) == UInt8(ascii: "`") { position += 1 }
        emit(.identifier, from: start)
    }

    private mutating func lexNumber() {
        let start = position
        while let byte = byte(at: position) {
            if isIdentifierBody(byte) {
                position += 1
            } else if byte == UInt8(ascii: "."),
                let next = self.byte(at: position + 1), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next)
            {
                position += 1
            } else {
                break
            }
        }
        emit(.literal, from: start)
    }

    /// `#selector`, `#if`; a raw string `#"…"#`; an extended regex `#/…/#`; else a lone `#`.
    private mutating func lexPound() {
        let start = position
        var hashes = 0
        while byte(at: position + hashes) == UInt8(ascii: "#") { hashes += 1 }
        switch byte(at: position + hashes) {
        case UInt8(ascii: "\""):
            position += hashes
            lexString(hashes: hashes, from: start)
        case UInt8(ascii: "/") where lexExtendedRegex(hashes: hashes):
            break
        case let next where hashes == 1 && isIdentifierStart(next):
            position += 1
            skipIdentifier()
            emit(.poundKeyword, from: start)
        default:
            position += 1
            emit(.punctuation, from: start)
        }
    }

    private static let operatorCharacters = Set("/=-+!*%<>&|^~?".utf8)

    private mutating func lexOperatorOrPunctuation() {
        let start = position
        let byte = bytes[position]
        let next = self.byte(at: position + 1)
        let startsOperator: Bool
        switch byte {
        // `?` and `!` stand alone (optional chaining, unwrapping) unless they begin `!=`, `??`, `?=`.
        case UInt8(ascii: "?"): startsOperator = next == UInt8(ascii: "?") || next == UInt8(ascii: "=")
        case UInt8(ascii: "!"): startsOperator = next == UInt8(ascii: "=")
        // A `.` is member access unless it begins `...` or `..<`.
        case UInt8(ascii: "."): startsOperator = next == UInt8(ascii: ".")
        default: startsOperator = Self.operatorCharacters.contains(byte)
        }
        guard startsOperator else {
            position += 1
            emit(.punctuation, from: start)
            return
        }
        position += 1
        // Only an operator that begins with `.` may hold one: `==.none` is `==` and `.none`.
        let dotted = byte == UInt8(ascii: ".")
        while let byte = self.byte(at: position),
            Self.operatorCharacters.contains(byte) || (dotted && byte == UInt8(ascii: "."))
        {
            // A comment may follow an operator with no space between.
            if byte == UInt8(ascii: "/"),
                self.byte(at: position + 1) == UInt8(ascii: "/") || self.byte(at: position + 1) == UInt8(ascii: "*")
            {
                break
            }
            position += 1
        }
        emit(.operatorSymbol, from: start)
    }
}
