import UIKit

/// A list screen's bar as iOS 14+ apps write it: a sort item showing a menu with a single-selection group,
/// and a share item with an SF Symbol.
public final class SortableListViewController: UIViewController {
    public private(set) var sortOrder = "Name"

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Files"
        let orders = ["Name", "Date"].map { name in
            UIAction(title: name, state: name == sortOrder ? .on : .off) { [weak self] _ in self?.sortOrder = name }
        }
        let sortMenu = UIMenu(title: "Sort by", options: .singleSelection, children: orders)
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Sort", image: UIImage(systemName: "arrow.up.arrow.down"), menu: sortMenu),
            UIBarButtonItem(
                image: UIImage(systemName: "square.and.arrow.up"), style: .plain, target: self, action: nil),
        ]
    }
}
