import Foundation
import SnapshotTesting
import XCTest

/// A team's own strategies: a text report pulled back from `.lines`, and a strategy with its own
/// `Diffing` and attachments.
struct Invoice {
    struct Item {
        let name: String
        let cents: Int
    }
    let number: String
    let items: [Item]
}

extension Snapshotting where Value == Invoice, Format == String {
    /// One line per item and a total, aligned as a printed receipt.
    static var receipt: Snapshotting {
        SimplySnapshotting.lines.pullback { invoice in
            let lines = invoice.items.map { item in
                item.name.padding(toLength: 20, withPad: ".", startingAt: 0) + price(item.cents)
            }
            let total = invoice.items.reduce(0) { $0 + $1.cents }
            return
                (["Invoice \(invoice.number)"] + lines + [
                    "Total".padding(toLength: 20, withPad: " ", startingAt: 0) + price(total)
                ])
                .joined(separator: "\n")
        }
    }

    private static func price(_ cents: Int) -> String {
        let text = "\(cents / 100).\(String(format: "%02d", cents % 100))"
        return String(repeating: " ", count: max(0, 8 - text.count)) + text
    }
}

extension Diffing where Value == [Int] {
    /// Numbers as a comma-separated line; a failure names the first index that differs.
    static var numbers: Diffing {
        Diffing(
            toData: { Data($0.map(String.init).joined(separator: ",").utf8) },
            fromData: { String(decoding: $0, as: UTF8.self).split(separator: ",").compactMap { Int($0) } },
            diff: { old, new in
                guard old != new else { return nil }
                let index = zip(old, new).enumerated().first { $1.0 != $1.1 }?.offset ?? min(old.count, new.count)
                let attachment = XCTAttachment(string: "expected \(old)\nactual   \(new)")
                attachment.name = "numbers"
                return ("The numbers differ from index \(index).", [attachment])
            })
    }
}

extension Snapshotting where Value == [Int], Format == [Int] {
    static var numbers: Snapshotting {
        Snapshotting(pathExtension: "csv", diffing: .numbers)
    }
}

extension Snapshotting where Value == Int, Format == [Int] {
    /// The first `count` Fibonacci numbers, computed off the main thread and delivered asynchronously.
    static var fibonacci: Snapshotting {
        SimplySnapshotting<[Int]>.numbers.asyncPullback { count in
            Async { callback in
                DispatchQueue.global().async {
                    var numbers = [0, 1]
                    while numbers.count < count {
                        numbers.append(numbers[numbers.count - 1] + numbers[numbers.count - 2])
                    }
                    callback(Array(numbers.prefix(count)))
                }
            }
        }
    }
}

final class CustomStrategyTests: XCTestCase {
    func testAReceiptPulledBackFromLines() {
        let invoice = Invoice(
            number: "2024-001",
            items: [.init(name: "Snapshot testing", cents: 1999), .init(name: "Linux runner", cents: 450)])
        assertSnapshot(of: invoice, as: .receipt)
    }

    func testAStrategyWithItsOwnDiffing() {
        assertSnapshot(of: [1, 1, 2, 3, 5, 8], as: .numbers, named: "fibonacci")
    }

    func testAnAsynchronousStrategy() {
        assertSnapshot(of: 10, as: .fibonacci, timeout: 2)
    }

    func testTheDiffingReportsItsMessage() throws {
        let diffing = Diffing<[Int]>.numbers
        let (message, attachments) = try XCTUnwrap(diffing.diff([1, 2, 3], [1, 2, 4]))
        XCTAssertEqual(message, "The numbers differ from index 2.")
        XCTAssertEqual(attachments.first?.name, "numbers")
        XCTAssertNil(diffing.diff([1, 2], [1, 2]))
        XCTAssertEqual(diffing.fromData(diffing.toData([3, 4])), [3, 4])
    }
}
