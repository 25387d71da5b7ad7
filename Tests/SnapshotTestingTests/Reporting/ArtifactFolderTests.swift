import Foundation
import SnapshotTesting
import XCTest

/// Where failure artifacts go.
final class ArtifactFolderTests: XCTestCase {
    func testSnapshotArtifactsInTheEnvironmentChoosesTheFolder() throws {
        let sandbox = try Sandbox()
        let folder = sandbox.root.appendingPathComponent("from-environment")
        var configuration = sandbox.configuration(environment: ["SNAPSHOT_ARTIFACTS": folder.path])
        configuration.artifactsDirectory = nil
        let verifier = SnapshotVerifier(configuration: configuration)
        XCTAssertNotNil(
            verifier.verify({ "old" }, as: .lines, golden: GoldenName(stem: "t"), record: .all, anchor: #filePath))
        let failure = try XCTUnwrap(
            verifier.verify({ "new" }, as: .lines, golden: GoldenName(stem: "t"), anchor: #filePath))
        XCTAssertEqual(
            Set(failure.artifacts.map { URL(fileURLWithPath: $0).lastPathComponent }),
            ["t.actual.txt", "t.expected.txt", "t.text-diff.txt"])
        XCTAssertTrue(failure.artifacts.allSatisfy { $0.hasPrefix(folder.path + "/") }, "\(failure.artifacts)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("index.html").path))
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("t.actual.txt"), encoding: .utf8), "new")
    }
}
