/// swift-snapshot-testing's configuration: a record mode and a diff tool, either left unset to
/// inherit from the enclosing scope. It is a view of ``SnapshotConfiguration``, which holds the values
/// (one source of truth): `withSnapshotTesting(record:diffTool:operation:)` and the
/// `.snapshots(record:diffTool:)` trait write into the current ``SnapshotConfiguration``.
public struct SnapshotTestingConfiguration: Sendable {
    /// `.all`, `.failed`, `.missing` (the default), `.never`; see ``SnapshotRecordMode``.
    public typealias Record = SnapshotRecordMode

    public var record: Record?
    public var diffTool: DiffTool?

    public init(record: Record? = nil, diffTool: DiffTool? = nil) {
        self.record = record
        self.diffTool = diffTool
    }

    /// Turns the golden's path and the failed snapshot's path into the command printed in a failure
    /// message, ready to paste into a terminal.
    public struct DiffTool: Sendable, ExpressibleByStringLiteral {
        private let tool: @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String

        public init(_ tool: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String) {
            self.tool = tool
        }

        /// A command followed by the two paths: `"code --diff"` prints `code --diff <golden> <failed>`.
        public init(stringLiteral value: String) {
            self.tool = { "\(value) \(Self.quoted($0)) \(Self.quoted($1))" }
        }

        /// Kaleidoscope's command-line tool.
        public static let ksdiff = Self { "ksdiff \(quoted($0)) \(quoted($1))" }

        /// Both files as `file://` URLs, which terminals and IDEs open on click.
        public static let `default` = Self { "@\u{2212} \"file://\($0)\"\n@+ \"file://\($1)\"" }

        public func callAsFunction(currentFilePath: String, failedFilePath: String) -> String {
            tool(currentFilePath, failedFilePath)
        }

        /// A path as one shell word: left alone when it is plain, else in single quotes.
        static func quoted(_ path: String) -> String {
            let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./-+@:,=")
            if !path.isEmpty && path.allSatisfy(plain.contains) { return path }
            return "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
    }
}

/// Runs `operation` with these snapshot settings; an argument left `nil` keeps the enclosing value,
/// so nested blocks override only what they name. Applies to every assertion inside, in this task and
/// its child tasks.
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil, diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    operation: () throws -> R
) rethrows -> R {
    try withSnapshotTesting(
        SnapshotConfiguration.current.merging(record: record, diffTool: diffTool), operation: operation)
}

/// Runs an asynchronous `operation` with these snapshot settings, as the synchronous form does.
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil, diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    isolation: isolated (any Actor)? = #isolation, operation: () async throws -> R
) async rethrows -> R {
    try await SnapshotConfiguration.$current.withValue(
        SnapshotConfiguration.current.merging(record: record, diffTool: diffTool), operation: operation)
}

extension SnapshotConfiguration {
    /// This configuration with the values that are set replaced.
    func merging(record: SnapshotRecordMode?, diffTool: SnapshotTestingConfiguration.DiffTool?) -> Self {
        var configuration = self
        if let record { configuration.record = record }
        if let diffTool { configuration.diffTool = diffTool }
        return configuration
    }
}
