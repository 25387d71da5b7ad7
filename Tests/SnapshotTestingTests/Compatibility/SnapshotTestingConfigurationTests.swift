import Foundation
import XCTest

@testable import SnapshotTesting

/// swift-snapshot-testing's configuration surface mapped onto ours: nesting, record modes from every
/// source and their order, the diff tool, and the deprecated globals.
final class SnapshotTestingConfigurationTests: XCTestCase {
    private func command(_ configuration: SnapshotConfiguration = .current) -> String {
        configuration.resolvedDiffTool(currentFilePath: "/a", failedFilePath: "/b")
    }

    func testNestedBlocksOverrideOnlyWhatTheyName() throws {
        let sandbox = try Sandbox()
        withSnapshotTesting(sandbox.configuration()) {
            withSnapshotTesting(record: .never, diffTool: .ksdiff) {
                withSnapshotTesting(diffTool: "opendiff") {
                    XCTAssertEqual(SnapshotConfiguration.current.record, .never)
                    XCTAssertEqual(command(), "opendiff /a /b")
                    withSnapshotTesting(record: .failed) {
                        XCTAssertEqual(SnapshotConfiguration.current.record, .failed)
                        XCTAssertEqual(command(), "opendiff /a /b")
                    }
                }
                XCTAssertEqual(command(), "ksdiff /a /b")
                XCTAssertEqual(SnapshotConfiguration.current.goldensDirectory, sandbox.goldens, "the rest is kept")
            }
            XCTAssertNil(SnapshotConfiguration.current.record)
        }
    }

    func testAsynchronousBlocksScopeChildTasks() async throws {
        let record = await withSnapshotTesting(record: .all) {
            await Task { SnapshotConfiguration.current.record }.value
        }
        XCTAssertEqual(record, .all)
        XCTAssertNotEqual(SnapshotConfiguration.current.record, .all)
    }

    /// `SNAPSHOT_TESTING_RECORD` takes the four names of swift-snapshot-testing, in any case.
    func testTheEnvironmentVariableNamesTheFourModes() throws {
        for mode in SnapshotTestingConfiguration.Record.allCases {
            for value in [mode.rawValue, mode.rawValue.uppercased()] {
                let configuration = SnapshotConfiguration(environment: ["SNAPSHOT_TESTING_RECORD": value])
                XCTAssertEqual(try configuration.recordMode(argument: nil), mode, value)
            }
        }
        XCTAssertEqual(try SnapshotConfiguration(environment: [:]).recordMode(argument: nil), .missing)
        XCTAssertEqual(SnapshotTestingConfiguration.Record(rawValue: "failed"), .failed)
        XCTAssertNil(SnapshotTestingConfiguration.Record(rawValue: "true"))
    }

    func testAnUnknownEnvironmentValueFailsAndSaysWhatIsAccepted() throws {
        let sandbox = try Sandbox()
        let failure = sandbox.verify("text", as: .lines, environment: ["SNAPSHOT_TESTING_RECORD": "yes"])
        XCTAssertEqual(failure?.kind, .misconfigured)
        XCTAssertTrue(failure?.message.contains("never, missing, failed, all") ?? false, failure?.message ?? "")
        XCTAssertNil(sandbox.contents("golden.txt"), "nothing is recorded")
    }

    /// The order: the assertion's argument, the scoped configuration, the global `isRecording`, the
    /// environment variable.
    func testTheDeprecatedGlobalSitsBetweenScopesAndTheEnvironment() throws {
        let legacy: any LegacyGlobals = Legacy()
        defer { GlobalSnapshotSettings.shared.record = nil }
        let environment = ["SNAPSHOT_TESTING_RECORD": "never"]
        legacy.isRecording = true
        XCTAssertTrue(legacy.isRecording)
        XCTAssertEqual(try SnapshotConfiguration(environment: environment).recordMode(argument: nil), .all)
        XCTAssertEqual(try SnapshotConfiguration(record: .failed).recordMode(argument: nil), .failed)
        XCTAssertEqual(try SnapshotConfiguration(record: .failed).recordMode(argument: .never), .never)
        legacy.isRecording = false
        XCTAssertFalse(legacy.isRecording)
        XCTAssertEqual(try SnapshotConfiguration(environment: environment).recordMode(argument: nil), .missing)
        withSnapshotTesting(record: .all) { XCTAssertTrue(legacy.isRecording) }
    }

    func testTheDeprecatedDiffToolIsTheFallback() {
        let legacy: any LegacyGlobals = Legacy()
        defer { GlobalSnapshotSettings.shared.diffTool = nil }
        XCTAssertTrue(command(SnapshotConfiguration(environment: [:])).hasPrefix("@\u{2212} \"file:///a\""))
        legacy.diffTool = "bcompare"
        XCTAssertEqual(command(SnapshotConfiguration(environment: [:])), "bcompare /a /b")
        withSnapshotTesting(diffTool: .ksdiff) { XCTAssertEqual(command(), "ksdiff /a /b") }
    }

    /// The `matching:` spelling still compiles, and its `record: false` default keeps the scope's mode.
    func testTheMatchingSpellingStillWorks() throws {
        let sandbox = try Sandbox()
        let legacy: any LegacyGlobals = Legacy()
        withSnapshotTesting(sandbox.configuration(record: .never)) {
            XCTAssertNotNil(legacy.verify(matching: "old", named: "spelling"))
            XCTAssertNil(sandbox.contents("SnapshotTestingConfigurationTests/legacy.spelling.txt"))
        }
        withSnapshotTesting(sandbox.configuration()) {
            XCTAssertNotNil(legacy.verify(matching: "old", named: "spelling"))
            XCTAssertNil(legacy.verify(matching: "old", named: "spelling"))
        }
        XCTAssertEqual(sandbox.contents("SnapshotTestingConfigurationTests/legacy.spelling.txt"), Array("old".utf8))
    }

    func testDiffToolPathsArePastableShellWords() {
        let tool = SnapshotTestingConfiguration.DiffTool.ksdiff
        XCTAssertEqual(
            tool(currentFilePath: "/My Tests/it's.png", failedFilePath: "/tmp/a.png"),
            "ksdiff '/My Tests/it'\\''s.png' /tmp/a.png")
        let custom = SnapshotTestingConfiguration.DiffTool { "cmp \($0) \($1)" }
        XCTAssertEqual(custom(currentFilePath: "x", failedFilePath: "y"), "cmp x y")
    }
}

/// The deprecated globals, reached through a protocol so that testing them does not warn.
private protocol LegacyGlobals {
    var isRecording: Bool { get nonmutating set }
    var diffTool: SnapshotTestingConfiguration.DiffTool { get nonmutating set }
    func verify(matching value: String, named name: String) -> String?
}

private struct Legacy: LegacyGlobals {
    @available(*, deprecated)
    var isRecording: Bool {
        get { SnapshotTesting.isRecording }
        nonmutating set { SnapshotTesting.isRecording = newValue }
    }

    @available(*, deprecated)
    var diffTool: SnapshotTestingConfiguration.DiffTool {
        get { SnapshotTesting.diffTool }
        nonmutating set { SnapshotTesting.diffTool = newValue }
    }

    @available(*, deprecated)
    func verify(matching value: String, named name: String) -> String? {
        verifySnapshot(matching: value, as: .lines, named: name, testName: "legacy()")
    }
}
