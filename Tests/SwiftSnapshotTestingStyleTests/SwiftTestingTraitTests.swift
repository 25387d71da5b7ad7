import Foundation
import SnapshotTesting
import Testing

/// A Swift Testing suite configured with the `.snapshots` trait.
@Suite(.snapshots(record: .missing, diffTool: .ksdiff))
struct SwiftTestingTraitTests {
    struct Settings: Codable {
        var notifications = true
        var theme = "dark"
        var fontScale = 1.25
    }

    @Test func settingsAsJSON() {
        assertSnapshot(of: Settings(), as: .json)
    }

    @Test func settingsAsDumpAndPropertyList() {
        assertSnapshots(of: Settings(), as: ["dump": .dump, "description": .description])
        assertSnapshot(of: Settings(), as: .plist)
    }

    @Test func theSuiteDiffToolIsInTheMessage() {
        assertSnapshot(of: "Hello", as: .lines, named: "greeting")
        withSnapshotTesting(record: .never) {
            let message = verifySnapshot(of: "Goodbye", as: .lines, named: "greeting")
            #expect(message?.contains("ksdiff ") == true)
        }
    }

    @Test(.snapshots(record: .never)) func aTestTraitOverridesTheSuite() {
        let message = verifySnapshot(of: "absent", as: .lines, named: "never-recorded")
        #expect(message != nil)
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent(
                "__Snapshots__/SwiftTestingTraitTests/aTestTraitOverridesTheSuite.never-recorded.txt")
        #expect(!FileManager.default.fileExists(atPath: golden.path))
    }

    @Test(.snapshots(diffTool: "diff -u")) func aTestTraitKeepsWhatItDoesNotSet() {
        assertSnapshot(of: "Hello", as: .lines, named: "greeting")
        withSnapshotTesting(record: .never) {
            let message = verifySnapshot(of: "Goodbye", as: .lines, named: "greeting")
            #expect(message?.contains("diff -u ") == true)
        }
    }

    @Test func recordingAllFailsTheTest() {
        withKnownIssue {
            withSnapshotTesting(record: .all) {
                assertSnapshot(of: "always recorded", as: .lines)
            }
        }
    }

    @Test func asynchronousCode() async {
        let value = await Task.detached { "computed elsewhere" }.value
        await withSnapshotTesting(record: .missing) {
            await Task.yield()
            assertSnapshot(of: value, as: .lines)
        }
    }
}
