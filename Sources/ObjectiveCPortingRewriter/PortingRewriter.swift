/// The porting path's rewrite of a target's files, made together because an unqualified `#selector(tap)`
/// in one file can name a method declared in another.
///
/// A ported file is `import ObjectiveC`, a `#sourceLocation` naming the user's file, then the user's
/// text with the Objective-C syntax rewritten (attributes blanked, `dynamic` blanked, selectors and key
/// paths spelled as `ObjectiveC` calls, `@objc protocol`s bound to `AnyObject`), every line where it was,
/// so that the compiler's diagnostics name the user's file and line. A file that uses none of that
/// syntax comes out byte for byte after the two header lines.
package struct PortingRewriter: Sendable {
    package struct File: Sendable {
        /// The absolute path diagnostics should name.
        package var path: String
        package var declarations: FileDeclarations
    }

    package let files: [File]
    private let index: DeclarationIndex

    package init(files: [(path: String, bytes: [UInt8])]) {
        let utf8ByteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        self.files = files.map { file in
            // A byte order mark is only allowed at a file's start, which the header lines take.
            let bytes = file.bytes.starts(with: utf8ByteOrderMark) ? Array(file.bytes.dropFirst(3)) : file.bytes
            return File(path: file.path, declarations: DeclarationScanner.scan(SourceText(bytes)))
        }
        self.index = DeclarationIndex(self.files.map(\.declarations))
    }

    /// One file's ported text, as a string (for tests and diagnostics).
    package init(path: String, text: String) { self.init(files: [(path, Array(text.utf8))]) }

    /// The ported bytes of `files[position]`.
    package func ported(_ position: Int) -> [UInt8] {
        let file = files[position]
        let rewrite = FileRewrite(file: file.declarations, index: index)
        var result = Array(Self.header(for: file.path).utf8)
        let body = SourceEdit.apply(rewrite.edits(), to: file.declarations.source.bytes)
        result += body
        let extensions = rewrite.defaultImplementations()
        if !extensions.isEmpty {
            if let last = body.last, last != UInt8(ascii: "\n") { result.append(UInt8(ascii: "\n")) }
            // Lines that are not the user's: diagnostics in them name the ported file.
            result += Array("#sourceLocation()\n\(extensions)".utf8)
        }
        return result
    }

    package func portedText(_ position: Int) -> String { String(decoding: ported(position), as: UTF8.self) }

    /// The two lines before the user's text.
    package static func header(for path: String) -> String {
        var escaped = ""
        for character in path {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return "import ObjectiveC\n#sourceLocation(file: \"\(escaped)\", line: 1)\n"
    }
}
