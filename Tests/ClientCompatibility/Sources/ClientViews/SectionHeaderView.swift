import UIKit

/// A section header with a title and a count, made by the table through `register(_:forHeaderFooterViewReuseIdentifier:)`.
public final class SectionHeaderView: UITableViewHeaderFooterView {
    public static let reuseIdentifier = "SectionHeader"
    public let titleLabel = UILabel()
    public let countLabel = UILabel()

    public override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        countLabel.font = .preferredFont(forTextStyle: .subheadline)
        countLabel.textColor = .secondaryLabel
        for label in [titleLabel, countLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            countLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            countLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    public override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
        countLabel.text = nil
    }
}

/// A grouped list whose sections use `SectionHeaderView`.
public final class SectionedListViewController: UITableViewController {
    public let sections: [(title: String, rows: [String])] = [
        ("Fruit", ["Apple", "Pear"]), ("Vegetables", ["Leek", "Kale", "Chard"]),
    ]

    public init() { super.init(style: .insetGrouped) }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(
            SectionHeaderView.self, forHeaderFooterViewReuseIdentifier: SectionHeaderView.reuseIdentifier)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        tableView.sectionHeaderHeight = 44
    }

    public override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section].rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    public override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: SectionHeaderView.reuseIdentifier)
        guard let header = header as? SectionHeaderView else { return nil }
        header.titleLabel.text = sections[section].title
        header.countLabel.text = "\(sections[section].rows.count)"
        return header
    }

    public override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 44 }
}
