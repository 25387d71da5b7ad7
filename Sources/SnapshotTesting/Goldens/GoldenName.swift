import Foundation

/// Where a golden lives, relative to the goldens directory: the one place file names are made.
///
/// A golden's files are `<stem>.<pathExtension>` (`FeedTests/testEmptyFeed.iPhone8.png`) and, for
/// strategies that explain themselves, `<stem>.layout.txt` beside it.
public struct GoldenName: Hashable, Sendable, CustomStringConvertible {
    /// The relative path without extension, `/`-separated.
    public let stem: String

    /// A golden at an explicit relative stem, for tools such as `generate-snapshots` (`Scenes/Feed.iPhone8`).
    /// Each component is sanitized; `..` and empty components are dropped.
    public init(stem: String) {
        self.stem = stem.split(separator: "/").map { Self.sanitize(String($0)) }
            .filter { !$0.isEmpty && $0 != "." && $0 != ".." }.joined(separator: "/")
    }

    /// The golden of an assertion, named as swift-snapshot-testing names it:
    /// `<TestFile>/<testName>.<name>`, where `name` is the `named:` argument or, when absent, the
    /// assertion's 1-based position within the test; both names pass through
    /// ``sanitizePathComponent(_:)`` (`testFeed()` becomes `testFeed`, `"dark mode"` `dark-mode`).
    public init(testFile: String, testName: String, name: String) {
        // The file name as it is, as theirs keeps it; only a name of dots could leave the folder.
        let file = URL(fileURLWithPath: testFile).deletingPathExtension().lastPathComponent
        let folder = file.allSatisfy { $0 == "." } ? "-" : file
        self.init(
            verbatim: "\(folder)/\(Self.sanitizePathComponent(testName)).\(Self.sanitizePathComponent(name))")
    }

    /// A golden directly in a folder of the caller's choosing (`snapshotDirectory:`): `<testName>.<name>`.
    public init(testName: String, name: String) {
        self.init(verbatim: "\(Self.sanitizePathComponent(testName)).\(Self.sanitizePathComponent(name))")
    }

    private init(verbatim stem: String) {
        self.stem = stem
    }

    /// `<stem>.<pathExtension>`, or the stem alone for a strategy without an extension.
    public func relativePath(pathExtension: String?) -> String {
        guard let pathExtension, !pathExtension.isEmpty else { return stem }
        return "\(stem).\(pathExtension)"
    }

    /// swift-snapshot-testing's rule for test and snapshot names: every run of characters that are not
    /// word characters (letters, marks, decimal digits, connector punctuation such as `_`) becomes one
    /// `-`, and a `-` at either end is dropped. The result has no `/`, `.` or `..`, so it stays one
    /// file name inside the goldens folder.
    public static func sanitizePathComponent(_ string: String) -> String {
        var result = ""
        var inRun = false
        for scalar in string.unicodeScalars {
            if isWordCharacter(scalar) {
                result.unicodeScalars.append(scalar)
                inRun = false
            } else if !inRun {
                result += "-"
                inRun = true
            }
        }
        // By scalar, as the expression works: a `-` followed by a joiner is not a whole `Character`.
        if result.unicodeScalars.first == "-" { result.unicodeScalars.removeFirst() }
        if result.unicodeScalars.last == "-" { result.unicodeScalars.removeLast() }
        return result
    }

    /// ICU's `\w`, which their regular expression uses.
    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
        default: return scalar.properties.isAlphabetic || scalar.value == 0x200C || scalar.value == 0x200D
        }
    }

    public var description: String { stem }

    /// Letters, digits and `._-@+` survive; anything else becomes `-`, so names are portable and
    /// predictable from the test source.
    public static func sanitize(_ component: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-@+")
        return String(component.map { allowed.contains($0) ? $0 : "-" })
    }

    /// Files the golden consists of for a strategy: the image or text, and the explanation sidecar.
    public func files<Value, Format>(for strategy: Snapshotting<Value, Format>, explained: Bool) -> [String] {
        var files = [relativePath(pathExtension: strategy.pathExtension)]
        if explained { files.append(relativePath(pathExtension: strategy.explanationPathExtension)) }
        return files
    }
}
