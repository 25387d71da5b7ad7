import Foundation
import OpenUIKit
import ReferenceScenes
import XCTest

/// Issue 11, the command's side: no way to lose files, and input that is a mistake is refused with
/// exit status 2 before anything is read or written.
final class GenerateSnapshotsHostileInputTests: XCTestCase {
    private func run(_ arguments: [String], in directory: URL? = nil) throws -> CommandResult {
        try GenerateSnapshotsCommand.run(arguments, in: directory)
    }

    private func temporaryFolder() -> URL { GenerateSnapshotsCommand.temporaryFolder(removedAfter: self) }

    /// A folder as a full run leaves it, cut down to the files of every scene's default variant and of
    /// every variant of one scene (each snapshot, its layout dump and its contact sheet), with placeholder
    /// bytes: pruning reads names only.
    private func snapshotFolder() throws -> URL {
        let folder = temporaryFolder()
        var files: Set = ["PROVENANCE.json"]
        for snapshot in SceneGoldenTests.declaredSnapshots
        where snapshot.variant.isEmpty || snapshot.scene.name == "stack-form" {
            files.formUnion([snapshot.stem + ".png", snapshot.stem + ".layout.txt", snapshot.contactSheet])
        }
        for file in files {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.utf8).write(to: url)
        }
        return folder
    }

    /// Issue 11, files lost: `--prune --device iPhone8` deleted the other 71 goldens, `--appearance dark`
    /// the light ones. Filters never make a golden an orphan.
    func testPruneWithFiltersKeepsEveryOtherGolden() throws {
        let folder = try snapshotFolder()
        let before = GenerateSnapshotsCommand.contents(of: folder)
        for filter in [
            ["--device", "iPhone8"], ["--appearance", "dark"], ["--orientation", "portrait"],
            ["--scene", "readable-grid"], ["--content-size", "xxxl"], ["--layout-direction", "rtl"], ["--chrome"],
        ] {
            let result = try run(filter + ["--prune", "--output", folder.path])
            XCTAssertEqual(result.status, 0, "\(filter): \(result.errors)")
            XCTAssertEqual(GenerateSnapshotsCommand.contents(of: folder), before, "\(filter) removed files")
        }
        // An orphan is still found and removed, whatever the filter.
        let orphan = folder.appendingPathComponent("readable-grid/iPhoneSE1-portrait.png")
        try Data([1]).write(to: orphan)
        let result = try run(["--device", "iPhone8", "--prune", "--output", folder.path])
        XCTAssertEqual(result.output, "removed readable-grid/iPhoneSE1-portrait.png\n")
        XCTAssertEqual(GenerateSnapshotsCommand.contents(of: folder), before)
    }

    /// A variant a scene does not declare (one removed from it, or written by `--undeclared-variants`) is
    /// an orphan like a device it does not name: `--check` lists it and fails, `--prune` removes its
    /// snapshot, layout dump and contact sheet and nothing else; with `--undeclared-variants` it is kept.
    func testAVariantTheSceneDoesNotDeclareIsAnOrphan() throws {
        let folder = try snapshotFolder()
        let before = GenerateSnapshotsCommand.contents(of: folder)
        let undeclared = [
            "readable-grid/iPhone8-portrait-dark.png", "readable-grid/iPhone8-portrait-dark.layout.txt",
            "readable-grid/contact-sheet-dark.png",
        ]
        for file in undeclared { try Data(file.utf8).write(to: folder.appendingPathComponent(file)) }
        let kept = try run(["--undeclared-variants", "--prune", "--output", folder.path])
        XCTAssertEqual(kept.status, 0, kept.errors)
        XCTAssertEqual(kept.output, "")

        let check = try run(["--check", "--scene", "readable-grid", "--device", "iPhone8", "--output", folder.path])
        XCTAssertEqual(check.status, 1)
        for file in undeclared { XCTAssertTrue(check.output.contains("orphan  \(file)\n"), check.output) }

        let pruned = try run(["--prune", "--output", folder.path])
        XCTAssertEqual(pruned.status, 0, pruned.errors)
        XCTAssertEqual(
            Set(pruned.output.split(separator: "\n").map(String.init)), Set(undeclared.map { "removed \($0)" }))
        XCTAssertEqual(GenerateSnapshotsCommand.contents(of: folder), before)
    }

    /// Issue 11, files lost: `--prune --output some-dir` deleted every non-hidden file there.
    func testPruneRefusesAFolderThatIsNotASnapshotFolder() throws {
        let folder = temporaryFolder()
        for file in ["README.md", "Sources/App/main.swift", "readable-grid/iPhoneSE1-portrait.png"] {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.utf8).write(to: url)
        }
        let before = GenerateSnapshotsCommand.contents(of: folder)
        let result = try run(["--prune", "--output", folder.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("does not look like a snapshot folder"), result.errors)
        XCTAssertEqual(GenerateSnapshotsCommand.contents(of: folder), before)
    }

    /// In a snapshot folder, files the command does not name survive `--prune`: sources, notes, a
    /// scene that no longer exists, an unknown device.
    func testPruneNeverTouchesFilesItDoesNotName() throws {
        let folder = try snapshotFolder()
        for file in [
            "README.md", "Sources/main.swift", "readable-grid/notes.png", "old-scene/iPhone8-portrait.png",
            "readable-grid/iPhone7-portrait.png", "readable-grid/iPhone8-portrait-l.png",
            "readable-grid/iPhone8-portrait-rtl-dark.png", "readable-grid/sub/iPhone8-portrait.png",
        ] {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.utf8).write(to: url)
        }
        let before = GenerateSnapshotsCommand.contents(of: folder)
        let result = try run(["--prune", "--output", folder.path])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(GenerateSnapshotsCommand.contents(of: folder), before)
    }

    /// Issue 11, files lost: `--scene readable-grid --device iPhone8` replaced the scene's full contact
    /// sheet with a one-device sheet, and a full `--check` still passed. A partial run now composes the
    /// sheet from every golden in the folder, or leaves it alone; `--check` compares sheets too.
    func testAPartialRunNeverLeavesAPartialContactSheet() throws {
        let folder = temporaryFolder()
        let scene = ["--scene", "readable-grid", "--output", folder.path]
        XCTAssertEqual(try run(scene + ["--device", "iPhone8", "--orientation", "portrait"]).status, 0)
        let sheet = folder.appendingPathComponent("readable-grid/contact-sheet.png")
        XCTAssertFalse(FileManager.default.fileExists(atPath: sheet.path), "a one-device sheet was written")

        XCTAssertEqual(try run(scene + ["--jobs", "2"]).status, 0)
        let full = try Data(contentsOf: sheet)
        let partial = try run(scene + ["--device", "iPhone8", "--orientation", "portrait"])
        XCTAssertEqual(partial.status, 0, partial.errors)
        XCTAssertEqual(try Data(contentsOf: sheet), full, "the partial run changed the full sheet")
        let check = try run(scene + ["--check"])
        XCTAssertEqual(check.status, 0, check.errors)
        XCTAssertTrue(check.output.contains("1 of 1 contact sheets match"), check.output)

        // A sheet that does not show its goldens (as the old partial runs left it) fails the check.
        try Data(contentsOf: folder.appendingPathComponent("readable-grid/iPhone8-portrait.png")).write(to: sheet)
        let stale = try run(scene + ["--check"])
        XCTAssertEqual(stale.status, 1)
        XCTAssertTrue(stale.errors.contains("does not show the goldens beside it"), stale.errors)
    }

    /// `--check` writes nothing in the folder (so it works on a read-only one) and does not create a
    /// missing folder.
    func testCheckWritesNothing() throws {
        let folder = try snapshotFolder()
        let before = GenerateSnapshotsCommand.contents(of: folder)
        let result = try run([
            "--check", "--scene", "readable-grid", "--device", "iPhone8", "--orientation", "portrait", "--output",
            folder.path,
        ])
        XCTAssertEqual(result.status, 1, "placeholder goldens cannot match")
        XCTAssertEqual(GenerateSnapshotsCommand.contents(of: folder), before)

        let missing = temporaryFolder()
        let absent = try run(["--check", "--output", missing.path])
        XCTAssertEqual(absent.status, 1)
        XCTAssertTrue(absent.errors.contains("there is no such folder"), absent.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: missing.path))
    }

    /// Issue 11, refused input: empty lists and paths wrote into the current folder or did nothing
    /// with exit 0.
    func testEmptyOptionsAreRefused() throws {
        let workingDirectory = temporaryFolder()
        try FileManager.default.createDirectory(at: workingDirectory, withIntermediateDirectories: true)
        let cases: [([String], String)] = [
            (["--output", ""], "--output needs a folder"),
            (["--scene", ""], "--scene needs at least one name"),
            (["--scene", ","], "--scene needs at least one name"),
            (["--device", " , "], "--device needs at least one name"),
            (["--content-size", ","], "--content-size needs at least one name"),
            (["--prune", "--scene", ""], "--scene needs at least one name"),
        ]
        for (arguments, message) in cases {
            let result = try run(arguments, in: workingDirectory)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.errors.contains(message), "\(arguments): \(result.errors)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: workingDirectory.path), [])
    }

    /// Issue 11: a path under a file gave "NSCocoaErrorDomain error 512".
    func testAPathUnderAFileNamesTheFile() throws {
        let file = temporaryFolder()
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("a file".utf8).write(to: file)
        for arguments in [["--scene", "readable-grid"], ["--check"], ["--prune"]] {
            let result = try run(arguments + ["--output", file.appendingPathComponent("a/b").path])
            XCTAssertEqual(result.status, 1, "\(arguments)")
            XCTAssertTrue(result.errors.contains("\(file.path) is a file, not a folder"), result.errors)
            XCTAssertFalse(result.errors.contains("NSCocoaErrorDomain"), result.errors)
        }
    }
}
