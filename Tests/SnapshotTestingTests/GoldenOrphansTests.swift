import Foundation
import SnapshotTesting
import XCTest

final class GoldenOrphansTests: XCTestCase {
    private func populate(_ sandbox: Sandbox) throws {
        for path in [
            "Feed/feed.iPhone8.png", "Feed/feed.iPhone8.layout.txt", "Feed/old.png", "Gone/gone.png", ".hidden",
            Provenance.fileName,
        ] {
            try sandbox.write([1], to: path)
        }
    }

    func testListsGoldensNoNameProduces() throws {
        let sandbox = try Sandbox()
        try populate(sandbox)
        let name = GoldenName(stem: "Feed/feed.iPhone8")
        let expected = Set(name.files(for: Snapshotting<ExplainedImage, ImageSnapshot>.image(), explained: true))
        XCTAssertEqual(expected, ["Feed/feed.iPhone8.png", "Feed/feed.iPhone8.layout.txt"])
        XCTAssertEqual(GoldenOrphans.list(in: sandbox.goldens, expected: expected), ["Feed/old.png", "Gone/gone.png"])
    }

    func testPruneRemovesOrphansAndTheFoldersTheyEmpty() throws {
        let sandbox = try Sandbox()
        try populate(sandbox)
        let expected: Set = ["Feed/feed.iPhone8.png", "Feed/feed.iPhone8.layout.txt"]
        XCTAssertEqual(
            try GoldenOrphans.prune(in: sandbox.goldens, expected: expected), ["Feed/old.png", "Gone/gone.png"])
        XCTAssertEqual(GoldenOrphans.list(in: sandbox.goldens, expected: expected), [])
        XCTAssertNotNil(sandbox.contents("Feed/feed.iPhone8.png"))
        XCTAssertNotNil(sandbox.contents(Provenance.fileName), "the manifest is never an orphan")
        XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.url("Gone").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: sandbox.url("Feed").path))
    }
}
