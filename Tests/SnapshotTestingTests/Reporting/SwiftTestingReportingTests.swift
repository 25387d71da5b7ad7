import Foundation
import SnapshotTesting
import Testing

/// Under Swift Testing, a failing assertion must become an issue of the running test (not an XCTest
/// failure, which Swift Testing would not see).
@Suite struct SwiftTestingReportingTests {
    @Test func aFailingSnapshotRecordsAnIssue() throws {
        let sandbox = try Sandbox()
        withSnapshotTesting(sandbox.configuration(record: .never)) {
            withKnownIssue("no golden exists and record mode is never") {
                assertSnapshot(of: "text", as: .lines, named: "missing")
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("No golden for") }
            }
        }
    }

    @Test func aScopedRecordModeWins() throws {
        let sandbox = try Sandbox()
        let failure = withSnapshotTesting(sandbox.configuration()) {
            withSnapshotTesting(record: .never) { snapshotFailure(of: "text", as: .lines, named: "scoped") }
        }
        #expect(failure?.kind == .missingGolden)
    }
}
