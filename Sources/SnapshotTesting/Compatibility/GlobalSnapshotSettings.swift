import Foundation

/// The process-wide settings behind swift-snapshot-testing's deprecated `isRecording` and `diffTool`
/// variables. They sit below every scoped configuration (`withSnapshotTesting`, the `.snapshots`
/// trait, an injected ``SnapshotConfiguration``) and above `SNAPSHOT_TESTING_RECORD`, as theirs do.
final class GlobalSnapshotSettings: @unchecked Sendable {
    static let shared = GlobalSnapshotSettings()
    private let lock = NSLock()
    private var storedRecord: SnapshotRecordMode?
    private var storedDiffTool: SnapshotTestingConfiguration.DiffTool?

    var record: SnapshotRecordMode? {
        get { lock.withLock { storedRecord } }
        set { lock.withLock { storedRecord = newValue } }
    }

    var diffTool: SnapshotTestingConfiguration.DiffTool? {
        get { lock.withLock { storedDiffTool } }
        set { lock.withLock { storedDiffTool = newValue } }
    }
}

/// Whether assertions record every snapshot (`.all`); setting it to `false` selects `.missing`.
@available(
    *, deprecated,
    message: "Use 'withSnapshotTesting' to customize the record mode. See the documentation for more information."
)
public var isRecording: Bool {
    get { (try? SnapshotConfiguration.current.recordMode(argument: nil)) == .all }
    set { GlobalSnapshotSettings.shared.record = newValue ? .all : .missing }
}

/// The diff tool of failure messages outside any `withSnapshotTesting` block.
@available(
    *, deprecated,
    message: "Use 'withSnapshotTesting' to customize the diff tool. See the documentation for more information."
)
public var diffTool: SnapshotTestingConfiguration.DiffTool {
    get { SnapshotConfiguration.current.resolvedDiffTool }
    set { GlobalSnapshotSettings.shared.diffTool = newValue }
}
