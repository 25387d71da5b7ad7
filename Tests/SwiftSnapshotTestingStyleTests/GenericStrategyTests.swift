import Foundation
import SnapshotTesting
import XCTest

/// The value-level strategies of swift-snapshot-testing, called as a team using it calls them.
final class GenericStrategyTests: XCTestCase {
    struct User: Codable {
        let id: Int
        let name: String
        let bio: String
        let tags: [String]
        let scores: [String: Int]
    }

    struct Name: Codable {
        let firstName: String
        let lastName: String
    }

    let user = User(
        id: 1, name: "Blobby", bio: "Blobbed around the world.", tags: ["swift", "linux", "uikit"],
        scores: ["layout": 3, "text": 2, "images": 1])

    func testDump() {
        assertSnapshot(of: user, as: .dump)
        assertSnapshot(of: Set(["swift", "linux", "uikit"]), as: .dump)
    }

    func testJSON() {
        assertSnapshot(of: user, as: .json)
    }

    func testJSONWithACustomEncoder() {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        assertSnapshot(of: Name(firstName: "Blob", lastName: "Jr"), as: .json(encoder))
    }

    func testPropertyList() {
        assertSnapshot(of: user, as: .plist)
    }

    func testDescription() {
        assertSnapshot(of: URL(string: "https://www.pointfree.co/episodes")!, as: .description)
    }

    func testLines() {
        assertSnapshot(of: "Hello,\nWorld!", as: .lines)
    }

    func testData() {
        assertSnapshot(of: Data([0x00, 0x01, 0xFE, 0xFF]), as: .data)
    }

    func testSeveralAssertionsAreNumberedInOrder() {
        assertSnapshot(of: "first", as: .lines)
        assertSnapshot(of: "second", as: .lines)
    }

    func testNamedStrategies() {
        assertSnapshots(of: user, as: ["json": .json, "dump": .dump])
    }

    func testAnArrayOfStrategies() {
        assertSnapshots(of: user, as: [.json, .plist])
    }

    func testWaitingBeforeTheSnapshot() {
        var greeting = "Hello"
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { greeting = "Hello, later" }
        assertSnapshot(of: { greeting }, as: .wait(for: 0.2, on: SimplySnapshotting.lines.pullback { $0() }))
    }

    func testURLRequest() {
        var request = URLRequest(url: URL(string: "https://api.example.com/users?page=2&sort=name")!)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("Bearer token", forHTTPHeaderField: "Authorization")
        request.httpBody = Data(#"{"name":"Blob","id":1}"#.utf8)
        assertSnapshot(of: request, as: .raw, named: "raw")
        assertSnapshot(of: request, as: .raw(pretty: true), named: "pretty")
        assertSnapshot(of: request, as: .curl, named: "curl")
    }

    enum Direction: String, CaseIterable {
        case up, down, left, right
    }

    func testAFunctionOverEveryCase() {
        let rotatedLeft = { (direction: Direction) -> Direction in
            switch direction {
            case .up: return .left
            case .down: return .right
            case .left: return .down
            case .right: return .up
            }
        }
        assertSnapshot(of: rotatedLeft, as: Snapshotting<Direction, String>.func(into: .description))
    }

    func testJSONOfAnyObject() {
        let object: Any = ["name": "Blob", "languages": ["Swift", "Haskell"], "age": 42]
        assertSnapshot(of: object, as: .json)
    }
}
