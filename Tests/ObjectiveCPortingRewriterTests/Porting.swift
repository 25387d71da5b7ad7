import ObjectiveCPortingRewriter
import XCTest

/// Ports sources the way the plugin does and hands back the user's part of the result.
enum Porting {
    static let header = PortingRewriter.header(for: "/App/View.swift")

    /// The ported text of the first file after the two header lines, the others scanned with it.
    static func body(_ text: String, with others: [String] = []) -> String {
        let files =
            [("/App/View.swift", text)] + others.enumerated().map { ("/App/Other\($0.offset).swift", $0.element) }
        let rewriter = PortingRewriter(files: files.map { ($0.0, Array($0.1.utf8)) })
        let ported = rewriter.portedText(0)
        XCTAssertTrue(ported.hasPrefix(header), "the header comes first")
        return String(ported.dropFirst(header.count))
    }

    /// The one line of `text` that holds `needle`, ported (inside a class whose members `members` lists).
    static func line(_ code: String, in members: String = "", type: String = "ViewController") -> String {
        let text = "class \(type) {\n\(members)\n    func setUp() {\n        \(code)\n    }\n}\n"
        let lines = body(text).split(separator: "\n", omittingEmptySubsequences: false)
        let index = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(code) }!
        return lines[index].trimmingCharacters(in: .whitespaces)
    }
}
