import OpenUIKit

/// A contacts list as iOS 13+ apps build it: a plain table fed by a `UITableViewDiffableDataSource` subclass
/// (for the section titles), one section per initial, subtitle content configurations, in a navigation
/// controller. The snapshot is applied twice, the second time with a contact deleted and one added, as an app
/// updates it after a change.
final class ContactsViewController: UIViewController {
    private struct Contact: Hashable, Sendable {
        var name: String
        var detail: String
        var initial: String { String(name.prefix(1)) }
    }

    /// Section titles are the section identifiers.
    private final class DataSource: UITableViewDiffableDataSource<String, Contact> {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section)
        }
    }

    private let tableView = UITableView(frame: .zero, style: .plain)
    private var dataSource: DataSource?

    static func inNavigation() -> UIViewController {
        UINavigationController(rootViewController: ContactsViewController())
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        dataSource = DataSource(tableView: tableView) { tableView, indexPath, contact in
            let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
            var content = UIListContentConfiguration.subtitleCell()
            content.text = contact.name
            content.secondaryText = contact.detail
            cell.contentConfiguration = content
            return cell
        }
        let contacts = [
            Contact(name: "Aiko Tanaka", detail: "aiko@example.jp"),
            Contact(name: "Amir Haddad", detail: "+1 415 555 0134"),
            Contact(name: "Bora Kim", detail: "bora@example.kr"),
            Contact(name: "Chloé Martin", detail: "Lyon"),
            Contact(name: "Haruto Sato", detail: "haruto@example.jp"),
            Contact(name: "Ji-woo Park", detail: "+82 2 555 0199"),
            Contact(name: "Minh Nguyen", detail: "minh@example.vn"),
            Contact(name: "Sofia Rossi", detail: "Milano"),
        ]
        apply(contacts)
        var updated = contacts.filter { $0.name != "Amir Haddad" }
        updated.append(Contact(name: "Yuna Choi", detail: "yuna@example.kr"))
        apply(updated.sorted { $0.name < $1.name })
    }

    private func apply(_ contacts: [Contact]) {
        var snapshot = NSDiffableDataSourceSnapshot<String, Contact>()
        for contact in contacts {
            if snapshot.indexOfSection(contact.initial) == nil { snapshot.appendSections([contact.initial]) }
            snapshot.appendItems([contact], toSection: contact.initial)
        }
        dataSource?.apply(snapshot, animatingDifferences: false)
    }
}
