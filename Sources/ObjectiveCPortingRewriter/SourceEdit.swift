/// A replacement of a byte range of a file. Every edit the rewriter makes keeps the range's line breaks,
/// so each line of the ported file is the same line of the user's file.
package struct SourceEdit: Equatable, Sendable {
    package var range: Range<Int>
    package var replacement: [UInt8]

    package init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = Array(replacement.utf8)
    }

    /// The range's bytes turned to spaces, line breaks kept: what an `@objc` leaves, so that every column
    /// after it on its line stays where it was.
    package static func blank(_ range: Range<Int>, in bytes: [UInt8]) -> SourceEdit {
        var edit = SourceEdit(range: range, replacement: "")
        edit.replacement = bytes[range].map {
            $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") ? $0 : UInt8(ascii: " ")
        }
        return edit
    }

    /// The bytes with the edits made, in order of their ranges; an edit that overlaps an earlier one is
    /// dropped (none should), and an edit with fewer line breaks than its range gets the missing ones at
    /// its end.
    package static func apply(_ edits: [SourceEdit], to bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var position = 0
        let newline = UInt8(ascii: "\n")
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound })
        where edit.range.lowerBound >= position {
            result += bytes[position..<edit.range.lowerBound]
            result += edit.replacement
            let missing =
                bytes[edit.range].filter { $0 == newline }.count - edit.replacement.filter { $0 == newline }.count
            if missing > 0 { result += [UInt8](repeating: newline, count: missing) }
            position = edit.range.upperBound
        }
        result += bytes[position...]
        return result
    }
}
