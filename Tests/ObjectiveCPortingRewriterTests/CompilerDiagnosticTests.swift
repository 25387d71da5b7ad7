import Foundation
import ObjectiveCPortingRewriter
import XCTest

/// The promise the `#sourceLocation` header makes, checked with the compiler itself: a misspelled method
/// inside `#selector(…)` is reported at the user's file and line, not at the ported copy's.
final class CompilerDiagnosticTests: XCTestCase {
    /// The contract's declarations the ported file uses, compiled as the module `ObjectiveC` itself so that
    /// one `swiftc` run checks both (its `import ObjectiveC` then names the module being compiled).
    private static let standIn = """
        public struct Selector {
            public init<T: AnyObject, A, R>(_ name: String, _ method: @escaping (T) -> @MainActor (A) -> R) {}
            public init(_ name: String, checking reference: () -> Void) {}
        }

        """

    private static let app = """
        final class TaskListViewController {
            func tap(_ sender: Any) {}
            func install() -> Selector {
                // #selector(tapp(_:)) in a comment is no reference, "#selector(tapp)" in a string neither.
                return #selector(tapp(_:))
            }
        }

        """

    func testATypoInsideSelectorIsReportedAtTheOriginalFileAndLine() throws {
        let compiler = try Self.swiftc()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("porting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = folder.appendingPathComponent("TaskListViewController.swift")
        try Data(Self.app.utf8).write(to: original)
        let ported = folder.appendingPathComponent(PortingConfiguration.portedFileName(for: original))
        let portedText = PortingRewriter(path: original.path, text: Self.app).portedText(0)
        try Data(portedText.utf8).write(to: ported)
        let standIn = folder.appendingPathComponent("ObjectiveC.swift")
        try Data(Self.standIn.utf8).write(to: standIn)

        let output = try Self.run(compiler, ["-typecheck", "-module-name", "ObjectiveC", standIn.path, ported.path])

        // The column is the one in the ported line, whose code before the name is longer than `#selector(`.
        let portedLine = try XCTUnwrap(portedText.split(separator: "\n").first { $0.contains("return") })
        let column = try XCTUnwrap(portedLine.range(of: ".tapp")).upperBound.utf16Offset(in: portedLine) - 3
        XCTAssertTrue(
            output.contains("\(original.path):5:\(column): error: type 'TaskListViewController' has no member 'tapp'"),
            output)
        // (The one warning that does, "part of module 'ObjectiveC'; ignoring import", is this test's own doing.)
        let errors = output.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertFalse(errors.isEmpty, output)
        XCTAssertTrue(errors.allSatisfy { $0.hasPrefix("\(original.path):5:") }, "errors only at line 5:\n\(output)")
    }

    /// `swiftc` from the `PATH`. The toolchain that runs the tests ships it, so its absence fails the test
    /// (a broken set-up) rather than skipping the check.
    private static func swiftc() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw SwiftcNotFound(path: path)
    }

    private struct SwiftcNotFound: Error, CustomStringConvertible {
        let path: String
        var description: String { "swiftc is not on the PATH (\(path)): the compiler's diagnostics cannot be checked" }
    }

    /// The tool's standard output and error, merged.
    private static func run(_ tool: URL, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
