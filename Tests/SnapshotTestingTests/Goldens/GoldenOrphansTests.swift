import Foundation
import SnapshotRenderer
import SnapshotTesting
import XCTest

final class GoldenOrphansTests: XCTestCase {
    private func populate(_ sandbox: Sandbox) throws {
        for path in [
            "Feed/feed.iPhone8.png", "Feed/feed.iPhone8.layout.txt", "Feed/old.png", "Gone/gone.png", ".hidden",
            "README.md", "Feed/notes.txt", Provenance.fileName,
        ] {
            try sandbox.write([1], to: path)
        }
    }

    /// A tool that names its files `<folder>/<name>.png` (with a layout dump beside them) and still
    /// writes only `Feed/feed.iPhone8`.
    private func classify(_ path: String) -> GoldenOrphans.Ownership {
        let owned = path.split(separator: "/").count == 2 && (path.hasSuffix(".png") || path.hasSuffix(".layout.txt"))
        guard owned else { return .notOurs }
        return path.hasPrefix("Feed/feed.iPhone8.") ? .produced : .orphan
    }

    func testOrphansAreOnlyAmongTheToolsOwnNames() throws {
        let sandbox = try Sandbox()
        try populate(sandbox)
        let survey = GoldenOrphans.survey(in: sandbox.goldens, classify: classify)
        XCTAssertEqual(survey.orphans, ["Feed/old.png", "Gone/gone.png"])
        XCTAssertEqual(survey.notOurs, ["Feed/notes.txt", "README.md"])
    }

    func testPruneRemovesOrphansAndTheFoldersTheyEmptyAndNothingElse() throws {
        let sandbox = try Sandbox()
        try populate(sandbox)
        XCTAssertEqual(
            try GoldenOrphans.prune(in: sandbox.goldens, classify: classify), ["Feed/old.png", "Gone/gone.png"])
        XCTAssertEqual(GoldenOrphans.survey(in: sandbox.goldens, classify: classify).orphans, [])
        XCTAssertNotNil(sandbox.contents("Feed/feed.iPhone8.png"))
        XCTAssertNotNil(sandbox.contents("README.md"), "a file that is not ours survives")
        XCTAssertNotNil(sandbox.contents("Feed/notes.txt"), "a file that is not ours survives")
        XCTAssertNotNil(sandbox.contents(Provenance.fileName), "the manifest is never an orphan")
        XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.url("Gone").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: sandbox.url("Feed").path))
    }
}
