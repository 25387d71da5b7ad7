/// When goldens are written. Writing always fails the assertion once, saying what was recorded.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Never write; a missing golden fails.
    case never
    /// Write goldens that do not exist yet (the default), except in CI, where a missing golden fails:
    /// a retried CI job must not pass by recording what it was meant to check.
    case missing
    /// Overwrite goldens that fail, and write missing ones; passing goldens are left alone, so tolerant
    /// comparisons do not churn files. Works in CI too, because it has to be asked for by name.
    case failed
    /// Rewrite every golden the run touches.
    case all

    /// The name of the environment variable users set: `SNAPSHOT_TESTING_RECORD=failed scripts/test`.
    public static let environmentVariable = "SNAPSHOT_TESTING_RECORD"
}
