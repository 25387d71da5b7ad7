import Foundation
import ObjectiveCPortingRewriter
import XCTest

/// `ObjectiveCPorting.json`: the files it makes a target of, and the errors that say what to change.
final class PortingConfigurationTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "porting-configuration-\(UUID().uuidString)")
        for file in [
            "App/Tasks/TaskCell.swift", "App/Tasks/Info.plist", "App/Tasks/List/TaskListViewController.swift",
            "App/Tasks/Previews/TaskPreview.swift", "App/Tasks/.hidden/Secret.swift", "App/Shared/Theme.swift",
            "App/Other/TaskCell.swift", "Linux/Tasks/Tasks.swift",
        ] {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("// \(file)\n".utf8).write(to: url)
        }
    }

    override func tearDownWithError() throws { try FileManager.default.removeItem(at: root) }

    private func configuration(_ json: String) throws -> PortingConfiguration {
        let url = root.appendingPathComponent("Linux/Tasks/\(PortingConfiguration.fileName)")
        try Data(json.utf8).write(to: url)
        return try PortingConfiguration(contentsOf: url)
    }

    private func problem(_ json: String, outside target: String? = nil) -> String {
        do {
            let files = try configuration(json).swiftFiles(outside: target.map { root.appendingPathComponent($0) })
            return "no problem: \(files)"
        } catch {
            return String(describing: error).replacingOccurrences(of: root.path, with: "<root>")
        }
    }

    func testSourcesAreEverySwiftFileUnderTheirFoldersSortedMinusExclusions() throws {
        let files = try configuration(
            #"{"sources": ["../../App/Tasks", "../../App/Shared/Theme.swift"], "exclude": ["../../App/Tasks/Previews"]}"#
        ).swiftFiles(outside: root.appendingPathComponent("Linux/Tasks"))
        XCTAssertEqual(
            files.map { $0.path.replacingOccurrences(of: root.path, with: "") },
            ["/App/Shared/Theme.swift", "/App/Tasks/List/TaskListViewController.swift", "/App/Tasks/TaskCell.swift"])
    }

    func testTheNameOfAPortedCopy() {
        XCTAssertEqual(
            PortingConfiguration.portedFileName(for: URL(fileURLWithPath: "/App/TaskCell.swift")),
            "TaskCell.ported.swift")
    }

    func testBadConfigurationsSayWhatToChange() {
        XCTAssertTrue(problem("{").contains("is not valid JSON"), problem("{"))
        XCTAssertTrue(problem("[]").contains(#"expected {"sources""#), problem("[]"))
        XCTAssertTrue(problem(#"{"source": ["x"]}"#).contains(#"unknown key "source""#))
        XCTAssertTrue(problem(#"{"sources": []}"#).contains(#""sources" must list at least one folder"#))
        XCTAssertTrue(problem(#"{"sources": ["a"], "exclude": "b"}"#).contains(#""exclude" must be a list of paths"#))
        XCTAssertEqual(
            problem(#"{"sources": ["../../App/Missing"]}"#),
            #"<root>/Linux/Tasks/ObjectiveCPorting.json: "sources" lists <root>/App/Missing, which does not exist"#)
        XCTAssertTrue(
            problem(#"{"sources": ["../../App/Tasks/Info.plist"]}"#).contains("neither a folder nor a .swift file"))
        XCTAssertTrue(
            problem(#"{"sources": ["../../App/Tasks"], "exclude": ["../../App/Tasks"]}"#).contains("no .swift files in")
        )
    }

    func testFilesOneModuleCannotCompileAreRefused() {
        XCTAssertTrue(
            problem(#"{"sources": ["../../App/Tasks", "../../App/Other"]}"#).contains("have the same name"),
            problem(#"{"sources": ["../../App/Tasks", "../../App/Other"]}"#))
        XCTAssertTrue(
            problem(#"{"sources": ["../../Linux/Tasks"]}"#, outside: "Linux/Tasks").contains(
                "lies in the target's own folder"))
    }
}
