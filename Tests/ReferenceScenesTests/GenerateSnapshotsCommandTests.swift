import Foundation
import XCTest

/// The `generate-snapshots` executable as users run it: built beside this test bundle by `swift build`.
final class GenerateSnapshotsCommandTests: XCTestCase {
    private var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("generate-snapshots")
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("generate-snapshots is not built beside the tests (\(executable.path))")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    private func temporaryFolder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("generate-snapshots-\(UUID())")
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

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
        XCTAssertFalse(result.errors.contains("[1/"), "nothing may be rendered: \(result.errors)")
    }

    func testOneJobAndTwoJobsWriteIdenticalFiles() throws {
        let arguments = ["--scene", "readable-grid,self-sizing-list", "--device", "iPhone8,iPadPro12_9"]
        let one = temporaryFolder()
        let two = temporaryFolder()
        XCTAssertEqual(try run(arguments + ["--jobs", "1", "--output", one.path]).status, 0)
        XCTAssertEqual(try run(arguments + ["--jobs", "2", "--output", two.path]).status, 0)
        let files = try XCTUnwrap(FileManager.default.subpaths(atPath: one.path)).filter { $0.hasSuffix(".png") }
            .sorted()
        XCTAssertEqual(files.count, 2 * 2 * 2 + 2, "8 snapshots and 2 contact sheets")
        for file in files {
            let a = try Data(contentsOf: one.appendingPathComponent(file))
            let b = try Data(contentsOf: two.appendingPathComponent(file))
            XCTAssertEqual(a, b, "\(file) differs between --jobs 1 and --jobs 2")
        }
    }

    func testCheckPassesOnFreshOutputAndListsOrphans() throws {
        let folder = temporaryFolder()
        let arguments = ["--scene", "readable-grid", "--device", "iPhone8", "--orientation", "portrait"]
        XCTAssertEqual(try run(arguments + ["--output", folder.path]).status, 0)
        XCTAssertEqual(try run(arguments + ["--output", folder.path, "--check"]).status, 0)
        let orphan = folder.appendingPathComponent("readable-grid/iPhone7-portrait.png")
        try Data([1, 2, 3]).write(to: orphan)
        let check = try run(arguments + ["--output", folder.path, "--check"])
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.output.contains("orphan  readable-grid/iPhone7-portrait.png"), check.output)
        XCTAssertEqual(try run(arguments + ["--output", folder.path, "--prune"]).status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: orphan.path))
    }
}
