import Foundation
import SnapshotTesting
import XCTest

/// `withSnapshotTesting` as teams use it: around a whole test case, around blocks, nested.
final class ConfigurationTests: XCTestCase {
    override func invokeTest() {
        withSnapshotTesting(diffTool: "diff -u") {
            super.invokeTest()
        }
    }

    func testAssertionsInsideABlock() {
        withSnapshotTesting(record: .failed) {
            assertSnapshot(of: "recorded again only when it fails", as: .lines)
        }
    }

    func testNestedBlocksInheritWhatTheyDoNotSet() {
        withSnapshotTesting(record: .missing) {
            withSnapshotTesting(diffTool: .ksdiff) {
                assertSnapshot(of: ["inner", "block"], as: .dump)
            }
        }
    }

    /// A helper of one's own on top of `verifySnapshot`: the message comes back instead of a failure.
    func testVerifySnapshotReturnsTheMessage() {
        assertSnapshot(of: "Hello", as: .lines, named: "greeting")
        withSnapshotTesting(record: .never) {
            XCTAssertNil(verifySnapshot(of: "Hello", as: .lines, named: "greeting"))
            let message = verifySnapshot(of: "Goodbye", as: .lines, named: "greeting")
            XCTAssertNotNil(message)
            XCTAssertTrue(message?.contains("diff -u ") ?? false, message ?? "")
            XCTAssertTrue(message?.contains("testVerifySnapshotReturnsTheMessage.greeting.txt") ?? false)
        }
    }

    func testADiffToolOfOneBlock() {
        assertSnapshot(of: "Hello", as: .lines, named: "greeting")
        withSnapshotTesting(record: .never, diffTool: .ksdiff) {
            let message = verifySnapshot(of: "Goodbye", as: .lines, named: "greeting")
            XCTAssertTrue(message?.contains("ksdiff ") ?? false, message ?? "")
        }
    }

    func testNeverRecordsAMissingSnapshot() {
        withSnapshotTesting(record: .never) {
            let message = verifySnapshot(of: "nothing", as: .lines, named: "never-recorded")
            XCTAssertNotNil(message)
        }
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent(
                "__Snapshots__/ConfigurationTests/testNeverRecordsAMissingSnapshot.never-recorded.txt")
        XCTAssertFalse(FileManager.default.fileExists(atPath: golden.path))
    }

    func testACustomDiffTool() {
        assertSnapshot(of: "Hello", as: .lines, named: "greeting")
        let tool = SnapshotTestingConfiguration.DiffTool { "compare \($0) with \($1)" }
        withSnapshotTesting(record: .never, diffTool: tool) {
            let message = verifySnapshot(of: "Goodbye", as: .lines, named: "greeting")
            XCTAssertTrue(message?.contains("compare /") ?? false, message ?? "")
        }
    }
}
