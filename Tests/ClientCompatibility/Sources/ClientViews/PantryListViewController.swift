import UIKit

/// A plain table as most apps still write one in Swift 6: the controller is its own data source, delegate and
/// scroll-view delegate, which UIKit declares on the main actor, so no `nonisolated` or `@preconcurrency` is needed.
public final class PantryListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public let tableView = UITableView(frame: .zero, style: .plain)
    public private(set) var items = ["Flour", "Rice", "Lentils", "Olive oil"]
    public private(set) var lastScrollOffset: CGFloat = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        items.remove(at: indexPath.row)
        tableView.reloadData()
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        lastScrollOffset = scrollView.contentOffset.y
    }
}
