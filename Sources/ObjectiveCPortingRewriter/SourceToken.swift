/// One lexical unit of Swift source, located by UTF-8 byte offsets so that a rewrite can replace exactly
/// its bytes and leave every other byte, and so every line and column, where it was.
package struct SourceToken: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        /// A name or a keyword (Swift's keywords are contextual enough that the rewriter tells them apart
        /// by text), `backticked` ones included.
        case identifier
        /// `@objc`, `@IBOutlet`: the `@` and the name, without any parenthesized arguments.
        case attribute
        /// `#selector`, `#keyPath`, `#if`: the `#` and the name.
        case poundKeyword
        /// A single character that is not an operator: `( ) [ ] { } , : ; . ? ! \` and the like.
        case punctuation
        /// A run of operator characters: `=`, `->`, `==`, `...`, `>>`.
        case operatorSymbol
        /// A number, a regex literal, or a string literal's text up to, between or after its interpolations
        /// (the code of an interpolation is tokens of its own).
        case literal
    }

    package var kind: Kind
    package var range: Range<Int>
    /// Whether a line break separates this token from the previous one (comments count as blank space),
    /// which is where Swift lets a new declaration or statement begin.
    package var startsLine: Bool

    package init(kind: Kind, range: Range<Int>, startsLine: Bool) {
        self.kind = kind
        self.range = range
        self.startsLine = startsLine
    }
}
