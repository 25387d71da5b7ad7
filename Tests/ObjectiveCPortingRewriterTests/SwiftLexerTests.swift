import ObjectiveCPortingRewriter
import XCTest

/// The lexer keeps comments, strings and regex literals whole, which is what keeps the rewrite out of them.
final class SwiftLexerTests: XCTestCase {
    private func tokens(_ text: String) -> [String] {
        let source = SourceText(text)
        return source.tokens.indices.map { source.text(of: $0) }
    }

    private func literals(_ text: String) -> [String] {
        let source = SourceText(text)
        return source.tokens.indices.filter { source.tokens[$0].kind == .literal }.map { source.text(of: $0) }
    }

    func testCommentsAreSkippedNestedBlockCommentsToo() {
        XCTAssertEqual(tokens("a // #selector(b)\nc"), ["a", "c"])
        XCTAssertEqual(tokens("a /* x /* #selector(b) */ still comment */ c"), ["a", "c"])
        XCTAssertEqual(tokens("/// @objc doc\n@objc func f()"), ["@objc", "func", "f", "(", ")"])
        XCTAssertEqual(tokens("#!/usr/bin/swift\nlet a"), ["let", "a"])
    }

    func testStringsAreOneLiteralWithEscapedQuotes() {
        XCTAssertEqual(
            tokens(##"let s = "a \"#selector(x)\" b" + c"##), ["let", "s", "=", ##""a \"#selector(x)\" b""##, "+", "c"])
        XCTAssertEqual(tokens("let s = \"unterminated\nlet t"), ["let", "s", "=", "\"unterminated", "let", "t"])
    }

    func testRawStringsEndOnlyAtTheirHashes() {
        XCTAssertEqual(
            literals(###"#"a "quoted" \(no) #selector(x)"# + ##"b "# still"##"###),
            [
                ##"#"a "quoted" \(no) #selector(x)"#"##, ###"##"b "# still"##"###,
            ])
    }

    func testMultiLineStringsHoldQuotesAndLineBreaks() {
        let text = "let s = \"\"\"\n  \"one\" \"\"two\"\"\n  #selector(x)\n  \"\"\"\nlet t"
        XCTAssertEqual(literals(text), ["\"\"\"\n  \"one\" \"\"two\"\"\n  #selector(x)\n  \"\"\""])
        XCTAssertEqual(tokens(text).last, "t")
        let tokens = SourceText(text).tokens
        XCTAssertTrue(tokens[tokens.count - 2].startsLine, "`let` after the literal begins a line")
    }

    func testInterpolationsAreCodeAndTheirStringsAreNot() {
        let text = ##"let s = "a \(f(x, (1 + 2)) + "#selector(y) \(z)") b" + c"##
        XCTAssertEqual(
            tokens(text),
            [
                "let", "s", "=", #""a \("#, "f", "(", "x", ",", "(", "1", "+", "2", ")", ")", "+",
                ##""#selector(y) \("##,
                "z", #")""#, #") b""#, "+", "c",
            ])
        XCTAssertEqual(tokens(##"#"raw \(no) \#(yes)"#"##), [##"#"raw \(no) \#("##, "yes", ##")"#"##])
    }

    func testRegexLiteralsAreOneLiteral() {
        XCTAssertEqual(
            tokens("let r = #/#selector\\(\"x\"\\)/# + y"), ["let", "r", "=", "#/#selector\\(\"x\"\\)/#", "+", "y"])
        XCTAssertEqual(tokens("let r = ##/\n a/b \n/## ; z"), ["let", "r", "=", "##/\n a/b \n/##", ";", "z"])
        XCTAssertEqual(
            tokens(#"x.split(separator: /"@objc"/)"#), ["x", ".", "split", "(", "separator", ":", #"/"@objc"/"#, ")"])
    }

    func testSlashIsDivisionAfterAValue() {
        XCTAssertEqual(tokens("let half = total / 2 / \"x\""), ["let", "half", "=", "total", "/", "2", "/", "\"x\""])
        XCTAssertEqual(tokens("a = (b) /c/ d"), ["a", "=", "(", "b", ")", "/", "c", "/", "d"])
        XCTAssertEqual(tokens("a /= 2"), ["a", "/=", "2"])
    }

    func testPunctuationOperatorsAndNames() {
        XCTAssertEqual(tokens("delegate?.didTap?(self)"), ["delegate", "?", ".", "didTap", "?", "(", "self", ")"])
        XCTAssertEqual(tokens("a ?? b != c...d ==.none"), ["a", "??", "b", "!=", "c", "...", "d", "==", ".", "none"])
        XCTAssertEqual(tokens("let `default` = $0 -> 1.5e3"), ["let", "`default`", "=", "$0", "->", "1.5e3"])
        XCTAssertEqual(tokens("@objc(tap:) #selector(a)"), ["@objc", "(", "tap", ":", ")", "#selector", "(", "a", ")"])
    }

    func testTokensAreByteRangesOfTheText() {
        let text = "é = \"ü\" // ö\n  b"
        let source = SourceText(text)
        XCTAssertEqual(source.tokens.map(\.range), [0..<2, 3..<4, 5..<9, 18..<19])
        XCTAssertEqual(source.tokens.map(\.startsLine), [true, false, false, true])
    }
}
