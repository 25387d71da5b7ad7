import OpenUIKit
import XCTest

/// Plain headers float while their section scrolls under the top; self-sizing rows stay contiguous as they are
/// measured during scrolling.
final class UITableViewScrollingTests: XCTestCase {
    private func rows(_ count: Int, _ prefix: String) -> [String] { (0..<count).map { "\(prefix) \($0)" } }

    private func sectionedPlainTable() -> (ListTableViewController, UITableView) {
        let controller = ListTableViewController(style: .plain, rows: [rows(30, "A"), rows(30, "B")])
        controller.headerTitles = ["A", "B"]
        controller.configureTable = { $0.rowHeight = 44 }
        _ = present(controller, on: .iPhone8)
        return (controller, controller.tableView!)
    }

    /// Scrolled into section 0, its header sits at the top of the visible area (below the 20-pt status bar inset)
    /// above the rows, on the floating material; section 1's header stays where it is.
    func testPlainHeaderFloatsAtTheTop() {
        let (_, table) = sectionedPlainTable()
        let header = table.headerView(forSection: 0)!
        XCTAssertEqual(header.frame.minY, table.rectForHeader(inSection: 0).minY, "not scrolled: in place")
        XCTAssertNil(header.backgroundColor)
        table.contentOffset = CGPoint(x: 0, y: 400)
        table.layoutIfNeeded()
        XCTAssertEqual(table.adjustedContentInset.top, 20)
        XCTAssertEqual(header.frame.minY, 400 + 20)
        XCTAssertNotNil(header.backgroundColor, "floating headers have a background")
        let cellIndex = table.subviews.firstIndex { $0 is UITableViewCell }!
        XCTAssertGreaterThan(table.subviews.firstIndex { $0 === header }!, cellIndex)
        XCTAssertEqual(
            table.rectForHeader(inSection: 0).minY, 22, "the rect stays the natural one (breadth §2.1 padding 22)")
    }

    /// At the end of its section the header is pushed up by the section's end, then the next one takes over.
    func testFloatingHeaderIsPushedByTheSectionEnd() {
        let (_, table) = sectionedPlainTable()
        let header = table.headerView(forSection: 0)!
        let end = table.rectForFooter(inSection: 0).minY
        table.contentOffset = CGPoint(x: 0, y: end - 20 - 10)
        table.layoutIfNeeded()
        XCTAssertEqual(header.frame.maxY, end)
        table.contentOffset = CGPoint(x: 0, y: table.rectForHeader(inSection: 1).minY + 100)
        table.layoutIfNeeded()
        let next = table.headerView(forSection: 1)!
        XCTAssertEqual(next.frame.minY, table.contentOffset.y + 20)
        table.contentOffset = CGPoint(x: 0, y: -20)
        table.layoutIfNeeded()
        XCTAssertEqual(header.frame.minY, table.rectForHeader(inSection: 0).minY)
        XCTAssertNil(header.backgroundColor, "the material goes when the header rests again")
    }

    /// Grouped headers scroll with their section.
    func testGroupedHeadersDoNotFloat() {
        let controller = ListTableViewController(style: .grouped, rows: [rows(30, "A")])
        controller.headerTitles = ["A"]
        _ = present(controller, on: .iPhone8)
        let table = controller.tableView!
        table.contentOffset = CGPoint(x: 0, y: 300)
        table.layoutIfNeeded()
        XCTAssertEqual(table.headerView(forSection: 0)?.frame.minY, table.rectForHeader(inSection: 0).minY)
    }

    /// Self-sizing rows measured while scrolling to the end: every row abuts the next, visible cells sit at their
    /// rects, and the content ends at the last row (the edges are shifted, not rebuilt).
    func testSelfSizingRowsStayContiguousWhileScrolling() {
        let paragraphs = (0..<200).map { index in
            String(repeating: "Word \(index) ", count: 1 + index % 13)
        }
        let controller = ListTableViewController(style: .plain, rows: [paragraphs, rows(40, "Tail")])
        controller.headerTitles = ["Paragraphs", "Tail"]
        controller.configureCell = { cell, _ in cell.textLabel?.numberOfLines = 0 }
        _ = present(controller, on: .iPhone8)
        let table = controller.tableView!
        while table.contentOffset.y + table.bounds.height < table.contentSize.height {
            table.contentOffset = CGPoint(x: 0, y: table.contentOffset.y + table.bounds.height)
            table.layoutIfNeeded()
        }
        for section in 0..<2 {
            for row in 0..<(table.numberOfRows(inSection: section) - 1) {
                let rect = table.rectForRow(at: IndexPath(row: row, section: section))
                XCTAssertEqual(rect.maxY, table.rectForRow(at: IndexPath(row: row + 1, section: section)).minY)
            }
        }
        XCTAssertEqual(
            table.rectForHeader(inSection: 1).minY - 22, table.rectForFooter(inSection: 0).maxY,
            "section 1 follows section 0's measured rows")
        for cell in table.visibleCells {
            let indexPath = table.indexPath(for: cell)!
            XCTAssertEqual(cell.frame.minY, table.rectForRow(at: indexPath).minY)
        }
        let long = table.rectForRow(at: IndexPath(row: 12, section: 0))
        XCTAssertGreaterThan(long.height, 44, "a 13-word paragraph wraps and was measured")
        XCTAssertEqual(table.contentSize.height, table.rect(forSection: 1).maxY)
    }
}
