import UIKit

/// A table controller as apps write one: headers restyled as they appear, nested rows indented by the delegate,
/// swipe actions, a context menu and a selection redirect, all as overrides of UITableViewController's methods.
public final class OutlineTableViewController: UITableViewController {
    public let rows: [(title: String, depth: Int)] = [("Inbox", 0), ("Work", 1), ("Reports", 2), ("Home", 1)]
    public private(set) var displayedHeaders: [Int] = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row].title
        return cell
    }

    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Folders"
    }

    public override func tableView(
        _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
    ) {
        displayedHeaders.append(section)
        (view as? UITableViewHeaderFooterView)?.textLabel?.textColor = .systemIndigo
    }

    public override func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        rows[indexPath.row].depth
    }

    /// The top row is a title, not selectable.
    public override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath.row == 0 ? nil : indexPath
    }

    public override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    public override func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "", children: [UIAction(title: "Rename") { _ in }])
        }
    }
}
