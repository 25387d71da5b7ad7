/// What differs between a golden and a fresh snapshot, as found by a ``Diffing``.
public struct SnapshotDifference {
    public enum Kind: String, Codable, Sendable {
        /// The snapshot differs from a readable golden.
        case mismatch
        /// The golden could not be read in its format (a corrupt PNG); `summary` holds the reason.
        case unreadableGolden
    }

    public var kind: Kind
    /// One or a few lines for the failure message.
    public var summary: String
    /// Files to write beside the actual and expected ones, such as the diff image or a text diff.
    public var artifacts: [SnapshotArtifact]
    /// Facts for reports and tools (`differingPixels`, `expectedSize`, …), kept as text.
    public var facts: [String: String]

    public init(
        kind: Kind = .mismatch, summary: String, artifacts: [SnapshotArtifact] = [], facts: [String: String] = [:]
    ) {
        self.kind = kind
        self.summary = summary
        self.artifacts = artifacts
        self.facts = facts
    }
}

/// A failure artifact whose contents are made only when it is written, so that comparing (and the
/// benchmark) does not pay for encoding a diff image nobody looks at.
public struct SnapshotArtifact {
    /// What the file is, used in its name: `<golden>.<role>.<pathExtension>` (`diff`, `text-diff`).
    public var role: String
    public var pathExtension: String
    public var contents: () -> [UInt8]

    public init(role: String, pathExtension: String, contents: @escaping () -> [UInt8]) {
        self.role = role
        self.pathExtension = pathExtension
        self.contents = contents
    }
}
