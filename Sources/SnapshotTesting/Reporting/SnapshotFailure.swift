/// Why a snapshot assertion failed, for people (`message`) and tools (the other fields).
public struct SnapshotFailure: Error, Sendable, CustomStringConvertible {
    public enum Kind: String, Codable, Sendable {
        /// No golden, and the record mode or CI forbade writing one.
        case missingGolden
        /// A golden was written; the assertion fails once so the new file is looked at.
        case recorded
        /// The snapshot differs from the golden.
        case mismatch
        /// The golden exists but cannot be read in its format.
        case unreadableGolden
        /// The snapshot could not be taken or was refused (a flat image, a render error).
        case snapshotRefused
        /// An asynchronous snapshot did not arrive within the assertion's `timeout`.
        case timedOut
        /// The configuration or environment is invalid (an unknown record mode).
        case misconfigured
    }

    public var kind: Kind
    public var message: String
    public var golden: GoldenName
    /// The golden's file, absolute.
    public var goldenPath: String
    /// Files written for this failure, absolute.
    public var artifacts: [String]
    /// Views whose frames or properties changed, when the strategy carries a layout explanation.
    public var layoutChanges: [LayoutChange]
    /// How the environment differs from the recorded provenance; empty when it does not or is unknown.
    public var environmentChanges: [String]
    public var facts: [String: String]

    public var description: String { message }
}
