import UIKit

/// Searching a list as iOS 13+ apps write it in Swift 6: the navigation item's search controller with scope
/// buttons, the search bar's delegate for scope changes and the Cancel button, and results filtered in
/// `updateSearchResults(for:)`.
public final class RecipeSearchViewController: UITableViewController, UISearchResultsUpdating,
    UISearchBarDelegate, UISearchControllerDelegate
{
    public let searchController = UISearchController(searchResultsController: nil)
    public private(set) var results: [String] = []
    public private(set) var presentations = 0
    private let recipes = ["Miso soup", "Bibimbap", "Pho", "Ratatouille", "Risotto"]
    private let scopes = ["All", "Asian", "European"]

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipes"
        navigationController?.navigationBar.prefersLargeTitles = true
        searchController.searchResultsUpdater = self
        searchController.delegate = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search recipes"
        searchController.searchBar.scopeButtonTitles = scopes
        searchController.searchBar.delegate = self
        searchController.searchBar.searchTextField.font = .preferredFont(forTextStyle: .body)
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        if #available(iOS 16.0, *) { navigationItem.preferredSearchBarPlacement = .stacked }
        definesPresentationContext = true
        results = recipes
    }

    public func updateSearchResults(for searchController: UISearchController) {
        filter(searchController.searchBar.text ?? "", scope: searchController.searchBar.selectedScopeButtonIndex)
    }

    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        filter(searchBar.text ?? "", scope: selectedScope)
    }

    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        searchBar.text = nil
        filter("", scope: 0)
    }

    public func willPresentSearchController(_ searchController: UISearchController) { presentations += 1 }

    private func filter(_ query: String, scope: Int) {
        let asian: Set = ["Miso soup", "Bibimbap", "Pho"]
        results = recipes.filter { recipe in
            let inScope = scope == 0 || (scope == 1) == asian.contains(recipe)
            return inScope && (query.isEmpty || recipe.localizedCaseInsensitiveContains(query))
        }
        tableView.reloadData()
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        results.count
    }
}

/// A standalone minimal search bar at the top of a table, sized with `sizeToFit()`.
@MainActor
public enum FilterHeader {
    public static func install(on tableView: UITableView, delegate: any UISearchBarDelegate) -> UISearchBar {
        let searchBar = UISearchBar()
        searchBar.searchBarStyle = .minimal
        searchBar.placeholder = "Filter"
        searchBar.showsBookmarkButton = true
        searchBar.autocapitalizationType = .none
        searchBar.delegate = delegate
        searchBar.setShowsCancelButton(true, animated: false)
        searchBar.sizeToFit()
        tableView.tableHeaderView = searchBar
        return searchBar
    }
}

/// A floating "now playing" bar: a thin material with vibrant secondary text and a plain title.
public final class NowPlayingBar: UIView {
    public let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
    public let titleLabel = UILabel()
    public let artistLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        blurView.translatesAutoresizingMaskIntoConstraints = false
        blurView.layer.cornerRadius = 12
        blurView.clipsToBounds = true
        addSubview(blurView)
        let blur = blurView.effect as? UIBlurEffect ?? UIBlurEffect(style: .systemThinMaterial)
        let vibrancyView = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        vibrancyView.translatesAutoresizingMaskIntoConstraints = false
        blurView.contentView.addSubview(vibrancyView)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        blurView.contentView.addSubview(titleLabel)
        artistLabel.translatesAutoresizingMaskIntoConstraints = false
        artistLabel.font = .preferredFont(forTextStyle: .subheadline)
        vibrancyView.contentView.addSubview(artistLabel)
        NSLayoutConstraint.activate([
            blurView.topAnchor.constraint(equalTo: topAnchor),
            blurView.bottomAnchor.constraint(equalTo: bottomAnchor),
            blurView.leadingAnchor.constraint(equalTo: leadingAnchor),
            blurView.trailingAnchor.constraint(equalTo: trailingAnchor),
            vibrancyView.topAnchor.constraint(equalTo: blurView.contentView.topAnchor),
            vibrancyView.bottomAnchor.constraint(equalTo: blurView.contentView.bottomAnchor),
            vibrancyView.leadingAnchor.constraint(equalTo: blurView.contentView.leadingAnchor),
            vibrancyView.trailingAnchor.constraint(equalTo: blurView.contentView.trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: blurView.contentView.topAnchor, constant: 10),
            titleLabel.leadingAnchor.constraint(equalTo: blurView.contentView.leadingAnchor, constant: 16),
            artistLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 2),
            artistLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            artistLabel.bottomAnchor.constraint(equalTo: vibrancyView.contentView.bottomAnchor, constant: -10),
        ])
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
