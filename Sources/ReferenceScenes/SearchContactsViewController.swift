import OpenUIKit

/// A searchable contacts list as iOS 13+ apps build it: a large title with the navigation item's search controller
/// (search bar in the bar, placeholder "Search"), a plain table of results, and a floating mini player on the
/// systemMaterial blur over the scrolling rows, with a label and a button in its content view.
final class SearchContactsViewController: UIViewController, UITableViewDataSource, UISearchResultsUpdating {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let contacts = [
        ("Aiko Tanaka", "aiko@example.jp"), ("Amir Haddad", "+1 415 555 0134"), ("Bora Kim", "bora@example.kr"),
        ("Chloé Martin", "Lyon"), ("Daniel Okafor", "+234 1 555 0172"), ("Elena Petrova", "elena@example.ru"),
        ("Haruto Sato", "haruto@example.jp"), ("Ingrid Larsen", "Oslo"), ("Ji-woo Park", "+82 2 555 0199"),
        ("Lucas Silva", "lucas@example.br"), ("Minh Nguyen", "minh@example.vn"), ("Noor Rahman", "Dhaka"),
        ("Olivia Brown", "+44 20 5550 0148"), ("Sofia Rossi", "Milano"), ("Yuna Choi", "yuna@example.kr"),
    ]
    private var visible: [(String, String)] = []
    private let playerStack = UIStackView()

    static func inNavigation() -> UIViewController {
        let navigation = UINavigationController(rootViewController: SearchContactsViewController())
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        view.backgroundColor = .systemBackground
        visible = contacts

        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search"
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true

        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)

        let player = makeMiniPlayer()
        view.addSubview(player)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            player.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            player.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            player.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
        ])
        // Rows can scroll clear of the floating bar.
        tableView.contentInset.bottom = 72
    }

    /// A shadowed container around the rounded effect view: the effect view clips to its corners, which would cut
    /// its own shadow away.
    private func makeMiniPlayer() -> UIView {
        let container = UIView()
        container.translatesAutoresizingMaskIntoConstraints = false
        container.layer.shadowColor = UIColor.black.cgColor
        container.layer.shadowOpacity = 0.15
        container.layer.shadowRadius = 8
        container.layer.shadowOffset = CGSize(width: 0, height: 2)

        let player = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        player.translatesAutoresizingMaskIntoConstraints = false
        player.layer.cornerRadius = 14
        player.clipsToBounds = true
        container.addSubview(player)
        NSLayoutConstraint.activate([
            player.topAnchor.constraint(equalTo: container.topAnchor),
            player.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            player.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            player.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])

        let title = UILabel()
        title.text = "Clair de Lune · Debussy"
        title.font = .preferredFont(forTextStyle: .subheadline)
        title.adjustsFontForContentSizeCategory = true
        title.numberOfLines = 0
        title.translatesAutoresizingMaskIntoConstraints = false

        var configuration = UIButton.Configuration.filled()
        configuration.title = "Pause"
        configuration.cornerStyle = .capsule
        let button = UIButton(configuration: configuration)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setContentHuggingPriority(.required, for: .horizontal)
        button.setContentCompressionResistancePriority(.required, for: .horizontal)

        playerStack.addArrangedSubview(title)
        playerStack.addArrangedSubview(button)
        playerStack.spacing = 12
        playerStack.translatesAutoresizingMaskIntoConstraints = false
        let content = player.contentView
        content.addSubview(playerStack)
        // At least 56 tall, and as short as the text and the button allow (larger text sizes grow it).
        let hug = content.heightAnchor.constraint(equalToConstant: 0)
        hug.priority = .defaultLow
        NSLayoutConstraint.activate([
            content.heightAnchor.constraint(greaterThanOrEqualToConstant: 56), hug,
            playerStack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            playerStack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -12),
            playerStack.topAnchor.constraint(greaterThanOrEqualTo: content.topAnchor, constant: 8),
            playerStack.bottomAnchor.constraint(lessThanOrEqualTo: content.bottomAnchor, constant: -8),
            playerStack.centerYAnchor.constraint(equalTo: content.centerYAnchor),
        ])
        return container
    }

    /// At accessibility text sizes the button goes under the title, as apps stack side-by-side content.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let stacked = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        playerStack.axis = stacked ? .vertical : .horizontal
        playerStack.alignment = stacked ? .fill : .center
    }

    func updateSearchResults(for searchController: UISearchController) {
        let query = searchController.searchBar.text ?? ""
        visible = query.isEmpty ? contacts : contacts.filter { $0.0.localizedCaseInsensitiveContains(query) }
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { visible.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
        var content = UIListContentConfiguration.subtitleCell()
        content.text = visible[indexPath.row].0
        content.secondaryText = visible[indexPath.row].1
        cell.contentConfiguration = content
        return cell
    }
}
