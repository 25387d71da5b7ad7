#if canImport(Testing)
    import Testing

    extension Trait where Self == SnapshotsTestTrait {
        /// Snapshot settings for a suite (and every test in it) or a test, as
        /// `withSnapshotTesting(record:diffTool:operation:)` sets them for a block: unset values are
        /// inherited, so a test's trait overrides only what it names of its suite's.
        public static func snapshots(
            record: SnapshotTestingConfiguration.Record? = nil, diffTool: SnapshotTestingConfiguration.DiffTool? = nil
        ) -> Self {
            SnapshotsTestTrait(configuration: SnapshotTestingConfiguration(record: record, diffTool: diffTool))
        }

        public static func snapshots(_ configuration: SnapshotTestingConfiguration) -> Self {
            SnapshotsTestTrait(configuration: configuration)
        }
    }

    /// The `.snapshots` trait: runs the suite or test inside `withSnapshotTesting`, so the settings are
    /// task-local and parallel tests each see their own.
    public struct SnapshotsTestTrait: SuiteTrait, TestTrait, TestScoping {
        public let configuration: SnapshotTestingConfiguration
        public var isRecursive: Bool { true }

        public func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            try await withSnapshotTesting(record: configuration.record, diffTool: configuration.diffTool) {
                try await function()
            }
        }
    }
#endif
