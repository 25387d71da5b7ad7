import SnapshotRenderer
import SnapshotTesting
import XCTest

final class TextStrategyTests: XCTestCase {
    func testLineDiffShowsRemovedAndAddedLinesWithContext() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n")
        let new = old.replacingOccurrences(of: "line 5", with: "line five")
        XCTAssertEqual(
            LineDiff.unified(from: old, to: new),
            "@@ line 3 @@\n  line 3\n  line 4\n- line 5\n+ line five\n  line 6\n  line 7")
        XCTAssertNil(LineDiff.unified(from: old, to: old))
    }

    func testTextGoldensFailWithALineDiff() throws {
        let sandbox = try Sandbox()
        XCTAssertEqual(sandbox.verify("a\nb\nc", as: .lines, name: "dump")?.kind, .recorded)
        XCTAssertEqual(sandbox.contents("dump.txt"), Array("a\nb\nc".utf8))
        XCTAssertNil(sandbox.verify("a\nb\nc", as: .lines, name: "dump"))
        let failure = try XCTUnwrap(sandbox.verify("a\nB\nc", as: .lines, name: "dump"))
        XCTAssertTrue(failure.message.contains("- b\n"), failure.message)
        XCTAssertTrue(failure.message.contains("+ B\n"), failure.message)
        XCTAssertTrue(failure.artifacts.contains { $0.hasSuffix("dump.text-diff.txt") })
    }

    func testPullbackAndExplainedComposeWithTheBaseStrategy() throws {
        let sandbox = try Sandbox()
        let strategy: Snapshotting<[Int], String> = Snapshotting<String, String>.lines.pullback { numbers in
            numbers.map(String.init).joined(separator: "\n")
        }
        XCTAssertEqual(sandbox.verify([1, 2], as: strategy, name: "numbers")?.kind, .recorded)
        XCTAssertEqual(sandbox.contents("numbers.txt"), Array("1\n2".utf8))

        let image = TestImage.gradient()
        let explained = Snapshotting<RGBAImage, ImageSnapshot>.image.pullback { (box: Box) in box.image }
            .explained { box in "UIView frame=(0, 0, \(box.image.width), \(box.image.height))" }
        XCTAssertEqual(sandbox.verify(Box(image: image), as: explained, name: "boxed")?.kind, .recorded)
        XCTAssertEqual(sandbox.contents("boxed.layout.txt"), Array("UIView frame=(0, 0, 8, 6)".utf8))
    }
}

/// A stand-in for a view: something that is not an image but renders to one and explains itself.
private struct Box {
    let image: RGBAImage
}
