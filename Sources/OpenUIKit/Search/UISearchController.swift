import Foundation

/// Owns a search bar and, when active, would present its results over the content. Activation is kept and
/// reported to the delegate and updater; an active search controller's presentation is not drawn, so a snapshot
/// showing its search bar fails with that reason.
open class UISearchController: UIViewController {
    /// iOS 16: when the scope bar shows.
    public enum ScopeBarActivation: Int, Sendable {
        case automatic = 0
        case manual = 1
        case onTextEntry = 2
        case onSearchActivation = 3
    }

    private var searchResultsControllerStorage: UIViewController?
    open var searchResultsController: UIViewController? { searchResultsControllerStorage }
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    open weak var delegate: (any UISearchControllerDelegate)?
    open var obscuresBackgroundDuringPresentation = true
    @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true { didSet { searchBarIfMade?.contentDidChange() } }
    open var automaticallyShowsScopeBar = true
    open var automaticallyShowsSearchResultsController = true
    open var showsSearchResultsController = false
    open var scopeBarActivation: ScopeBarActivation = .automatic

    private var searchBarIfMade: UISearchBar?

    public init(searchResultsController: UIViewController?) {
        searchResultsControllerStorage = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Made on first use. Choice: already as tall as it fits (56), so that it serves as a table header without
    /// `sizeToFit()` (apps call it anyway; UIKit's initial frame is not documented).
    open var searchBar: UISearchBar {
        if let searchBarIfMade { return searchBarIfMade }
        let bar = UISearchBar(frame: .zero)
        bar.searchController = self
        bar.frame.size.height = bar.preferredHeight
        searchBarIfMade = bar
        return bar
    }

    /// Becoming active tells the delegate around the presentation, then the updater; the search bar shows its
    /// Cancel button when `automaticallyShowsCancelButton`.
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            let newValue = isActive
            isActive = oldValue
            if newValue {
                delegate?.willPresentSearchController(self)
                isActive = true
                searchBarIfMade?.contentDidChange()
                delegate?.didPresentSearchController(self)
                searchResultsUpdater?.updateSearchResults(for: self)
            } else {
                delegate?.willDismissSearchController(self)
                isActive = false
                searchBarIfMade?.contentDidChange()
                delegate?.didDismissSearchController(self)
            }
        }
    }
}
