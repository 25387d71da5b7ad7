import Foundation
import SnapshotTesting
import XCTest

/// The `.dump` text must be a stable golden: the same in every process, whatever the hash seed.
final class SnapshotDumpTests: XCTestCase {
    private struct Point {
        let x: Int
        let y: Double?
    }

    private enum Shape {
        case circle(radius: Int)
        case empty
    }

    private final class Node {
        let name: String
        var next: Node?
        init(name: String) { self.name = name }
    }

    private struct Tagged: AnySnapshotStringConvertible {
        let secret = 1
        var snapshotDescription: String { "Tagged(custom)" }
    }

    private func dump(_ value: Any) -> String {
        var text: String?
        Snapshotting<Any, String>.dump.snapshot(value).run { text = $0 }
        return text ?? ""
    }

    func testStructsOptionalsAndEnums() {
        XCTAssertEqual(dump(Point(x: 1, y: nil)), "▿ Point\n  - x: 1\n  - y: nil\n")
        XCTAssertEqual(dump(Point(x: 1, y: 2.5)), "▿ Point\n  - x: 1\n  - y: 2.5\n")
        XCTAssertEqual(dump(Shape.circle(radius: 3)), "▿ Shape.circle\n  - radius: 3\n")
        XCTAssertEqual(dump(Shape.empty), "- Shape.empty\n")
        XCTAssertEqual(dump("quote \" and\nnewline"), "- \"quote \\\" and\\nnewline\"\n")
    }

    func testDictionariesAndSetsAreSorted() {
        let dictionary = ["b": 2, "a": 1, "c": 3]
        XCTAssertEqual(dump(dictionary), "▿ 3 elements\n  - \"a\": 1\n  - \"b\": 2\n  - \"c\": 3\n")
        XCTAssertEqual(dump(Set(["z", "y", "x"])), "▿ 3 elements\n  - \"x\"\n  - \"y\"\n  - \"z\"\n")
        XCTAssertEqual(dump([Int]()), "- 0 elements\n")
    }

    func testObjectsHaveNoAddressesAndCyclesEnd() {
        let first = Node(name: "first")
        first.next = first
        XCTAssertEqual(dump(first), "▿ Node\n  - name: \"first\"\n  - next: Node (cycle)\n")
    }

    func testACustomDescriptionReplacesTheChildren() {
        XCTAssertEqual(dump(Tagged()), "- Tagged(custom)\n")
        XCTAssertEqual(dump(Date(timeIntervalSince1970: 0)), "- 1970-01-01T00:00:00.000Z\n")
    }
}
