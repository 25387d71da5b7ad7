import Foundation
import OpenUIKit
import SnapshotRenderer
import SnapshotTesting
import XCTest

/// The `generate-snapshots` executable as users run it: built beside this test bundle by `swift build`.
final class GenerateSnapshotsCommandTests: XCTestCase {
    private func run(_ arguments: [String]) throws -> CommandResult { try GenerateSnapshotsCommand.run(arguments) }

    private func temporaryFolder() -> URL { GenerateSnapshotsCommand.temporaryFolder(removedAfter: self) }

    func testAnUnknownSceneSuggestsTheClosestName() throws {
        let result = try run(["--scene", "readable-gird", "--output", temporaryFolder().path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errors.contains("unknown scene 'readable-gird'"), result.errors)
        XCTAssertTrue(result.errors.contains("did you mean 'readable-grid'?"), result.errors)
    }

    func testAnUnknownDeviceSuggestsTheClosestName() throws {
        let result = try run(["--device", "iphone8", "--scene", "readable-grid", "--output", temporaryFolder().path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errors.contains("did you mean 'iPhone8'?"), result.errors)
    }

    func testAnUnwritableOutputIsReportedBeforeAnyWork() throws {
        let file = temporaryFolder()
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a folder".utf8).write(to: file)
        let result = try run(["--scene", "readable-grid", "--output", file.appendingPathComponent("out").path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("cannot write to"), result.errors)
        XCTAssertTrue(result.errors.contains("\(file.path) is a file, not a folder"), result.errors)
        XCTAssertFalse(result.errors.contains("[1/"), "nothing may be rendered: \(result.errors)")
    }

    func testOneJobAndTwoJobsWriteIdenticalFiles() throws {
        // One scene on the whole default matrix, so that its contact sheet is written too.
        let arguments = ["--scene", "readable-grid"]
        let one = temporaryFolder()
        let two = temporaryFolder()
        XCTAssertEqual(try run(arguments + ["--jobs", "1", "--output", one.path]).status, 0)
        XCTAssertEqual(try run(arguments + ["--jobs", "2", "--output", two.path]).status, 0)
        let files = try XCTUnwrap(FileManager.default.subpaths(atPath: one.path)).filter { $0.hasSuffix(".png") }
            .sorted()
        XCTAssertEqual(files.count, 4 * 2 + 1, "8 snapshots and the contact sheet")
        for file in files {
            let a = try Data(contentsOf: one.appendingPathComponent(file))
            let b = try Data(contentsOf: two.appendingPathComponent(file))
            XCTAssertEqual(a, b, "\(file) differs between --jobs 1 and --jobs 2")
        }
    }

    /// Issue 19: the coordinator and its worker take snapshots from the queue one at a time, each
    /// shrinking its own into thumbnails, and the coordinator composes each sheet once its snapshots are
    /// done, from its thumbnails in memory and the worker's left in a temporary folder; the files must be
    /// those one process writes, whether the worker was forked from the coordinator once the fonts were
    /// loaded (the default) or spawned as a new process (the fallback), and `--check` must find the
    /// sheets equal to ones composed from the PNGs read back.
    func testWorkersTakingSnapshotsFromTheQueueWriteWhatOneProcessWrites() throws {
        let arguments = ["--scene", "readable-grid,section-inset"]
        let one = temporaryFolder()
        XCTAssertEqual(try run(arguments + ["--jobs", "1", "--output", one.path]).status, 0)
        let files = try XCTUnwrap(FileManager.default.subpaths(atPath: one.path)).filter {
            $0.hasSuffix(".png") || $0.hasSuffix(".txt") || $0.hasSuffix(".json")
        }.sorted()
        XCTAssertEqual(files.count, 2 * (8 * 2 + 1) + 1, "per scene 8 snapshots, 8 dumps, a sheet; provenance")
        for start in ["fork", "spawn"] {
            let two = temporaryFolder()
            let parallel = try GenerateSnapshotsCommand.run(
                arguments + ["--jobs", "2", "--output", two.path, "--timings"],
                environment: ["GENERATE_SNAPSHOTS_WORKER_START": start])
            XCTAssertEqual(parallel.status, 0, parallel.errors)
            let event = start == "fork" ? "forked " : "spawned "
            XCTAssertTrue(parallel.errors.contains(event), "no \(start)ed worker ran:\n\(parallel.errors)")
            XCTAssertFalse(parallel.errors.contains("spawning the workers instead"), parallel.errors)
            XCTAssertEqual(
                FileManager.default.subpaths(atPath: two.path)?.sorted(),
                FileManager.default.subpaths(atPath: one.path)?.sorted())
            for file in files {
                let a = try Data(contentsOf: one.appendingPathComponent(file))
                let b = try Data(contentsOf: two.appendingPathComponent(file))
                XCTAssertEqual(a, b, "\(file) differs between --jobs 1 and --jobs 2 (\(start)ed worker)")
            }
            let check = try run(arguments + ["--output", two.path, "--check"])
            XCTAssertEqual(check.status, 0, check.errors)
            XCTAssertTrue(check.output.contains("2 of 2 contact sheets match"), check.output)
        }
    }

    func testTimingsListEveryPhaseOnlyWhenAsked() throws {
        let arguments = ["--scene", "readable-grid", "--device", "iPhone8", "--jobs", "2"]
        let timed = try run(arguments + ["--timings", "--output", temporaryFolder().path])
        XCTAssertEqual(timed.status, 0, timed.errors)
        XCTAssertTrue(timed.errors.contains("timings (seconds summed over processes"), timed.errors)
        for phase in [
            "worker start-up", "font loading", "layout", "layout dump", "raster", "encode", "writes",
            "contact sheets", "provenance", "total",
        ] {
            XCTAssertTrue(timed.errors.contains("\n  \(phase) "), "\(phase) missing from:\n\(timed.errors)")
        }
        // The critical path: the coordinator's and the worker's events, each in seconds since the start.
        XCTAssertTrue(timed.errors.contains("critical path (seconds since the command started):"), timed.errors)
        for event in ["coordinator   fonts ready ", "forked ", "ready ", "units done ", "last snapshot done "] {
            XCTAssertTrue(timed.errors.contains(event), "\(event) missing from:\n\(timed.errors)")
        }
        let plain = try run(arguments + ["--output", temporaryFolder().path])
        XCTAssertEqual(plain.status, 0, plain.errors)
        XCTAssertFalse(plain.errors.contains("timings"), plain.errors)
        XCTAssertFalse(plain.errors.contains("critical path"), plain.errors)
    }

    func testCheckPassesOnFreshOutputAndListsOrphans() throws {
        let folder = temporaryFolder()
        let arguments = ["--scene", "readable-grid", "--device", "iPhone8", "--orientation", "portrait"]
        XCTAssertEqual(try run(arguments + ["--output", folder.path]).status, 0)
        XCTAssertEqual(try run(arguments + ["--output", folder.path, "--check"]).status, 0)
        // A device the command knows but neither the default matrix nor --device names.
        let orphan = folder.appendingPathComponent("readable-grid/iPhoneSE1-portrait.png")
        try Data([1, 2, 3]).write(to: orphan)
        let check = try run(arguments + ["--output", folder.path, "--check"])
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.output.contains("orphan  readable-grid/iPhoneSE1-portrait.png"), check.output)
        XCTAssertEqual(try run(arguments + ["--output", folder.path, "--prune"]).status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: orphan.path))
    }

    /// Issue 10's data loss: a user's golden recorded by `assertSnapshot` (now beside the test, in
    /// `__Snapshots__`), and files in `Snapshots/` that the scenes' naming cannot produce (a golden an
    /// older version recorded there, a README, notes in a scene folder), all survive `--check` and
    /// `--prune` byte for byte; `--check` lists the strays as not ours and does not fail on them.
    func testUsersGoldensAndStrayFilesSurviveCheckAndPrune() throws {
        let root = temporaryFolder()
        let snapshots = root.appendingPathComponent("Snapshots")
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))

        // A user's test records its golden where swift-snapshot-testing users expect it.
        let testFile = root.appendingPathComponent("Tests/AppTests/FeedTests.swift").path
        let configuration = SnapshotConfiguration(record: .missing, environment: [:])
        let recorded = SnapshotVerifier(configuration: configuration).verify(
            { RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255]) }, as: .image,
            golden: GoldenName(testFile: testFile, testName: "testEmptyFeed()", name: "1"), anchor: testFile)
        XCTAssertEqual(recorded?.kind, .recorded, recorded?.message ?? "")
        let userGolden = root.appendingPathComponent("Tests/AppTests/__Snapshots__/FeedTests/testEmptyFeed.1.png")
        let userBytes = try Data(contentsOf: userGolden)

        let arguments = [
            "--scene", "readable-grid", "--device", "iPhone8", "--orientation", "portrait", "--output", snapshots.path,
        ]
        XCTAssertEqual(try run(arguments).status, 0)
        let strays = [
            "FeedTests/testEmptyFeed.1.png", "README.md", "readable-grid/notes.txt",
            "readable-grid/iPhone7-portrait.png",
        ]
        for stray in strays {
            let url = snapshots.appendingPathComponent(stray)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(stray.utf8).write(to: url)
        }

        let check = try run(arguments + ["--check"])
        XCTAssertEqual(check.status, 0, check.output + check.errors)
        for stray in strays { XCTAssertTrue(check.output.contains("not ours  \(stray)"), check.output) }
        XCTAssertFalse(check.output.contains("orphan  "), check.output)
        let prune = try run(arguments + ["--prune"])
        XCTAssertEqual(prune.status, 0, prune.output + prune.errors)
        XCTAssertFalse(prune.output.contains("removed"), prune.output)

        for stray in strays {
            XCTAssertEqual(try Data(contentsOf: snapshots.appendingPathComponent(stray)), Data(stray.utf8), stray)
        }
        XCTAssertEqual(try Data(contentsOf: userGolden), userBytes)
    }
}
