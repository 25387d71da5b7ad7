import XCTest

@testable import OpenUIKit

final class FlowLayoutSectionTests: XCTestCase {
    private func section(
        _ sizes: [(CGFloat, CGFloat)], available: CGFloat = 343, spacing: CGFloat = 10, lineSpacing: CGFloat = 10
    ) -> FlowLayoutSection {
        FlowLayoutSection(
            itemCount: sizes.count, availableAlong: available, interitemSpacing: spacing, lineSpacing: lineSpacing
        ) { (along: sizes[$0].0, across: sizes[$0].1) }
    }

    // Seed 000 on iPhone 8: the readable guide is (16, 20, 343, 647) (uikit-facts §1.2) and the delegate
    // returns (343 − 2 × 10) / 3; the capture shows three columns.
    func testThirdsOfTheReadableWidthFitThreeColumns() {
        let side = (343 - 10 * 2) / CGFloat(3)
        let grid = section(Array(repeating: (side, side), count: 30))
        XCTAssertEqual(grid.lineCount, 10)
        XCTAssertEqual(grid.frame(ofItem: 0).minX, 0)
        XCTAssertEqual(grid.frame(ofItem: 1).minX, side + 10, accuracy: 1e-9)
        XCTAssertEqual(grid.frame(ofItem: 2).maxX, 343, accuracy: 1e-9)
        XCTAssertEqual(grid.frame(ofItem: 3).minY, side + 10, accuracy: 1e-9)
        XCTAssertEqual(grid.frame(ofItem: 0).width, 107.67, accuracy: 0.005)
    }

    func testFractionalEdgeInsideTheToleranceFitsAndBeyondItWraps() {
        let side = (343 - 20) / CGFloat(3)
        let justInside = section(Array(repeating: (side + 0.0003, 10), count: 3))
        XCTAssertEqual(justInside.lineCount, 1)
        let justOutside = section(Array(repeating: (side + 0.01, 10), count: 3))
        XCTAssertEqual(justOutside.lineCount, 2)
        // The same edge through the per-item path (heights differ, so the section is not uniform).
        let mixedInside = section([(side, 10), (side, 12), (side, 10)])
        XCTAssertEqual(mixedInside.lineCount, 1)
        let mixedOutside = section([(side + 0.01, 10), (side + 0.01, 12), (side + 0.01, 10)])
        XCTAssertEqual(mixedOutside.lineCount, 2)
    }

    func testFullLinesAreJustified() {
        let grid = section(Array(repeating: (100, 50), count: 6))
        // 3 × 100 + 2 × 10 = 320 ≤ 343: 23 pt left over, shared between two gaps.
        XCTAssertEqual(grid.frame(ofItem: 1).minX, 100 + 10 + 11.5)
        XCTAssertEqual(grid.frame(ofItem: 2).maxX, 343)
    }

    func testLastLineOfEqualItemsKeepsTheGridColumns() {
        let grid = section(Array(repeating: (100, 50), count: 5))
        XCTAssertEqual(grid.frame(ofItem: 3).minX, grid.frame(ofItem: 0).minX)
        XCTAssertEqual(grid.frame(ofItem: 4).minX, grid.frame(ofItem: 1).minX)
        let one = section(Array(repeating: (100, 50), count: 4))
        XCTAssertEqual(one.frame(ofItem: 3).minX, 0)
    }

    func testALoneItemIsCentred() {
        XCTAssertEqual(section([(100, 50)]).frame(ofItem: 0).minX, 121.5)
        // Seed 003: full-width cells (375 − 16) on a 375-pt line sit 8 pt in, each on its own line.
        let list = section([(359, 40), (359, 61), (359, 20)], available: 375, lineSpacing: 8)
        XCTAssertEqual((0..<3).map { list.frame(ofItem: $0).minX }, [8, 8, 8])
        XCTAssertEqual((0..<3).map { list.frame(ofItem: $0).minY }, [0, 48, 117])
        XCTAssertEqual(list.thickness, 137)
    }

    func testItemsAreCentredAcrossTheirLine() {
        let line = section([(100, 50), (100, 30), (50, 40)])
        XCTAssertEqual(line.frame(ofItem: 1).minY, 10)
        XCTAssertEqual(line.frame(ofItem: 2).minY, 5)
    }

    func testLastLineOfUnequalItemsPacksFromTheLeadingEdge() {
        let items = section([(150, 40), (150, 40), (100, 40), (60, 40)])
        XCTAssertEqual(items.lineCount, 2)
        XCTAssertEqual(items.frame(ofItem: 2).minX, 0)
        XCTAssertEqual(items.frame(ofItem: 3).minX, 110)
    }

    func testVisibleRangeOfAHundredThousandItemsIsArithmetic() {
        let grid = FlowLayoutSection(
            itemCount: 100_000, availableAlong: 343, interitemSpacing: 10, lineSpacing: 10
        ) { _ in (along: 100, across: 100) }
        XCTAssertEqual(grid.lineCount, 33_334)
        XCTAssertEqual(grid.items(acrossFrom: 0, to: 647), 0..<18)
        XCTAssertEqual(grid.items(acrossFrom: 110 * 1000 + 5, to: 110 * 1000 + 50), 3000..<3003)
        XCTAssertEqual(grid.frame(ofItem: 99_999).minY, 110 * 33_333)
    }

    func testVisibleRangeOfIndividualLinesUsesTheLineOffsets() {
        let list = section([(359, 40), (359, 61), (359, 20), (359, 30)], available: 375, lineSpacing: 8)
        XCTAssertEqual(list.items(acrossFrom: 0, to: 10), 0..<1)
        XCTAssertEqual(list.items(acrossFrom: 45, to: 120), 1..<3)
        XCTAssertEqual(list.items(acrossFrom: 1000, to: 2000), 0..<0)
    }
}
