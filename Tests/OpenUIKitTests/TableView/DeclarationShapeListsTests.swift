import OpenUIKit
import XCTest

// Table and collection view declaration shapes checked against UIKit's SDK headers, as an app's subclasses write
// them (Swift 5 mode, no @testable); the tests check that the views call the overrides when UIKit does.

private final class ShapeListTableView: UITableView {
    override init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame, style: style) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var style: UITableView.Style { super.style }
}

private final class ShapeListCell: UITableViewCell {
    var log: [String] = []
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var contentView: UIView { super.contentView }
    override var separatorInset: UIEdgeInsets { didSet { log.append("separatorInset") } }
    override var accessoryType: UITableViewCell.AccessoryType { didSet {} }
    override var accessoryView: UIView? { didSet {} }
    override var selectionStyle: UITableViewCell.SelectionStyle { didSet {} }
    override var contentConfiguration: UIContentConfiguration? { didSet {} }
    override var backgroundConfiguration: UIBackgroundConfiguration? { didSet {} }
    override var configurationState: UICellConfigurationState { super.configurationState }
    override var textLabel: UILabel? { super.textLabel }
    override var detailTextLabel: UILabel? { super.detailTextLabel }
    override var imageView: UIImageView? { super.imageView }
    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        log.append("updateConfiguration selected \(state.isSelected)")
    }
    override func setNeedsUpdateConfiguration() { super.setNeedsUpdateConfiguration() }
    override func defaultContentConfiguration() -> UIListContentConfiguration { super.defaultContentConfiguration() }
    override func prepareForReuse() {
        super.prepareForReuse()
        log.append("prepareForReuse")
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        log.append("layoutSubviews")
    }
}

private final class ShapeListHeader: UITableViewHeaderFooterView {
    override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var contentView: UIView { super.contentView }
    override var textLabel: UILabel? { super.textLabel }
}

private final class ShapeGridView: UICollectionView {
    override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        super.init(frame: frame, collectionViewLayout: layout)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

private final class ShapeGridCell: UICollectionViewCell {
    var log: [String] = []
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var contentView: UIView { super.contentView }
    override var isSelected: Bool { didSet {} }
    override var isHighlighted: Bool { didSet {} }
    override var backgroundView: UIView? { didSet {} }
    override var selectedBackgroundView: UIView? { didSet {} }
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        log.append("apply \(layoutAttributes.indexPath.item)")
    }
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        log.append("preferredLayoutAttributesFitting")
        return super.preferredLayoutAttributesFitting(layoutAttributes)
    }
    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        log.append("updateConfiguration selected \(state.isSelected)")
    }
    override func prepareForReuse() { super.prepareForReuse() }
}

private final class ShapeGridAttributes: UICollectionViewLayoutAttributes {
    override var representedElementCategory: UICollectionView.ElementCategory { super.representedElementCategory }
    override var representedElementKind: String? { super.representedElementKind }
}

private final class ShapeGridSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

private final class ShapeListSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
}

final class DeclarationShapeListsTests: XCTestCase {
    func testTableCellsComeThroughTheirOverrides() throws {
        let table = ShapeListTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .insetGrouped)
        XCTAssertEqual(table.style, .insetGrouped)
        let source = ShapeListSource()
        table.register(ShapeListCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.layoutIfNeeded()
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ShapeListCell)
        XCTAssertTrue(cell.log.contains("layoutSubviews"))
        XCTAssertTrue(cell.contentView.superview === cell)
        cell.log.removeAll()
        cell.isSelected = true
        XCTAssertEqual(cell.log.first, "updateConfiguration selected true")
        cell.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
        cell.separatorInset.right = 8
        XCTAssertEqual(cell.separatorInset, UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 8))
        XCTAssertEqual(cell.log.filter { $0 == "separatorInset" }.count, 2)
    }

    func testCellSeparatorInsetIsItsTablesUntilSet() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        XCTAssertEqual(cell.separatorInset.left, 16, "UIKit's default inset, not nil")
    }

    func testHeaderViewContentViewIsOverridable() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.register(ShapeListHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        let header = try XCTUnwrap(table.dequeueReusableHeaderFooterView(withIdentifier: "header") as? ShapeListHeader)
        XCTAssertTrue(header.contentView.superview === header)
    }

    func testCollectionCellsHearTheirAttributesAndState() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let grid = ShapeGridView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        grid.register(ShapeGridCell.self, forCellWithReuseIdentifier: "cell")
        let source = ShapeGridSource()
        grid.dataSource = source
        grid.layoutIfNeeded()
        let cell = try XCTUnwrap(grid.cellForItem(at: IndexPath(item: 1, section: 0)) as? ShapeGridCell)
        XCTAssertTrue(cell.log.contains("apply 1"), "\(cell.log)")
        XCTAssertTrue(cell.contentView.superview === cell)
        cell.isSelected = true
        XCTAssertEqual(cell.log.last, "updateConfiguration selected true")
    }

    func testSelfSizingCellIsAskedForItsAttributes() throws {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        grid.register(ShapeGridCell.self, forCellWithReuseIdentifier: "cell")
        let source = ShapeGridSource()
        grid.dataSource = source
        grid.layoutIfNeeded()
        let cell = try XCTUnwrap(grid.cellForItem(at: IndexPath(item: 0, section: 0)) as? ShapeGridCell)
        XCTAssertTrue(cell.log.contains("preferredLayoutAttributesFitting"), "\(cell.log)")
    }

    func testLayoutAttributesCategoryIsGetOnlyAndOverridable() {
        let attributes = ShapeGridAttributes(forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 0))
        XCTAssertEqual(attributes.representedElementCategory, .supplementaryView)
        XCTAssertEqual(attributes.representedElementKind, "header")
    }
}
