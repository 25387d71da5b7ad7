import XCTest

@testable import OpenUIKit

/// Cell styles, accessories and selection against uikit-facts-breadth §2.3.
final class UITableViewCellTests: XCTestCase {
    /// uikit-facts-breadth §2.3: fonts and colours of the four classic styles.
    func testClassicStyleFontsAndColours() {
        let basic = UITableViewCell(style: .default, reuseIdentifier: nil)
        XCTAssertEqual(basic.textLabel?.font.pointSize, 17)
        XCTAssertEqual(basic.textLabel?.textColor, .label)
        XCTAssertNil(basic.detailTextLabel)

        let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
        XCTAssertEqual(value1.textLabel?.font.pointSize, 17)
        XCTAssertEqual(value1.detailTextLabel?.font.pointSize, 17)
        XCTAssertEqual(value1.detailTextLabel?.textColor, .secondaryLabel)

        let value2 = UITableViewCell(style: .value2, reuseIdentifier: nil)
        XCTAssertEqual(value2.textLabel?.font.pointSize, 13)
        XCTAssertEqual(value2.textLabel?.textColor, value2.tintColor)
        XCTAssertEqual(value2.detailTextLabel?.font.pointSize, 13)
        XCTAssertEqual(value2.detailTextLabel?.textColor, .label)

        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        XCTAssertEqual(subtitle.textLabel?.font.pointSize, 17)
        XCTAssertEqual(subtitle.detailTextLabel?.font.pointSize, 12)
        XCTAssertEqual(subtitle.detailTextLabel?.textColor, .label)
        XCTAssertEqual(UITableViewCell.CellStyle.subtitle.rawValue, 3)
    }

    /// uikit-facts-breadth §2.3: a subtitle row is 4 + text + 3 + detail + 4 when that exceeds 44; the detail sits 3
    /// below the text.
    func testSubtitleRowHeight() {
        let controller = ListTableViewController(style: .plain, rows: [["Title"]])
        controller.cellStyle = .subtitle
        controller.details = [["Subtitle"]]
        _ = present(controller, on: .iPhone8) { $0.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge }
        let cell = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        let text = cell.textLabel!.frame
        let detail = cell.detailTextLabel!.frame
        XCTAssertEqual(detail.minY - text.maxY, 3)
        XCTAssertEqual(cell.frame.height, 4 + text.height + 3 + detail.height + 4)
        XCTAssertEqual(text.minY, 4)
    }

    /// uikit-facts-breadth §2.3: the disclosure chevron sits at the trailing margin, the content ends 16 before it.
    func testDisclosureIndicatorLayout() {
        let controller = ListTableViewController(style: .insetGrouped, rows: [["Wi-Fi"]])
        controller.cellStyle = .value1
        controller.details = [["Home"]]
        controller.accessory = .disclosureIndicator
        _ = present(controller, on: .iPhone8)
        let cell = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        XCTAssertEqual(cell.frame.width, 375 - 32)
        let glyph = cell.subviews.first { $0 !== cell.contentView && $0 !== cell.separatorView }!
        XCTAssertEqual(glyph.frame.maxX, cell.frame.width - 16)
        XCTAssertEqual(glyph.frame.midY, 22)
        XCTAssertEqual(cell.contentView.frame.maxX, glyph.frame.minX)
        XCTAssertEqual(cell.detailTextLabel!.frame.maxX, cell.contentView.frame.width - 16)
    }

    /// Selected rows keep their selection through reuse and are drawn with the selected background.
    func testSelection() {
        let controller = ListTableViewController(style: .plain, rows: [(0..<3).map { "\($0)" }])
        _ = present(controller, on: .iPhone8)
        let table = controller.tableView!
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        XCTAssertTrue(cell.isSelected)
        XCTAssertEqual(cell.backgroundColor, .systemGray4)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        XCTAssertFalse(cell.isSelected)
        XCTAssertEqual(cell.backgroundColor, .systemBackground)
    }

    /// A colour the app sets wins over the style's.
    func testAppBackgroundColourWins() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.backgroundColor = .systemRed
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .insetGrouped)
        final class One: NSObject, UITableViewDataSource {
            let cell: UITableViewCell
            init(_ cell: UITableViewCell) { self.cell = cell }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { cell }
        }
        let source = One(cell)
        table.dataSource = source
        table.layoutIfNeeded()
        XCTAssertEqual(cell.backgroundColor, .systemRed)
        XCTAssertEqual(table.numberOfSections, 1)
    }
}

/// Classic value cells at accessibility sizes.
final class UITableViewCellAccessibilitySizeTests: XCTestCase {
    /// At AX5 value1 puts the detail under the text at the same leading edge, 3 below (uikit-facts-breadth §2.3's
    /// text-to-detail padding), instead of truncating both side by side as at Large; the row grows to hold both with
    /// the ceil(lineHeight / 2) margins of uikit-facts-breadth §2.3.
    func testValue1StacksDetailUnderText() {
        let controller = ListTableViewController(style: .insetGrouped, rows: [["Personal Hotspot"]])
        controller.cellStyle = .value1
        controller.details = [["Off"]]
        controller.accessory = .disclosureIndicator
        _ = present(controller, on: .iPhone8) {
            $0.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        }
        let cell = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        let text = cell.textLabel!.frame
        let detail = cell.detailTextLabel!.frame
        XCTAssertEqual(cell.textLabel!.font.pointSize, 53)
        XCTAssertEqual(detail.minY - text.maxY, 3)
        XCTAssertEqual(detail.minX, text.minX)
        let margin = (cell.textLabel!.font.lineHeight / 2).rounded(.up)
        XCTAssertEqual(cell.frame.height, margin + text.height + 3 + detail.height + margin)
        XCTAssertEqual(text.minY, margin)
    }

    /// At Large the same row keeps text and detail on one line.
    func testValue1SideBySideAtLarge() {
        let controller = ListTableViewController(style: .insetGrouped, rows: [["Personal Hotspot"]])
        controller.cellStyle = .value1
        controller.details = [["Off"]]
        _ = present(controller, on: .iPhone8)
        let cell = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        XCTAssertEqual(cell.detailTextLabel!.frame.minY, cell.textLabel!.frame.minY)
        XCTAssertEqual(cell.frame.height, 44)
    }
}
