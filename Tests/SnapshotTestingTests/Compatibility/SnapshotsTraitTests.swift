import Foundation
import SnapshotTesting
import Testing

/// The `.snapshots` trait scopes the configuration like `withSnapshotTesting`: a suite's trait reaches
/// every test, a test's trait overrides only what it names, and parallel tests do not see each other's.
@Suite(.snapshots(record: .never, diffTool: "opendiff"))
struct SnapshotsTraitTests {
    private var command: String {
        SnapshotConfiguration.current.resolvedDiffTool(currentFilePath: "/a", failedFilePath: "/b")
    }

    @Test func theSuiteTraitReachesItsTests() {
        #expect(SnapshotConfiguration.current.record == .never)
        #expect(command == "opendiff /a /b")
    }

    @Test(.snapshots(record: .failed)) func aTestTraitOverridesOnlyWhatItNames() {
        #expect(SnapshotConfiguration.current.record == .failed)
        #expect(command == "opendiff /a /b")
    }

    @Test(.snapshots(diffTool: .ksdiff)) func aBlockInsideTheTestOverridesTheTrait() {
        withSnapshotTesting(record: .all) {
            #expect(SnapshotConfiguration.current.record == .all)
            #expect(command == "ksdiff /a /b")
        }
        #expect(SnapshotConfiguration.current.record == .never)
    }

    @Test(.snapshots(.init(record: .missing))) func theConfigurationForm() {
        #expect(SnapshotConfiguration.current.record == .missing)
    }
}

/// Runs beside the suite above: its trait must not leak into other suites' tests.
@Suite struct UnconfiguredSnapshotsTests {
    @Test func noTraitNoScope() {
        #expect(SnapshotConfiguration.current.record == nil)
        #expect(SnapshotConfiguration.current.diffTool == nil)
    }
}
