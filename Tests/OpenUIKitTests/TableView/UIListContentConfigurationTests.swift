import XCTest

@testable import OpenUIKit

/// `UIListContentConfiguration` and content configurations on cells and header/footer views. The presets follow
/// the classic cells and headers they replace (uikit-facts-breadth §2.3, §2.4, pre-iOS 26); where the reference
/// is silent the choice is `ListContentMetrics`'s, listed in the README.
final class UIListContentConfigurationTests: XCTestCase {
    private func listView(in view: UIView) -> UIListContentView {
        view.subviews.compactMap { $0 as? UIListContentView }.first!
    }

    private func configuredCell(_ controller: ListTableViewController, row: Int = 0, section: Int = 0)
        -> (cell: UITableViewCell, text: CGRect, secondary: CGRect)
    {
        let cell = controller.tableView.cellForRow(at: IndexPath(row: row, section: section))!
        let list = listView(in: cell.contentView)
        return (cell, list.textLayoutLabel.frame, list.secondaryTextLayoutLabel.frame)
    }

    /// uikit-facts-breadth §2.3: body text in label, value cells' secondary text in body secondaryLabel as value1;
    /// uikit-facts-breadth §2.4: grouped headers in footnote uppercased, plain ones in emphasized subheadline, both
    /// secondaryLabel.
    func testPresetFontsAndColours() {
        let cell = UIListContentConfiguration.cell()
        XCTAssertEqual(cell.textProperties.font.pointSize, 17)
        XCTAssertEqual(cell.textProperties.color, .label)
        XCTAssertEqual(cell.textProperties.numberOfLines, 0)
        XCTAssertTrue(cell.textProperties.adjustsFontForContentSizeCategory)
        XCTAssertEqual(cell.secondaryTextProperties.font.pointSize, 15, "choice: subheadline")
        XCTAssertEqual(cell.secondaryTextProperties.color, .secondaryLabel)
        XCTAssertFalse(cell.prefersSideBySideTextAndSecondaryText)

        let value = UIListContentConfiguration.valueCell()
        XCTAssertTrue(value.prefersSideBySideTextAndSecondaryText)
        XCTAssertEqual(value.secondaryTextProperties.font.pointSize, 17)
        XCTAssertEqual(value.secondaryTextProperties.color, .secondaryLabel)

        let grouped = UIListContentConfiguration.groupedHeader()
        XCTAssertEqual(grouped.textProperties.font.pointSize, 13)
        XCTAssertEqual(grouped.textProperties.color, .secondaryLabel)
        XCTAssertEqual(grouped.textProperties.transform, .uppercase)
        XCTAssertEqual(UIListContentConfiguration.groupedFooter().textProperties.transform, .none)
        XCTAssertEqual(UIListContentConfiguration.groupedFooter().textProperties.font.pointSize, 13)

        let plain = UIListContentConfiguration.plainHeader().textProperties.font
        XCTAssertEqual(plain.pointSize, 15)
        XCTAssertNotEqual(plain.fontName, UIFont.systemFont(ofSize: 15).fontName, "emphasized, not regular")
        XCTAssertEqual(UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.font.pointSize, 20)
        XCTAssertEqual(UIListContentConfiguration.extraProminentInsetGroupedHeader().textProperties.font.pointSize, 22)
    }

    /// uikit-facts-breadth §2.3: content margins 11 above and below body text, 3 between text and secondary text, 16
    /// after an image; uikit-facts-breadth §2.4: header and footer margins.
    func testPresetMetrics() {
        let cell = UIListContentConfiguration.cell()
        XCTAssertEqual(
            cell.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        XCTAssertEqual(cell.axesPreservingSuperviewLayoutMargins, .horizontal)
        XCTAssertEqual(cell.textToSecondaryTextVerticalPadding, 3)
        XCTAssertEqual(cell.textToSecondaryTextHorizontalPadding, 8)
        XCTAssertEqual(cell.imageToTextPadding, 16)
        func vertical(_ c: UIListContentConfiguration) -> [CGFloat] {
            [c.directionalLayoutMargins.top, c.directionalLayoutMargins.bottom]
        }
        XCTAssertEqual(vertical(.groupedHeader()), [17, 6])
        XCTAssertEqual(vertical(.groupedFooter()), [6, 12])
        XCTAssertEqual(vertical(.plainHeader()), [4, 4])
        XCTAssertEqual(vertical(.plainFooter()), [4, 4])
    }

    /// uikit-facts-breadth §2.1, uikit-facts-breadth §2.3: a configured one-line row is the standard 44 at Large, its
    /// text 16 from either edge and centred.
    func testCellRowHeightAndTextPosition() {
        let controller = ListTableViewController(style: .plain, rows: [["Wi-Fi"]]) { cell, _ in
            var content = cell.defaultContentConfiguration()
            content.text = "Wi-Fi"
            cell.contentConfiguration = content
        }
        _ = present(controller, on: .iPhone8)
        let (cell, text, _) = configuredCell(controller)
        XCTAssertEqual(cell.frame.height, 44)
        XCTAssertEqual(text.minX, 16)
        XCTAssertEqual(text.maxX, 375 - 16)
        XCTAssertEqual(text.midY, 22, accuracy: 0.5)
        XCTAssertNil(cell.textLabel?.text)
    }

    /// Subtitle cells: 11 + text + 3 + secondary text + 11, both at the leading margin.
    func testSubtitleCellHeight() {
        let controller = ListTableViewController(style: .insetGrouped, rows: [["Jane"]]) { cell, _ in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = "Jane Appleseed"
            content.secondaryText = "Apple ID, iCloud, Media & Purchases"
            cell.contentConfiguration = content
        }
        _ = present(controller, on: .iPhone8)
        let (cell, text, secondary) = configuredCell(controller)
        XCTAssertEqual(secondary.minY - text.maxY, 3)
        XCTAssertEqual(text.minY, 11)
        XCTAssertEqual(cell.frame.height, 11 + text.height + 3 + secondary.height + 11)
        XCTAssertEqual(secondary.minX, 16)
        XCTAssertEqual(text.minX, 16)
    }

    /// Value cells: the secondary text on the text's line at the trailing margin; at accessibility sizes it goes
    /// under the text, 3 below, at the leading margin (UIKit stacks rather than truncates).
    func testValueCellSideBySideAndStackedAtAccessibilitySizes() {
        func make() -> ListTableViewController {
            ListTableViewController(style: .plain, rows: [["Wi-Fi"]]) { cell, _ in
                var content = UIListContentConfiguration.valueCell()
                content.text = "Wi-Fi"
                content.secondaryText = "Home"
                cell.contentConfiguration = content
            }
        }
        let large = make()
        _ = present(large, on: .iPhone8)
        let (_, text, secondary) = configuredCell(large)
        XCTAssertEqual(secondary.maxX, 375 - 16)
        XCTAssertEqual(secondary.minY, text.minY)
        XCTAssertLessThanOrEqual(text.maxX + 8, secondary.minX)

        let huge = make()
        _ = present(huge, on: .iPhone8) {
            $0.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        }
        let (cell, bigText, bigSecondary) = configuredCell(huge)
        XCTAssertEqual(bigSecondary.minY - bigText.maxY, 3)
        XCTAssertEqual(bigSecondary.minX, 16)
        XCTAssertEqual(
            listView(in: cell.contentView).textLayoutLabel.font.pointSize, 53, "body at AX5 (uikit-facts §1.3)")
        XCTAssertEqual(cell.frame.height, 11 + bigText.height + 3 + bigSecondary.height + 11)
    }

    /// A disclosure indicator ends the content 16 before the chevron (uikit-facts-breadth §2.3), for configured cells
    /// too.
    func testAccessoryTrailingPadding() {
        let controller = ListTableViewController(style: .insetGrouped, rows: [["Wi-Fi"]]) { cell, _ in
            var content = UIListContentConfiguration.valueCell()
            content.text = "Wi-Fi"
            content.secondaryText = "Home"
            cell.contentConfiguration = content
        }
        controller.accessory = .disclosureIndicator
        _ = present(controller, on: .iPhone8)
        let (cell, _, secondary) = configuredCell(controller)
        XCTAssertEqual(secondary.maxX, cell.contentView.frame.width - 16)
    }

    /// uikit-facts-breadth §2.1: with `cellLayoutMarginsFollowReadableWidth` a configured cell's text starts where a
    /// classic cell's does.
    func testReadableWidthMargins() {
        let classic = ListTableViewController(style: .plain, rows: [["Text"]])
        classic.configureTable = { $0.cellLayoutMarginsFollowReadableWidth = true }
        let configured = ListTableViewController(style: .plain, rows: [["Text"]]) { cell, _ in
            var content = cell.defaultContentConfiguration()
            content.text = "Text"
            cell.contentConfiguration = content
        }
        configured.configureTable = { $0.cellLayoutMarginsFollowReadableWidth = true }
        _ = present(classic, on: .iPadPro12_9, .landscape)
        _ = present(configured, on: .iPadPro12_9, .landscape)
        let classicSpan = textSpan(of: classic.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!)
        let (cell, text, _) = configuredCell(configured)
        let minX = text.minX + cell.frame.minX + cell.contentView.frame.minX
        XCTAssertGreaterThan(classicSpan.minX, 16)
        XCTAssertEqual(minX, classicSpan.minX)
    }

    /// RTL mirrors the configured content: the text hugs the right margin.
    func testRightToLeft() {
        let controller = ListTableViewController(style: .plain, rows: [["Wi-Fi"]]) { cell, _ in
            var content = UIListContentConfiguration.valueCell()
            content.text = "Wi-Fi"
            content.secondaryText = "Home"
            cell.contentConfiguration = content
        }
        _ = present(controller, on: .iPhone8) { $0.traitOverrides.layoutDirection = .rightToLeft }
        let (_, text, secondary) = configuredCell(controller)
        XCTAssertEqual(text.maxX, 375 - 16)
        XCTAssertEqual(secondary.minX, 16)
    }

    /// `maximumSize` scales the image down keeping its ratio; `reservedLayoutSize` keeps the text column, the text
    /// starting `imageToTextPadding` after it.
    func testImageMaximumAndReservedSize() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in }
        var content = UIListContentConfiguration.cell()
        content.image = image
        content.imageProperties.maximumSize = CGSize(width: 29, height: 29)
        content.imageProperties.reservedLayoutSize = CGSize(width: 36, height: 0)
        content.imageProperties.cornerRadius = 6
        content.text = "Photos"
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 51)
        view.layoutIfNeeded()
        let imageFrame = view.imageLayoutView.frame
        XCTAssertEqual(imageFrame.size, CGSize(width: 29, height: 29))
        XCTAssertEqual(imageFrame.minX, 16 + 4)
        XCTAssertEqual(imageFrame.midY, 25.5, accuracy: 0.5)
        XCTAssertEqual(view.imageLayoutView.layer.cornerRadius, 6)
        XCTAssertEqual(view.textLayoutLabel.frame.minX, 16 + 36 + 16)
        XCTAssertEqual(view.sizeThatFits(CGSize(width: 320, height: 0)).height, 11 + 29 + 11)
    }

    /// A later configuration of the same kind goes to the same view; the transform applies; nil removes the view.
    func testContentViewKeptForSupportedConfiguration() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "One"
        cell.contentConfiguration = content
        let first = listView(in: cell.contentView)
        content.text = "Two"
        content.textProperties.transform = .uppercase
        cell.contentConfiguration = content
        XCTAssertTrue(listView(in: cell.contentView) === first)
        XCTAssertEqual(first.textLayoutLabel.text, "TWO")
        XCTAssertEqual((cell.contentConfiguration as? UIListContentConfiguration)?.text, "Two")
        cell.contentConfiguration = nil
        XCTAssertFalse(cell.contentView.subviews.contains { $0 === first })
    }

    /// The default configuration follows the cell style: value1 and value2 take the value preset.
    func testDefaultConfigurationFollowsCellStyle() {
        XCTAssertEqual(
            UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration(), .valueCell())
        XCTAssertEqual(
            UITableViewCell(style: .value2, reuseIdentifier: nil).defaultContentConfiguration(), .valueCell())
        XCTAssertEqual(UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration(), .cell())
        XCTAssertEqual(
            UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration(), .subtitleCell())
        XCTAssertNotEqual(UIListContentConfiguration.cell(), .valueCell())
    }

    /// uikit-facts-breadth §2.4: a dequeued view's default configuration is its table's: grouped headers uppercased in
    /// footnote, the first section's header 32 above its text and 6 below, later ones 17; footers 6 above and 12 below;
    /// the text aligned with the cells' (16 section inset + 16 margin).
    func testGroupedHeaderAndFooterConfigurations() {
        let controller = ListTableViewController(style: .insetGrouped, rows: [["A"], ["B"]]) { cell, _ in
            var content = cell.defaultContentConfiguration()
            content.text = "Row"
            cell.contentConfiguration = content
        }
        controller.configureTable = {
            $0.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "view")
        }
        func view(_ table: UITableView, _ text: String) -> UIView {
            let view = table.dequeueReusableHeaderFooterView(withIdentifier: "view")!
            var content = view.defaultContentConfiguration()
            content.text = text
            view.contentConfiguration = content
            return view
        }
        controller.viewForHeader = { view($0, "Section \($1)") }
        controller.viewForFooter = { view($0, "Footer \($1)") }
        _ = present(controller, on: .iPhone8)
        let table = controller.tableView!
        let header0 = table.headerView(forSection: 0)!
        let label0 = listView(in: header0.contentView).textLayoutLabel
        XCTAssertEqual(label0.text, "SECTION 0")
        XCTAssertEqual(label0.font.pointSize, 13)
        XCTAssertEqual(header0.frame.height, 32 + label0.frame.height + 6)
        XCTAssertEqual(label0.frame.maxY, header0.frame.height - 6)
        XCTAssertEqual(label0.frame.minX, 32)
        let header1 = table.headerView(forSection: 1)!
        let label1 = listView(in: header1.contentView).textLayoutLabel
        XCTAssertEqual(header1.frame.height, 17 + label1.frame.height + 6)
        let footer = table.footerView(forSection: 0)!
        let footerLabel = listView(in: footer.contentView).textLayoutLabel
        XCTAssertEqual(footerLabel.text, "Footer 0")
        XCTAssertEqual(footerLabel.frame.minY, 6)
        XCTAssertEqual(footer.frame.height, 6 + footerLabel.frame.height + 12)
    }

    /// uikit-facts-breadth §2.4: plain tables give plain presets, in emphasized subheadline, at least the plain header
    /// height (28).
    func testPlainHeaderConfiguration() {
        let controller = ListTableViewController(style: .plain, rows: [["A"]])
        controller.configureTable = {
            $0.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "view")
        }
        controller.viewForHeader = { table, _ in
            let view = table.dequeueReusableHeaderFooterView(withIdentifier: "view")!
            XCTAssertEqual(view.defaultContentConfiguration(), .plainHeader())
            var content = view.defaultContentConfiguration()
            content.text = "Letters"
            view.contentConfiguration = content
            return view
        }
        _ = present(controller, on: .iPhone8)
        let header = controller.tableView.headerView(forSection: 0)!
        XCTAssertEqual(listView(in: header.contentView).textLayoutLabel.text, "Letters")
        XCTAssertEqual(header.frame.height, 28)
        XCTAssertEqual(UITableViewHeaderFooterView(reuseIdentifier: nil).defaultContentConfiguration(), .plainHeader())
    }

    /// The background presets use the table backgrounds (uikit-facts-breadth §2.3); selection shows as the classic
    /// cells' colour.
    func testBackgroundConfiguration() {
        XCTAssertEqual(UIBackgroundConfiguration.listGroupedCell().backgroundColor, .secondarySystemGroupedBackground)
        XCTAssertEqual(UIBackgroundConfiguration.listPlainCell().backgroundColor, .systemBackground)
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        XCTAssertEqual(
            UIBackgroundConfiguration.listGroupedCell().updated(for: state).backgroundColor,
            .secondarySystemGroupedBackground)
        state.isSelected = true
        XCTAssertEqual(UIBackgroundConfiguration.listGroupedCell().updated(for: state).backgroundColor, .systemGray4)

        let controller = ListTableViewController(style: .insetGrouped, rows: [["A"]]) { cell, _ in
            var background = cell.defaultBackgroundConfiguration()
            background.cornerRadius = 4
            cell.backgroundConfiguration = background
        }
        controller.configureTable = { $0.register(UITableViewCell.self, forCellReuseIdentifier: "row") }
        _ = present(controller, on: .iPhone8)
        let cell = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        XCTAssertEqual(cell.backgroundConfiguration?.backgroundColor, .secondarySystemGroupedBackground)
        XCTAssertNil(cell.backgroundColor, "the configuration draws the background")
        let drawn = cell.subviews.first { $0.backgroundColor == .secondarySystemGroupedBackground }
        XCTAssertEqual(drawn?.frame, cell.bounds)
        XCTAssertEqual(drawn?.layer.cornerRadius, 4)
    }
}
