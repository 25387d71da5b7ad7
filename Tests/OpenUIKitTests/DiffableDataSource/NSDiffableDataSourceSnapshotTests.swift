import XCTest

@testable import OpenUIKit

/// Snapshot editing as UIKit documents it: sections and items by identifier, items appended to the last section
/// by default, inserts and moves relative to other identifiers, deletes that ignore unknown identifiers.
final class NSDiffableDataSourceSnapshotTests: XCTestCase {
    private func sample() -> NSDiffableDataSourceSnapshot<String, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4, 5])
        return snapshot
    }

    func testAppendingAndReading() {
        let snapshot = sample()
        XCTAssertEqual(snapshot.sectionIdentifiers, ["a", "b"])
        XCTAssertEqual(snapshot.itemIdentifiers, [1, 2, 3, 4, 5])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "b"), [4, 5], "nil appends to the last section")
        XCTAssertEqual(snapshot.numberOfItems, 5)
        XCTAssertEqual(snapshot.numberOfSections, 2)
        XCTAssertEqual(snapshot.numberOfItems(inSection: "a"), 3)
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 5), "b")
        XCTAssertNil(snapshot.sectionIdentifier(containingItem: 9))
        XCTAssertEqual(snapshot.indexOfItem(4), 3, "counted across sections")
        XCTAssertEqual(snapshot.indexOfSection("b"), 1)
        XCTAssertNil(snapshot.indexOfItem(9))
    }

    func testInsertsAndMoves() {
        var snapshot = sample()
        snapshot.insertItems([10], beforeItem: 1)
        snapshot.insertItems([11], afterItem: 5)
        XCTAssertEqual(snapshot.itemIdentifiers, [10, 1, 2, 3, 4, 5, 11])
        snapshot.moveItem(10, afterItem: 4)
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "a"), [1, 2, 3])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "b"), [4, 10, 5, 11])
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 10), "b")
        snapshot.moveItem(11, beforeItem: 1)
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "a"), [11, 1, 2, 3])
        snapshot.insertSections(["z"], beforeSection: "a")
        snapshot.insertSections(["m"], afterSection: "a")
        XCTAssertEqual(snapshot.sectionIdentifiers, ["z", "a", "m", "b"])
        snapshot.moveSection("z", afterSection: "b")
        XCTAssertEqual(snapshot.sectionIdentifiers, ["a", "m", "b", "z"])
        snapshot.moveSection("b", beforeSection: "a")
        XCTAssertEqual(snapshot.sectionIdentifiers, ["b", "a", "m", "z"])
        XCTAssertEqual(snapshot.itemIdentifiers, [4, 10, 5, 11, 1, 2, 3], "items travel with their section")
    }

    func testDeletes() {
        var snapshot = sample()
        snapshot.deleteItems([2, 99])
        XCTAssertEqual(snapshot.itemIdentifiers, [1, 3, 4, 5])
        XCTAssertNil(snapshot.sectionIdentifier(containingItem: 2))
        snapshot.deleteSections(["a", "nope"])
        XCTAssertEqual(snapshot.sectionIdentifiers, ["b"])
        XCTAssertEqual(snapshot.numberOfItems, 2)
        XCTAssertNil(snapshot.indexOfItem(1))
        snapshot.appendItems([1], toSection: "b")
        XCTAssertEqual(snapshot.itemIdentifiers, [4, 5, 1], "a deleted identifier can come back")
        snapshot.deleteAllItems()
        XCTAssertEqual(snapshot.numberOfSections, 0)
        XCTAssertEqual(snapshot.numberOfItems, 0)
    }

    func testReloadsAndReconfiguresAreRecorded() {
        var snapshot = sample()
        snapshot.reloadItems([2])
        snapshot.reconfigureItems([3, 4])
        snapshot.reloadSections(["b"])
        XCTAssertEqual(snapshot.reloadedItemIdentifiers, [2])
        XCTAssertEqual(snapshot.reconfiguredItemIdentifiers, [3, 4])
        XCTAssertEqual(snapshot.reloadedSectionIdentifiers, ["b"])
    }
}
