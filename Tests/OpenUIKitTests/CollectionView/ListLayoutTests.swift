import XCTest

@testable import OpenUIKit

/// List sections (`UICollectionLayoutListConfiguration`) and list cells on an iPhone 8 (375 × 667, 20-pt status
/// bar, no navigation bar). Lists share the table's numbers (uikit-facts-breadth §2, pre-iOS 26): rows at least 44
/// (§2.1), cell margins 16 (§2.2), inset-grouped sections inset by the 16-pt margin with radius 10 (§2.2), grouped
/// headers in footnote with margins 17/6 and 32 above the first (§2.4), footers 6/12, empty grouped headers and
/// footers 17.5 (§2.1), plain headers 22 below the previous section (§2.1).
final class ListLayoutTests: XCTestCase {
    private struct Row: Hashable {
        var text: String
        var image = false
        var accessories = 0
    }

    private final class Host: UIViewController {
        let configuration: UICollectionLayoutListConfiguration
        let sections: [[Row]]
        var headers: [String?] = []
        var footers: [String?] = []
        var accessories: (Row) -> [UICellAccessory] = { _ in [] }
        var collection: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, Row>?

        init(_ configuration: UICollectionLayoutListConfiguration, _ sections: [[Row]]) {
            self.configuration = configuration
            self.sections = sections
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }

        override func viewDidLoad() {
            super.viewDidLoad()
            collection = UICollectionView(
                frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration)
            )
            collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collection)
            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Row> {
                [unowned self] cell, _, row in
                var content = cell.defaultContentConfiguration()
                content.text = row.text
                if row.image { content.image = UIImage(systemName: "star") }
                cell.contentConfiguration = content
                cell.accessories = self.accessories(row)
            }
            let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                elementKind: UICollectionView.elementKindSectionHeader
            ) { [unowned self] header, _, indexPath in
                var content = header.defaultContentConfiguration()
                content.text = self.headers[indexPath.section]
                header.contentConfiguration = content
            }
            let footers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                elementKind: UICollectionView.elementKindSectionFooter
            ) { [unowned self] footer, _, indexPath in
                var content = footer.defaultContentConfiguration()
                content.text = self.footers[indexPath.section]
                footer.contentConfiguration = content
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, Row>(collectionView: collection) {
                collection, indexPath, row in
                collection.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: row)
            }
            dataSource.supplementaryViewProvider = { collection, kind, indexPath in
                collection.dequeueConfiguredReusableSupplementary(
                    using: kind == UICollectionView.elementKindSectionHeader ? headers : footers, for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
            snapshot.appendSections(Array(sections.indices))
            for (index, rows) in sections.enumerated() { snapshot.appendItems(rows, toSection: index) }
            dataSource.apply(snapshot, animatingDifferences: false)
            self.dataSource = dataSource
        }
    }

    private func layOut(_ host: Host, on device: Device = .iPhone8, _ orientation: Orientation = .portrait)
        -> UICollectionView
    {
        let window = present(host, on: device, orientation)
        window.layoutIfNeeded()
        return host.collection
    }

    private func cell(_ collection: UICollectionView, _ item: Int, _ section: Int = 0) -> UICollectionViewListCell {
        collection.cellForItem(at: IndexPath(item: item, section: section)) as! UICollectionViewListCell
    }

    private func header(
        _ collection: UICollectionView, _ section: Int, kind: String = UICollectionView.elementKindSectionHeader
    )
        -> UICollectionViewListCell
    {
        collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))
            as! UICollectionViewListCell
    }

    private func separator(of cell: UICollectionViewListCell) -> UIView? {
        cell.subviews.first { type(of: $0) == UIView.self && $0 !== cell.contentView && !$0.isHidden }
    }

    private func rows(_ texts: String...) -> [Row] { texts.map { Row(text: $0) } }

    // MARK: Configuration defaults

    func testConfigurationDefaults() {
        let list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        XCTAssertEqual(list.appearance, .insetGrouped)
        XCTAssertTrue(list.showsSeparators)
        XCTAssertEqual(list.headerMode, .none)
        XCTAssertEqual(list.footerMode, .none)
        XCTAssertNil(list.backgroundColor)
        XCTAssertNil(list.headerTopPadding)
        XCTAssertEqual(list.separatorConfiguration.bottomSeparatorVisibility, .automatic)
        XCTAssertEqual(list.separatorConfiguration.bottomSeparatorInsets, UIListSeparatorConfiguration.automaticInsets)
        XCTAssertFalse(UICollectionLayoutListConfiguration(appearance: .sidebar).showsSeparators)
        XCTAssertEqual(UICollectionLayoutListConfiguration.Appearance.sidebarPlain.rawValue, 4)
        XCTAssertEqual(UICollectionLayoutListConfiguration.HeaderMode.firstItemInSection.rawValue, 2)
        XCTAssertEqual(UICellAccessory.delete().displayedState, .whenEditing)
        XCTAssertEqual(UICellAccessory.reorder().displayedState, .whenEditing)
        XCTAssertEqual(UICellAccessory.multiselect().displayedState, .whenEditing)
        XCTAssertEqual(UICellAccessory.disclosureIndicator().displayedState, .always)
        XCTAssertEqual(UICellAccessory.label(text: "On").accessoryType, .label)
    }

    // MARK: Inset grouped

    /// Rows inset 16 on each side (uikit-facts-breadth §2.2), 44 tall (uikit-facts-breadth §2.1), 17.5 below the top
    /// with no header (uikit-facts-breadth §2.1).
    func testInsetGroupedRowFrames() {
        let collection = layOut(Host(.init(appearance: .insetGrouped), [rows("A", "B"), rows("C")]))
        XCTAssertRect(cell(collection, 0).frame, 16, 17.5, 343, 44)
        XCTAssertRect(cell(collection, 1).frame, 16, 61.5, 343, 44)
        // 17.5 of empty footer and 17.5 of empty header between the sections: the grouped table's 35.
        XCTAssertRect(cell(collection, 0, 1).frame, 16, 140.5, 343, 44)
        XCTAssertEqual(collection.contentSize.height, 140.5 + 44 + 17.5, accuracy: 0.001)
    }

    /// On a regular-width iPad the section inset is 20 (the regular margin, uikit-facts-breadth §2.2).
    func testInsetGroupedUsesTheRegularMarginOnIPad() {
        let collection = layOut(Host(.init(appearance: .insetGrouped), [rows("A")]), on: .iPadPro11)
        let frame = cell(collection, 0).frame
        XCTAssertEqual(frame.minX, 20, accuracy: 0.001)
        XCTAssertEqual(frame.width, collection.bounds.width - 40, accuracy: 0.001)
    }

    /// First and last rows are rounded with radius 10 (uikit-facts-breadth §2.2), on the section's outer corners only.
    func testInsetGroupedCorners() {
        let collection = layOut(Host(.init(appearance: .insetGrouped), [rows("A", "B", "C")]))
        let first = cell(collection, 0)
        XCTAssertEqual(first.layer.cornerRadius, 10)
        XCTAssertEqual(first.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        XCTAssertTrue(first.clipsToBounds)
        XCTAssertEqual(cell(collection, 1).layer.cornerRadius, 0)
        XCTAssertEqual(cell(collection, 2).layer.maskedCorners, [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    }

    /// Grouped headers: footnote text with 32 above it in the first section, 17 in the others, 6 below
    /// (uikit-facts-breadth §2.4); footers 6 above and 12 below. The text is 16 in from the section's edge, aligned
    /// with the rows' text.
    func testGroupedHeadersAndFooters() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let host = Host(configuration, [rows("A"), rows("B")])
        host.headers = ["First", "Second"]
        host.footers = ["Note", nil]
        let collection = layOut(host)
        let footnoteLine = UIFont.preferredFont(forTextStyle: .footnote).lineHeight.rounded(.up)
        let first = header(collection, 0)
        XCTAssertRect(first.frame, 16, 0, 343, 32 + footnoteLine + 6)
        XCTAssertRect(cell(collection, 0).frame, 16, first.frame.maxY, 343, 44)
        let footer = header(collection, 0, kind: UICollectionView.elementKindSectionFooter)
        XCTAssertRect(footer.frame, 16, first.frame.maxY + 44, 343, 6 + footnoteLine + 12)
        let second = header(collection, 1)
        XCTAssertEqual(second.frame.minY, footer.frame.maxY, accuracy: 0.001)
        XCTAssertEqual(second.frame.height, 17 + footnoteLine + 6, accuracy: 0.001)
        let label = (first.contentView.subviews[0] as! UIListContentView).textLayoutLabel
        XCTAssertEqual(label.text, "FIRST", "grouped headers are uppercased (uikit-facts-breadth §2.4)")
        XCTAssertEqual(label.frame.minX, 16)
        XCTAssertEqual(label.frame.maxY, first.bounds.height - 6, accuracy: 0.5, "headers hug their bottom")
        XCTAssertNil(first.backgroundColor)
        XCTAssertEqual(collection.subviews.first?.backgroundColor, .systemGroupedBackground)
    }

    /// No separator under an inset-grouped section's last row; the others start at the text (16, or after the
    /// image and its 16-pt padding) and run to the row's trailing edge, one device pixel high.
    func testInsetGroupedSeparators() {
        let host = Host(.init(appearance: .insetGrouped), [[Row(text: "A", image: true), Row(text: "B")]])
        let collection = layOut(host)
        let withImage = try! XCTUnwrap(separator(of: cell(collection, 0)))
        XCTAssertRect(withImage.frame, 16 + 17 + 16, 43.5, 343 - 49, 0.5)
        XCTAssertNil(separator(of: cell(collection, 1)))
        XCTAssertEqual(withImage.backgroundColor, .separator)
    }

    // MARK: Plain and grouped

    /// Plain rows span the collection view; headers get 22 above them (uikit-facts-breadth §2.1, iOS 15's
    /// sectionHeaderTopPadding).
    func testPlainRowsAndHeaderPadding() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let host = Host(configuration, [rows("A", "B")])
        host.headers = ["Title"]
        let collection = layOut(host)
        let title = header(collection, 0)
        XCTAssertEqual(title.frame.minY, 22, accuracy: 0.001)
        XCTAssertEqual(title.frame.width, 375)
        XCTAssertRect(cell(collection, 0).frame, 0, title.frame.maxY, 375, 44)
        XCTAssertEqual(separator(of: cell(collection, 1))?.frame.minX, 16, "plain rows keep the inset separator")
        XCTAssertEqual(cell(collection, 0).layer.cornerRadius, 0)
        XCTAssertEqual(collection.subviews.first?.backgroundColor, .systemBackground)
        XCTAssertEqual(
            cell(collection, 0).defaultBackgroundConfiguration().backgroundColor, .systemBackground)
    }

    /// A grouped section's last separator is full width (as a grouped table's); grouped rows are on
    /// secondarySystemGroupedBackground (uikit-facts-breadth §2.3).
    func testGroupedLastSeparatorIsFullWidth() {
        let collection = layOut(Host(.init(appearance: .grouped), [rows("A", "B")]))
        XCTAssertEqual(separator(of: cell(collection, 0))?.frame.minX, 16)
        XCTAssertRect(try! XCTUnwrap(separator(of: cell(collection, 1))).frame, 0, 43.5, 375, 0.5)
        XCTAssertEqual(
            cell(collection, 0).defaultBackgroundConfiguration().backgroundColor, .secondarySystemGroupedBackground)
    }

    /// Plain rows in landscape on a phone with a notch span the screen and keep their text inside the safe area,
    /// as tables' do (`insetsContentViewsToSafeArea`).
    func testPlainRowsKeepTheirContentInTheSafeArea() {
        let collection = layOut(Host(.init(appearance: .plain), [rows("A")]), on: .iPhone15Pro, .landscape)
        let row = cell(collection, 0)
        XCTAssertEqual(row.frame.minX, 0)
        XCTAssertEqual(row.frame.width, collection.bounds.width)
        let safe = collection.safeAreaInsets
        XCTAssertEqual(row.contentView.frame.minX, safe.left)
        XCTAssertEqual(row.contentView.frame.maxX, collection.bounds.width - safe.right)
    }

    // MARK: Accessories

    /// Trailing accessories end 16 from the row's edge, 8 apart; the content view ends where they start, its text
    /// 16 before them (uikit-facts-breadth §2.3's content ↔ accessory padding). The chevron is the table's 8 × 13
    /// glyph.
    func testTrailingAccessories() {
        let host = Host(.init(appearance: .insetGrouped), [rows("Wi-Fi")])
        host.accessories = { _ in [.label(text: "Home"), .disclosureIndicator()] }
        let collection = layOut(host)
        let row = cell(collection, 0)
        let chevron = try! XCTUnwrap(row.subviews.first { $0 is TableAccessoryGlyphView })
        XCTAssertRect(chevron.frame, 343 - 16 - 8, 16, 8, 13)
        let label = try! XCTUnwrap(row.subviews.first { $0 is UILabel } as? UILabel)
        XCTAssertEqual(label.frame.maxX, chevron.frame.minX - 8, accuracy: 0.001)
        XCTAssertEqual(row.contentView.frame.maxX, label.frame.minX, accuracy: 0.001)
        XCTAssertEqual(label.textColor, .secondaryLabel)
    }

    /// Editing accessories show only while the collection view is editing; the delete control leads.
    func testEditingAccessories() {
        let host = Host(.init(appearance: .insetGrouped), [rows("A")])
        host.accessories = { _ in [.delete(), .reorder()] }
        let collection = layOut(host)
        let glyphs = { self.cell(collection, 0).subviews.compactMap { $0 as? ListAccessoryGlyphView } }
        XCTAssertTrue(glyphs().allSatisfy(\.isHidden))
        XCTAssertEqual(cell(collection, 0).contentView.frame.minX, 0)
        collection.isEditing = true
        collection.layoutIfNeeded()
        let delete = try! XCTUnwrap(glyphs().first { $0.type == .delete })
        XCTAssertFalse(delete.isHidden)
        XCTAssertRect(delete.frame, 16, 11, 22, 22)
        XCTAssertEqual(cell(collection, 0).contentView.frame.minX, 38, "the content starts 16 after the control")
        XCTAssertTrue(cell(collection, 0).configurationState.isEditing)
    }

    /// Right to left, the accessories and the content view are mirrored.
    func testAccessoriesMirrorRightToLeft() {
        let host = Host(.init(appearance: .insetGrouped), [rows("A")])
        host.accessories = { _ in [.disclosureIndicator()] }
        let window = present(host, on: .iPhone8) { $0.traitOverrides.layoutDirection = .rightToLeft }
        window.layoutIfNeeded()
        let row = cell(host.collection, 0)
        let chevron = try! XCTUnwrap(row.subviews.first { $0 is TableAccessoryGlyphView })
        XCTAssertEqual(chevron.frame.minX, 16)
        XCTAssertEqual(row.contentView.frame.minX, 24)
    }

    // MARK: Sidebar and first-item headers

    /// Sidebars: no separators, clear rows rounded on every corner, inset like inset-grouped sections (choices
    /// listed in the README).
    func testSidebarRows() {
        let collection = layOut(Host(.init(appearance: .sidebar), [rows("A", "B")]))
        let first = cell(collection, 0)
        XCTAssertNil(separator(of: first))
        XCTAssertEqual(first.frame.minX, 16)
        XCTAssertEqual(first.layer.cornerRadius, 10)
        XCTAssertEqual(first.layer.maskedCorners.rawValue, 15)
        XCTAssertEqual(first.defaultBackgroundConfiguration().backgroundColor, .clear)
        let content = first.defaultContentConfiguration()
        XCTAssertEqual(content.textProperties.font, UIListContentConfiguration.sidebarCell().textProperties.font)
    }

    /// With `firstItemInSection`, the first row is the header: the header preset, no supplementary, at least the
    /// row height.
    func testFirstItemInSectionHeader() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .firstItemInSection
        let collection = layOut(Host(configuration, [rows("Header", "Row")]))
        XCTAssertNil(
            collection.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        let header = cell(collection, 0)
        XCTAssertEqual(header.frame.height, 44)
        let font = header.defaultContentConfiguration().textProperties.font
        XCTAssertEqual(font, UIListContentConfiguration.plainHeader().textProperties.font)
    }

    /// At accessibility sizes rows grow with their text and are never shorter than the capped standard height
    /// (uikit-facts-breadth §2.1: the body size capped at XXXL).
    func testRowsGrowWithDynamicType() {
        let host = Host(.init(appearance: .insetGrouped), [rows("A")])
        let window = present(host, on: .iPhone8) {
            $0.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        }
        window.layoutIfNeeded()
        let row = cell(host.collection, 0)
        XCTAssertGreaterThanOrEqual(
            row.frame.height, TableMetrics.standardRowHeight(for: .accessibilityExtraExtraExtraLarge))
        let label = (row.contentView.subviews[0] as! UIListContentView).textLayoutLabel
        XCTAssertEqual(row.frame.height, label.frame.height + 22, accuracy: 1, "11 above and below the text")
    }

    /// The separator layout guide spans the separator: from the text to the trailing edge, at the bottom.
    func testSeparatorLayoutGuideFollowsTheSeparator() {
        let host = Host(.init(appearance: .insetGrouped), [[Row(text: "A", image: true), Row(text: "B")]])
        let collection = layOut(host)
        let row = cell(collection, 0)
        let guide = row.separatorLayoutGuide
        row.setNeedsLayout()
        row.layoutIfNeeded()
        XCTAssertEqual(guide.layoutFrame.minX, 16 + 17 + 16, accuracy: 0.001)
        XCTAssertEqual(guide.layoutFrame.maxX, row.bounds.width, accuracy: 0.001)
        XCTAssertEqual(guide.layoutFrame.maxY, row.bounds.height, accuracy: 0.001)
    }
}
