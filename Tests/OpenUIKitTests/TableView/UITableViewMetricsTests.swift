import XCTest

@testable import OpenUIKit

/// Table metrics against uikit-facts-breadth §2 (pre-iOS 26), on iPhone 8 and iPad Pro 12.9" in both orientations.
final class UITableViewMetricsTests: XCTestCase {
    private let screens: [(Device, Orientation)] = [
        (.iPhone8, .portrait), (.iPhone8, .landscape), (.iPadPro12_9, .portrait), (.iPadPro12_9, .landscape),
    ]

    private func list(_ count: Int, prefix: String = "Row") -> [String] { (0..<count).map { "\(prefix) \($0)" } }

    /// uikit-facts-breadth §2.1: defaults of a new table.
    func testDefaults() {
        let table = UITableView(frame: .zero, style: .plain)
        XCTAssertEqual(table.rowHeight, UITableView.automaticDimension)
        XCTAssertEqual(table.estimatedRowHeight, UITableView.automaticDimension)
        XCTAssertEqual(table.sectionHeaderHeight, UITableView.automaticDimension)
        XCTAssertEqual(table.sectionFooterHeight, UITableView.automaticDimension)
        XCTAssertEqual(table.sectionHeaderTopPadding, UITableView.automaticDimension)
        XCTAssertEqual(table.separatorStyle, .singleLine)
        XCTAssertFalse(table.cellLayoutMarginsFollowReadableWidth)
        XCTAssertTrue(table.insetsContentViewsToSafeArea)
        XCTAssertEqual(table.separatorColor, .separator)
        XCTAssertEqual(table.backgroundColor, .systemBackground)
        // uikit-facts-breadth §2.3: grouped content sits on systemGroupedBackground.
        XCTAssertEqual(UITableView(frame: .zero, style: .grouped).backgroundColor, .systemGroupedBackground)
        XCTAssertEqual(UITableView(frame: .zero, style: .insetGrouped).backgroundColor, .systemGroupedBackground)
        XCTAssertEqual(UITableView.Style.insetGrouped.rawValue, 2)
    }

    /// uikit-facts-breadth §2.1: automatic rows fall back to twice the body leading, 44 at the default text size.
    func testStandardRowHeightIs44OnEveryScreen() {
        for (device, orientation) in screens {
            let controller = ListTableViewController(style: .plain, rows: [list(5)])
            _ = present(controller, on: device, orientation)
            let table = controller.tableView!
            for row in 0..<5 {
                XCTAssertRect(
                    table.rectForRow(at: IndexPath(row: row, section: 0)), 0, CGFloat(row) * 44, table.bounds.width, 44,
                    "\(device.name) \(orientation)")
            }
            XCTAssertEqual(table.contentSize.height, 5 * 44, "\(device.name) \(orientation)")
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.height, 44)
        }
    }

    /// uikit-facts-breadth §2.1: the standard height grows with Dynamic Type and stops at XXXL.
    func testRowHeightGrowsWithDynamicTypeAndCapsAtXXXL() {
        for (category, expected) in [
            (UIContentSizeCategory.extraSmall, 38.0), (.extraExtraExtraLarge, 56),
            (.accessibilityExtraExtraExtraLarge, 56),
        ] {
            let controller = ListTableViewController(style: .plain, rows: [[""]])
            _ = present(controller, on: .iPhone8) { $0.traitOverrides.preferredContentSizeCategory = category }
            XCTAssertEqual(controller.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height, expected)
        }
    }

    /// At AX5 a body label is taller than the capped standard height, so the row grows with its text.
    func testSelfSizingRowGrowsWithLargeText() {
        let controller = ListTableViewController(style: .plain, rows: [["Large text"]])
        _ = present(controller, on: .iPhone8) {
            $0.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        }
        let cell = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        let label = cell.textLabel!
        XCTAssertGreaterThan(label.font.pointSize, 50)
        XCTAssertEqual(
            cell.frame.height, 2 * (label.font.lineHeight / 2).rounded(.up) + label.frame.height, accuracy: 1)
    }

    /// uikit-facts-breadth §2.2: text and separators start 16 pt from the cell edge; uikit-facts-breadth §2.1: the
    /// readable width is off by default.
    func testCellMarginIs16OnEveryScreen() {
        for (device, orientation) in screens {
            let controller = ListTableViewController(style: .plain, rows: [list(3)])
            _ = present(controller, on: device, orientation)
            let table = controller.tableView!
            let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
            let span = textSpan(of: cell)
            XCTAssertEqual(span.minX, 16, "\(device.name) \(orientation)")
            XCTAssertEqual(span.maxX, table.bounds.width - 16, "\(device.name) \(orientation)")
            XCTAssertEqual(cell.separatorView.frame.minX, 16)
        }
    }

    /// uikit-facts-breadth §2.1 `cellLayoutMarginsFollowReadableWidth`: text stays in the readable width (672 at Large,
    /// uikit-facts §2), centred; narrower tables keep 16.
    func testReadableWidthMargins() {
        let expected: [CGFloat] = [16, 16, (1024 - 672) / 2, (1366 - 672) / 2]
        for ((device, orientation), leading) in zip(screens, expected) {
            let controller = ListTableViewController(style: .plain, rows: [list(3)])
            controller.configureTable = { $0.cellLayoutMarginsFollowReadableWidth = true }
            _ = present(controller, on: device, orientation)
            let table = controller.tableView!
            let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
            let span = textSpan(of: cell)
            XCTAssertEqual(span.minX, leading, "\(device.name) \(orientation)")
            XCTAssertEqual(span.maxX, table.bounds.width - leading, "\(device.name) \(orientation)")
            // Separators follow the text.
            XCTAssertEqual(cell.separatorView.frame.minX, leading, "\(device.name) \(orientation)")
        }
    }

    /// uikit-facts-breadth §2.1 `insetsContentViewsToSafeArea`: on a notched phone in landscape the content view avoids
    /// the 44-pt side insets (uikit-facts §3), and the text starts 16 further in.
    func testContentViewInsetIntoSafeAreaInLandscape() {
        let controller = ListTableViewController(style: .plain, rows: [list(3)])
        _ = present(controller, on: .iPhoneX, .landscape)
        let table = controller.tableView!
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        XCTAssertEqual(cell.frame.width, 812)
        XCTAssertEqual(cell.contentView.frame.minX, 44)
        XCTAssertEqual(cell.contentView.frame.maxX, 812 - 44)
        XCTAssertEqual(textSpan(of: cell).minX, 60)

        let off = ListTableViewController(style: .plain, rows: [list(3)])
        off.configureTable = { $0.insetsContentViewsToSafeArea = false }
        _ = present(off, on: .iPhoneX, .landscape)
        let offCell = off.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        XCTAssertEqual(offCell.contentView.frame.minX, 0)
        XCTAssertEqual(textSpan(of: offCell).minX, 16)
    }

    /// uikit-facts-breadth §2.2: separators are one device pixel at the bottom of the row, in the separator colour.
    func testSeparatorIsOneDevicePixel() {
        for (device, pixel) in [(Device.iPhone8, 0.5), (.iPhone8Plus, 1.0 / 3), (.iPadPro12_9, 0.5)] {
            let controller = ListTableViewController(style: .plain, rows: [list(3)])
            _ = present(controller, on: device)
            let cell = controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!
            XCTAssertFalse(cell.separatorView.isHidden)
            XCTAssertEqual(cell.separatorView.frame.height, pixel, accuracy: 0.0001, device.name)
            XCTAssertEqual(cell.separatorView.frame.maxY, 44, accuracy: 0.0001)
            XCTAssertEqual(cell.separatorView.frame.maxX, cell.frame.width)
            XCTAssertEqual(cell.separatorView.backgroundColor, .separator)
        }
    }

    /// uikit-facts-breadth §2.1: `separatorInset` left/right measured from the cell edges, mirrored in right-to-left
    /// layouts, as is the cell's content (value1: text at the leading edge, detail at the trailing one).
    func testSeparatorInsetAndRightToLeft() {
        let controller = ListTableViewController(style: .plain, rows: [["Wi-Fi"]])
        controller.cellStyle = .value1
        controller.details = [["Home"]]
        controller.configureTable = { $0.separatorInset = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 10) }
        _ = present(controller, on: .iPhone8) { $0.traitOverrides.layoutDirection = .rightToLeft }
        let cell = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        XCTAssertEqual(cell.separatorView.frame.minX, 10)
        XCTAssertEqual(cell.separatorView.frame.maxX, 375 - 30)
        let text = cell.textLabel!.frame
        let detail = cell.detailTextLabel!.frame
        XCTAssertEqual(text.maxX, 375 - 16)
        XCTAssertEqual(detail.minX, 16)
        XCTAssertLessThan(detail.maxX, text.minX)
    }

    /// uikit-facts-breadth §2.2: inset-grouped sections are inset by the table margin (16 compact, 20 regular), corners
    /// 10, and no separator under a section's last row.
    func testInsetGroupedSections() {
        for (device, orientation) in screens {
            let controller = ListTableViewController(style: .insetGrouped, rows: [list(3), list(2)])
            _ = present(controller, on: device, orientation)
            let table = controller.tableView!
            let inset: CGFloat = device.idiom == .pad ? 20 : 16
            let first = table.cellForRow(at: IndexPath(row: 0, section: 0))!
            XCTAssertEqual(first.frame.minX, inset, "\(device.name) \(orientation)")
            XCTAssertEqual(first.frame.maxX, table.bounds.width - inset, "\(device.name) \(orientation)")
            XCTAssertEqual(textSpan(of: first).minX, inset + 16)
            XCTAssertEqual(first.layer.cornerRadius, 10)
            XCTAssertEqual(first.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
            XCTAssertFalse(first.separatorView.isHidden)
            let middle = table.cellForRow(at: IndexPath(row: 1, section: 0))!
            XCTAssertEqual(middle.layer.cornerRadius, 0)
            let last = table.cellForRow(at: IndexPath(row: 2, section: 0))!
            XCTAssertTrue(last.separatorView.isHidden)
            XCTAssertEqual(last.layer.maskedCorners, [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
            XCTAssertEqual(last.backgroundColor, .secondarySystemGroupedBackground)
        }
    }

    /// uikit-facts-breadth §2.1: grouped sections without titles get 17.5-pt headers and footers (35 between sections);
    /// plain ones none.
    func testEmptyHeaderAndFooterHeights() {
        let grouped = ListTableViewController(style: .grouped, rows: [list(2), list(2)])
        _ = present(grouped, on: .iPhone8)
        let table = grouped.tableView!
        XCTAssertEqual(table.rectForHeader(inSection: 0).height, 17.5)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 17.5)
        XCTAssertEqual(table.rectForFooter(inSection: 0).height, 17.5)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 17.5 + 88 + 35)

        let plain = ListTableViewController(style: .plain, rows: [list(2), list(2)])
        _ = present(plain, on: .iPhone8)
        XCTAssertEqual(plain.tableView.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 88)
    }

    /// uikit-facts-breadth §2.4: grouped headers in footnote, uppercased, secondaryLabel, margins 32 (first section) /
    /// 17 above and 6 below; footers 6 above and 12 below; text aligned with the cells' text.
    func testGroupedHeaderAndFooterTitles() {
        for (device, orientation) in screens {
            let controller = ListTableViewController(style: .insetGrouped, rows: [list(2), list(2)])
            controller.headerTitles = ["General", "Privacy"]
            controller.footerTitles = ["Explains the section."]
            _ = present(controller, on: device, orientation)
            let table = controller.tableView!
            let header = table.headerView(forSection: 0)!
            let label = header.textLabel!
            XCTAssertEqual(label.text, "GENERAL")
            XCTAssertEqual(label.font.pointSize, 13)
            XCTAssertEqual(label.textColor, .secondaryLabel)
            let lineHeight = label.frame.height
            XCTAssertEqual(table.rectForHeader(inSection: 0).height, 32 + lineHeight + 6)
            XCTAssertEqual(table.rectForHeader(inSection: 1).height, 17 + lineHeight + 6)
            XCTAssertEqual(label.frame.minY, 32)
            let inset: CGFloat = device.idiom == .pad ? 20 : 16
            XCTAssertEqual(label.frame.minX, inset + 16, "\(device.name) \(orientation)")
            let footer = table.footerView(forSection: 0)!.textLabel!
            XCTAssertEqual(footer.text, "Explains the section.")
            XCTAssertEqual(table.rectForFooter(inSection: 0).height, 6 + footer.frame.height + 12)
            // No title: the 17.5-pt default (uikit-facts-breadth §2.1).
            XCTAssertEqual(table.rectForFooter(inSection: 1).height, 17.5)
        }
    }

    /// uikit-facts-breadth §2.1: plain headers sit 22 pt below the previous section (`sectionHeaderTopPadding`);
    /// uikit-facts-breadth §2.4 margins 4.
    func testPlainHeaderTopPadding() {
        let controller = ListTableViewController(style: .plain, rows: [list(2), list(2)])
        controller.headerTitles = ["A", "B"]
        _ = present(controller, on: .iPhone8)
        let table = controller.tableView!
        let header = table.rectForHeader(inSection: 0)
        XCTAssertEqual(header.minY, 22)
        XCTAssertEqual(header.height, 28)
        XCTAssertEqual(table.headerView(forSection: 0)?.textLabel?.text, "A")
        XCTAssertEqual(table.rectForHeader(inSection: 1).minY, 22 + 28 + 88 + 22)

        let zero = ListTableViewController(style: .plain, rows: [list(2)])
        zero.headerTitles = ["A"]
        zero.configureTable = { $0.sectionHeaderTopPadding = 0 }
        _ = present(zero, on: .iPhone8)
        XCTAssertEqual(zero.tableView.rectForHeader(inSection: 0).minY, 0)
    }

    /// Table header and footer views frame the sections and count in the content size.
    func testTableHeaderAndFooterViews() {
        let controller = ListTableViewController(style: .plain, rows: [list(4)])
        controller.configureTable = {
            $0.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 50))
            $0.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        }
        _ = present(controller, on: .iPadPro12_9, .landscape)
        let table = controller.tableView!
        XCTAssertRect(table.tableHeaderView!.frame, 0, 0, 1366, 50)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 50)
        XCTAssertRect(table.tableFooterView!.frame, 0, 50 + 4 * 44, 1366, 30)
        XCTAssertEqual(table.contentSize, CGSize(width: 1366, height: 50 + 4 * 44 + 30))
    }
}
