import Foundation
import SnapshotRenderer
import SnapshotTesting
import XCTest

/// The HTML report, opened in headless Chromium: the page must load every image and show each failure,
/// its layout explanation and the command that accepts it.
final class SnapshotReportTests: XCTestCase {
    private func makeFailures(in sandbox: Sandbox) throws -> URL {
        // A 200×150 image with a 40×40 block that changes colour, so the diff's red survives scaling.
        let base = TestImage.gradient(width: 200, height: 150)
        var block: [(Int, Int)] = []
        for y in 50..<90 { for x in 80..<120 { block.append((x, y)) } }
        let changed = TestImage.edited(base, at: block, by: (0, 0, 120, 0))
        let before = ExplainedImage(
            image: base, explanation: "UIView frame=(0, 0, 100, 75)\n  UILabel frame=(40, 25, 20, 20)")
        let after = ExplainedImage(
            image: changed, explanation: "UIView frame=(0, 0, 100, 75)\n  UILabel frame=(40, 25, 20, 24)")
        XCTAssertNotNil(sandbox.verify(before, as: .image(), name: "Cards/card", record: .all))
        XCTAssertEqual(sandbox.verify(after, as: .image(), name: "Cards/card")?.kind, .mismatch)
        XCTAssertNotNil(sandbox.verify("one\ntwo\n", as: .lines, name: "dump", record: .all))
        XCTAssertEqual(sandbox.verify("one\n2\n", as: .lines, name: "dump")?.kind, .mismatch)
        return sandbox.artifacts.appendingPathComponent("index.html")
    }

    func testTheReportListsEveryFailureWithItsFilesAndCommand() throws {
        let sandbox = try Sandbox()
        let report = try makeFailures(in: sandbox)
        let html = try String(contentsOf: report, encoding: .utf8)
        XCTAssertTrue(html.contains("<body data-failures=\"2\">"), html)
        XCTAssertTrue(html.contains("src=\"Cards/card.expected.png\""))
        XCTAssertTrue(html.contains("src=\"Cards/card.actual.png\""))
        XCTAssertTrue(html.contains("src=\"Cards/card.diff.png\""))
        XCTAssertTrue(html.contains("UILabel [UIView › UILabel] frame (40,25,20,20) → (40,25,20,24)"))
        XCTAssertTrue(html.contains("- two"), "the text diff is shown")
        XCTAssertTrue(html.contains("1600 of 30000 pixels differ."), "the counts are shown")
        XCTAssertFalse(html.contains("http://") || html.contains("https://"), "the report needs no network")
        for file in ["Cards/card.expected.png", "Cards/card.actual.png", "Cards/card.diff.png"] {
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: sandbox.artifacts.appendingPathComponent(file).path), file)
        }
    }

    func testAPassingSnapshotLeavesTheReport() throws {
        let sandbox = try Sandbox()
        let report = try makeFailures(in: sandbox)
        XCTAssertNil(sandbox.verify("one\ntwo\n", as: .lines, name: "dump"))
        let html = try String(contentsOf: report, encoding: .utf8)
        XCTAssertTrue(html.contains("<body data-failures=\"1\">"))
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: sandbox.artifacts.appendingPathComponent("dump.actual.txt").path))
    }

    func testTheReportRendersInHeadlessChromium() throws {
        let candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
        guard let chromium = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("chromium is not installed, so the report cannot be opened: apt-get install -y chromium")
        }
        let sandbox = try Sandbox()
        let report = try makeFailures(in: sandbox)

        let dom = try run(chromium, ["--dump-dom", report.absoluteString], in: sandbox)
        XCTAssertTrue(dom.contains("data-images-loaded=\"5\""), "3 panes and 2 slider images: \(dom.prefix(300))")
        XCTAssertTrue(dom.contains("data-images-broken=\"0\""), "every image must decode in the browser")
        XCTAssertTrue(dom.contains("Snapshot failures: 2"))
        XCTAssertTrue(dom.contains("UILabel [UIView › UILabel] frame (40,25,20,20) → (40,25,20,24)"))
        XCTAssertTrue(dom.contains("SNAPSHOT_TESTING_RECORD=failed scripts/test"))

        let shot = sandbox.root.appendingPathComponent("report.png")
        _ = try run(
            chromium, ["--screenshot=\(shot.path)", "--window-size=1200,900", report.absoluteString], in: sandbox)
        let image = try ImageDecoder.decodePNG([UInt8](try Data(contentsOf: shot)))
        var red = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image[x, y]
                if pixel.red > 230 && pixel.green < 40 && pixel.blue < 40 { red += 1 }
            }
        }
        XCTAssertGreaterThan(red, 100, "the diff image's red highlight must be visible on the page")
    }

    private func run(_ executable: String, _ arguments: [String], in sandbox: Sandbox) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--user-data-dir=\(sandbox.root.appendingPathComponent("chromium").path)",
            ] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A browser that hangs must fail the test, not the run.
        DispatchQueue.global().asyncAfter(deadline: .now() + 90) { if process.isRunning { process.terminate() } }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "chromium \(arguments)")
        return String(decoding: data, as: UTF8.self)
    }
}
