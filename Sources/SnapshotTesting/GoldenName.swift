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

    /// The golden of an assertion: `<TestFile>/<testName>.<name>`, where `name` is the `named:`
    /// argument or, when absent, the assertion's 1-based position within the test.
    public init(testFile: String, testName: String, name: String) {
        let file = URL(fileURLWithPath: testFile).deletingPathExtension().lastPathComponent
        let test = testName.hasSuffix("()") ? String(testName.dropLast(2)) : testName
        self.init(stem: "\(file)/\(test).\(name)")
    }

    public func relativePath(pathExtension: String) -> String { "\(stem).\(pathExtension)" }

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
