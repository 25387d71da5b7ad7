import Foundation
import OpenUIKit

/// A table controller over fixed rows, with optional titles, cell style and accessory, for the table tests.
final class ListTableViewController: UITableViewController {
    var rows: [[String]]
    var details: [[String]]?
    var headerTitles: [String?] = []
    var footerTitles: [String?] = []
    var cellStyle: UITableViewCell.CellStyle = .default
    var accessory: UITableViewCell.AccessoryType = .none
    var configureTable: (UITableView) -> Void = { _ in }
    /// Called after the classic labels are filled: a test's content configuration goes here.
    var configureCell: (UITableViewCell, IndexPath) -> Void = { _, _ in }
    var viewForHeader: (UITableView, Int) -> UIView? = { _, _ in nil }
    var viewForFooter: (UITableView, Int) -> UIView? = { _, _ in nil }
    private(set) var cellsCreated = 0
    private var fillsClassicLabels = true

    init(style: UITableView.Style, rows: [[String]], configureCell: @escaping (UITableViewCell, IndexPath) -> Void) {
        self.rows = rows
        self.configureCell = configureCell
        fillsClassicLabels = false
        super.init(style: style)
    }

    init(style: UITableView.Style, rows: [[String]]) {
        self.rows = rows
        super.init(style: style)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        configureTable(tableView)
    }

    override func numberOfSections(in tableView: UITableView) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows[section].count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell: UITableViewCell
        if let reused = tableView.dequeueReusableCell(withIdentifier: "row") {
            cell = reused
        } else {
            cell = UITableViewCell(style: cellStyle, reuseIdentifier: "row")
            cellsCreated += 1
        }
        if fillsClassicLabels {
            cell.textLabel?.text = rows[indexPath.section][indexPath.row]
            cell.detailTextLabel?.text = details?[indexPath.section][indexPath.row]
        }
        cell.accessoryType = accessory
        configureCell(cell, indexPath)
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        viewForHeader(tableView, section)
    }

    override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        viewForFooter(tableView, section)
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section < headerTitles.count ? headerTitles[section] : nil
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section < footerTitles.count ? footerTitles[section] : nil
    }
}

/// Where a cell's text label starts and ends, in the table's coordinates.
func textSpan(of cell: UITableViewCell) -> (minX: CGFloat, maxX: CGFloat) {
    let frame = cell.textLabel!.frame.offsetBy(
        dx: cell.frame.minX + cell.contentView.frame.minX, dy: 0)
    return (frame.minX, frame.maxX)
}
