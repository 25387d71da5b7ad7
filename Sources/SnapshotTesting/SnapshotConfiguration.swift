import Foundation
import SnapshotRenderer

/// Everything a verification reads from outside: record mode, environment variables, folders,
/// provenance and where failures go. Tests inject their own instead of changing the process.
///
/// Scope one for a block with ``withSnapshotTesting(_:operation:)``; it is task-local, so parallel
/// Swift Testing tests each see their own.
public struct SnapshotConfiguration: Sendable {
    /// Wins over the global `isRecording` and `SNAPSHOT_TESTING_RECORD` when set; the `record:` argument of
    /// an assertion wins over all of them.
    public var record: SnapshotRecordMode?
    /// Prints the command comparing a failed snapshot with its golden; unset, the global `diffTool`,
    /// else ``SnapshotTestingConfiguration/DiffTool/default``.
    public var diffTool: SnapshotTestingConfiguration.DiffTool?
    /// The environment variables consulted (`SNAPSHOT_TESTING_RECORD`, `CI`, `SNAPSHOT_ARTIFACTS`).
    public var environment: [String: String]
    /// Where goldens live; by default `__Snapshots__/` beside the test file, as swift-snapshot-testing
    /// keeps them. `Snapshots/` in the package root belongs to `generate-snapshots`: two tools never
    /// share a folder.
    public var goldensDirectory: URL?
    /// Where failure artifacts and the HTML report go; by default `$SNAPSHOT_ARTIFACTS`, else
    /// `.build/snapshot-failures/` in the package root.
    public var artifactsDirectory: URL?
    /// The environment the snapshots are taken in, compared with the recorded `PROVENANCE.json`.
    public var provenance: Provenance
    /// The command printed to accept changes; the failing test's name is appended as a filter.
    public var acceptCommand: String
    public var writesArtifacts: Bool
    /// Receives failures of `assertSnapshot` instead of XCTest or Swift Testing.
    public var reporter: (@Sendable (SnapshotFailure, SnapshotSourceLocation) -> Void)?

    public init(
        record: SnapshotRecordMode? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
        goldensDirectory: URL? = nil, artifactsDirectory: URL? = nil, provenance: Provenance = .current,
        acceptCommand: String = "SNAPSHOT_TESTING_RECORD=failed scripts/test", writesArtifacts: Bool = true,
        reporter: (@Sendable (SnapshotFailure, SnapshotSourceLocation) -> Void)? = nil,
        diffTool: SnapshotTestingConfiguration.DiffTool? = nil
    ) {
        self.record = record
        self.diffTool = diffTool
        self.environment = environment
        self.goldensDirectory = goldensDirectory
        self.artifactsDirectory = artifactsDirectory
        self.provenance = provenance
        self.acceptCommand = acceptCommand
        self.writesArtifacts = writesArtifacts
        self.reporter = reporter
    }

    @TaskLocal public static var current = SnapshotConfiguration()

    /// `CI` set to `true`, `1` or `yes` (any case), as CI services and `.ci/run` do.
    public var isCI: Bool {
        ["true", "1", "yes"].contains(environment["CI"]?.lowercased() ?? "")
    }

    /// The mode in force: the argument, else this configuration's, else the global `isRecording`'s, else
    /// the environment's, else `missing`.
    /// - Throws: ``ConfigurationError`` when `SNAPSHOT_TESTING_RECORD` names no mode.
    public func recordMode(argument: SnapshotRecordMode?) throws -> SnapshotRecordMode {
        if let mode = argument ?? record ?? GlobalSnapshotSettings.shared.record { return mode }
        guard let raw = environment[SnapshotRecordMode.environmentVariable], !raw.isEmpty else { return .missing }
        guard let mode = SnapshotRecordMode(rawValue: raw.lowercased()) else {
            throw ConfigurationError(
                "\(SnapshotRecordMode.environmentVariable)=\(raw) is not a record mode; use one of "
                    + SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return mode
    }

    /// The diff tool in force: this configuration's, else the global `diffTool`'s, else the default.
    public var resolvedDiffTool: SnapshotTestingConfiguration.DiffTool {
        diffTool ?? GlobalSnapshotSettings.shared.diffTool ?? .default
    }

    func goldensDirectory(anchor: String) -> URL {
        if let goldensDirectory { return goldensDirectory }
        return Self.defaultGoldensDirectory(anchor: anchor)
    }

    /// `__Snapshots__` in the folder of `anchor` (a `#filePath`).
    public static func defaultGoldensDirectory(anchor: String) -> URL {
        URL(fileURLWithPath: anchor).deletingLastPathComponent().appendingPathComponent(
            "__Snapshots__", isDirectory: true)
    }

    func artifactsDirectory(anchor: String) throws -> URL {
        if let artifactsDirectory { return artifactsDirectory }
        if let path = environment["SNAPSHOT_ARTIFACTS"], !path.isEmpty { return URL(fileURLWithPath: path) }
        return try Self.packageRoot(anchor: anchor).appendingPathComponent(
            ".build/snapshot-failures", isDirectory: true)
    }

    /// The nearest folder above `anchor` (a `#filePath`) holding `Package.swift`.
    public static func packageRoot(anchor: String) throws -> URL {
        var directory = URL(fileURLWithPath: anchor).deletingLastPathComponent()
        while directory.path != "/" && !directory.path.isEmpty {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory.deleteLastPathComponent()
        }
        throw ConfigurationError("no Package.swift above \(anchor); set goldensDirectory and artifactsDirectory")
    }

    public struct ConfigurationError: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }
}

/// Runs `operation` with `configuration`, for this task and its children.
public func withSnapshotTesting<Result>(
    _ configuration: SnapshotConfiguration, operation: () throws -> Result
) rethrows -> Result {
    try SnapshotConfiguration.$current.withValue(configuration, operation: operation)
}

/// Runs an asynchronous `operation` with `configuration`, for this task and its children.
public func withSnapshotTesting<Result>(
    _ configuration: SnapshotConfiguration, isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
) async rethrows -> Result {
    try await SnapshotConfiguration.$current.withValue(configuration, operation: operation)
}

/// Where an assertion was written, for reporting.
public struct SnapshotSourceLocation: Sendable {
    public var fileID: String
    public var filePath: String
    public var line: Int
    public var column: Int

    public init(fileID: String, filePath: String, line: Int, column: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}
