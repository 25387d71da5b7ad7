import Foundation
import SnapshotRenderer
import SnapshotTesting
import XCTest

/// `assertSnapshot` end to end: names, the task-local configuration and failure reporting.
final class AssertSnapshotTests: XCTestCase {
    private final class Reports: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [(SnapshotFailure, SnapshotSourceLocation)] = []
        func add(_ failure: SnapshotFailure, _ location: SnapshotSourceLocation) {
            lock.lock()
            stored.append((failure, location))
            lock.unlock()
        }
        var all: [(SnapshotFailure, SnapshotSourceLocation)] {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
    }

    func testGoldensAreNamedAfterTheTestFileTheTestAndTheName() throws {
        let sandbox = try Sandbox()
        let reports = Reports()
        var firstLine = 0
        var configuration = sandbox.configuration()
        configuration.reporter = { reports.add($0, $1) }
        withSnapshotTesting(configuration) {
            firstLine = #line + 1
            assertSnapshot(of: TestImage.gradient(), as: .image)
            assertSnapshot(of: TestImage.gradient(width: 3, height: 3), as: .image)
            assertSnapshot(of: "text", as: .lines, named: "dump")
        }
        let folder = "AssertSnapshotTests/testGoldensAreNamedAfterTheTestFileTheTestAndTheName"
        XCTAssertNotNil(sandbox.contents("\(folder).1.png"))
        XCTAssertNotNil(sandbox.contents("\(folder).2.png"))
        XCTAssertNotNil(sandbox.contents("\(folder).dump.txt"))
        XCTAssertEqual(reports.all.map(\.0.kind), [.recorded, .recorded, .recorded], "recording fails once each")
        XCTAssertEqual(reports.all.first?.1.line, firstLine)
        XCTAssertTrue(reports.all.first?.1.fileID.hasSuffix("AssertSnapshotTests.swift") ?? false)
    }

    func testAMatchingSnapshotReportsNothing() throws {
        let sandbox = try Sandbox()
        let reports = Reports()
        try sandbox.write(
            ImageEncoder().png(TestImage.gradient()),
            to: "AssertSnapshotTests/testAMatchingSnapshotReportsNothing.card.png")
        var configuration = sandbox.configuration(environment: ["CI": "true"])
        configuration.reporter = { reports.add($0, $1) }
        withSnapshotTesting(configuration) {
            assertSnapshot(of: TestImage.gradient(), as: .image, named: "card")
        }
        XCTAssertTrue(reports.all.isEmpty, reports.all.map(\.0.message).joined())
    }

    func testTheFailureCarriesTheAcceptCommandForThisTest() throws {
        let sandbox = try Sandbox()
        let name = "AssertSnapshotTests/testTheFailureCarriesTheAcceptCommandForThisTest.x.txt"
        try sandbox.write(Array("old".utf8), to: name)
        let failure = withSnapshotTesting(sandbox.configuration()) {
            snapshotFailure(of: "new", as: .lines, named: "x")
        }
        XCTAssertTrue(
            failure?.message.contains(
                "SNAPSHOT_TESTING_RECORD=failed scripts/test --filter 'testTheFailureCarriesTheAcceptCommandForThisTest'"
            )
                ?? false, failure?.message ?? "")
    }

    /// Without a configured folder, goldens go to `__Snapshots__/<TestFile>/` beside the test file, as
    /// swift-snapshot-testing puts them, never into `generate-snapshots`' `Snapshots/`.
    func testGoldensGoBesideTheTestFileByDefault() throws {
        let sandbox = try Sandbox()
        try Data().write(to: sandbox.root.appendingPathComponent("Package.swift"))
        let testFile = sandbox.root.appendingPathComponent("Tests/AppTests/FeedTests.swift").path
        let configuration = SnapshotConfiguration(environment: [:])
        let failure = SnapshotVerifier(configuration: configuration).verify(
            { "feed" }, as: .lines, golden: GoldenName(testFile: testFile, testName: "testEmptyFeed()", name: "1"),
            anchor: testFile)
        XCTAssertEqual(failure?.kind, .recorded)
        let golden = sandbox.root.appendingPathComponent("Tests/AppTests/__Snapshots__/FeedTests/testEmptyFeed.1.txt")
        XCTAssertEqual(FileManager.default.contents(atPath: golden.path), Data("feed".utf8))
        XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("Snapshots").path))
    }

    /// `snapshotDirectory:` puts one assertion's goldens straight into that folder.
    func testAPerCallFolderHoldsTheGoldensDirectly() throws {
        let sandbox = try Sandbox()
        let folder = sandbox.root.appendingPathComponent("custom")
        let failure = withSnapshotTesting(sandbox.configuration()) {
            snapshotFailure(of: "text", as: .lines, named: "dump", snapshotDirectory: folder.path)
        }
        XCTAssertEqual(failure?.kind, .recorded)
        let golden = folder.appendingPathComponent("testAPerCallFolderHoldsTheGoldensDirectly.dump.txt")
        XCTAssertEqual(FileManager.default.contents(atPath: golden.path), Data("text".utf8))
        XCTAssertNil(sandbox.contents("AssertSnapshotTests/testAPerCallFolderHoldsTheGoldensDirectly.dump.txt"))
    }

    func testDefaultFoldersAreFoundFromThePackageRoot() throws {
        let root = try SnapshotConfiguration.packageRoot(anchor: #filePath)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path))
        XCTAssertTrue(URL(fileURLWithPath: #filePath).path.hasPrefix(root.path))
    }
}
