import UIKit

/// An editable list as apps write it without `UITableViewController`: an Edit button from `editButtonItem`, a
/// `setEditing` override that tells the table, rows that delete and move, and a last row that inserts while
/// editing. The data source and delegate methods are the ones UIKit calls when the user taps a control.
public final class GroceryListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public private(set) var items = ["Milk", "Eggs", "Bread"]
    public let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let cellIdentifier = "Item"

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Groceries"
        navigationItem.rightBarButtonItem = editButtonItem
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellIdentifier)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    public override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
        tableView.reloadData()
    }

    /// The "Add Item" row exists only while editing.
    private func isAddRow(_ indexPath: IndexPath) -> Bool { indexPath.row == items.count }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count + (isEditing ? 1 : 0)
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = isAddRow(indexPath) ? "Add Item" : items[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        cell.showsReorderControl = true
        return cell
    }

    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    {
        isAddRow(indexPath) ? .insert : .delete
    }

    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        !isAddRow(indexPath)
    }

    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        switch editingStyle {
        case .delete:
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        case .insert:
            items.append("Item \(items.count + 1)")
            tableView.insertRows(at: [indexPath], with: .automatic)
        default:
            break
        }
    }

    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        let item = items.remove(at: sourceIndexPath.row)
        items.insert(item, at: destinationIndexPath.row)
    }
}
