import Foundation
import XCTest

/// What one run of the command printed and returned.
struct CommandResult {
    let status: Int32
    let output: String
    let errors: String
}

/// Runs the `generate-snapshots` executable built beside this test bundle, as users run it.
enum GenerateSnapshotsCommand {
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("generate-snapshots")
    }

    /// `directory` is the working directory, so a test can see that nothing lands there.
    /// `environment` is added to this process's.
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> CommandResult {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("generate-snapshots is not built beside the tests (\(executable.path))")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        if let directory { process.currentDirectoryURL = directory }
        // Errors go to a file, so that a chatty run can never fill a second pipe and stall.
        let errorsFile = FileManager.default.temporaryDirectory.appendingPathComponent("errors-\(UUID())")
        _ = FileManager.default.createFile(atPath: errorsFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorsFile) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorsFile)
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(
            status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
            errors: String(decoding: (try? Data(contentsOf: errorsFile)) ?? Data(), as: UTF8.self))
    }

    static func temporaryFolder(removedAfter test: XCTestCase) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("generate-snapshots-\(UUID())")
        test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// Every file under `folder` with its bytes, to show that a run changed nothing.
    static func contents(of folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        for path in FileManager.default.subpaths(atPath: folder.path) ?? [] {
            var isDirectory: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = FileManager.default.contents(atPath: url.path)
            }
        }
        return files
    }
}
