import Foundation
import SnapshotRenderer
import SnapshotTesting
import XCTest

/// Goldens are replaced by renaming a finished file, never rewritten in place.
final class AtomicWriteTests: XCTestCase {
    func testRecordingReplacesTheGoldenByRenameAndLeavesNoTemporaryFile() throws {
        let sandbox = try Sandbox()
        let original = TestImage.gradient()
        XCTAssertNotNil(sandbox.verify(original, as: .image, record: .all))
        // A hard link keeps seeing the old file if the golden is replaced by rename(2); a write in
        // place (truncate and write) would change what the link shows.
        let link = sandbox.root.appendingPathComponent("old-golden.png")
        try FileManager.default.linkItem(at: sandbox.url("golden.png"), to: link)

        let changed = TestImage.edited(original, at: [(0, 0)], by: (1, 0, 0, 0))
        XCTAssertEqual(sandbox.verify(changed, as: .image, record: .failed)?.kind, .recorded)

        XCTAssertEqual(sandbox.contents("golden.png"), ImageEncoder().png(changed))
        XCTAssertEqual([UInt8](try Data(contentsOf: link)), ImageEncoder().png(original))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: sandbox.goldens.path)
        XCTAssertEqual(Set(leftovers), ["golden.png", Provenance.fileName], "no temporary files may remain")
    }

    func testAGoldenThatPassesIsNotRewritten() throws {
        let sandbox = try Sandbox()
        XCTAssertNotNil(sandbox.verify(TestImage.gradient(), as: .image))
        let before = try FileManager.default.attributesOfItem(atPath: sandbox.url("golden.png").path)
        XCTAssertNil(sandbox.verify(TestImage.gradient(), as: .image, record: .failed))
        let after = try FileManager.default.attributesOfItem(atPath: sandbox.url("golden.png").path)
        XCTAssertEqual(before[.systemFileNumber] as? Int, after[.systemFileNumber] as? Int, "same inode: untouched")
    }

    func testAFailedWriteLeavesTheGoldenFolderClean() throws {
        let sandbox = try Sandbox()
        // A folder where the manifest should be makes its rename(2) fail. (A folder where the golden
        // should be is refused before anything is written: HostileGoldenTests.)
        try FileManager.default.createDirectory(
            at: sandbox.url(Provenance.fileName), withIntermediateDirectories: true)
        let failure = sandbox.verify(TestImage.gradient(), as: .image, record: .all)
        XCTAssertEqual(failure?.kind, .snapshotRefused)
        XCTAssertTrue(failure?.message.contains("Could not record") ?? false, failure?.message ?? "")
        let entries = try FileManager.default.contentsOfDirectory(atPath: sandbox.goldens.path).sorted()
        XCTAssertEqual(entries, [Provenance.fileName, "golden.png"], "the temporary file must be removed")
    }
}
