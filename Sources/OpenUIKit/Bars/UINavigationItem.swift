import Foundation

/// What a navigation bar shows for one view controller: its title or title view, its buttons, its prompt and
/// how its title is displayed.
open class UINavigationItem: NSObject {
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// Inherits the previous item's mode (breadth §3.3, `AD:uinavigationitem-largetitledisplaymode`).
        case automatic
        case always
        case never
        /// iOS 17: shown inline but large when scrolled to the top; treated as `always` here (a snapshot rests at
        /// the top).
        case inline
    }

    open var title: String? { didSet { changed() } }
    open var titleView: UIView? { didSet { changed() } }
    open var prompt: String? { didSet { changed() } }
    open var backButtonTitle: String? { didSet { changed() } }
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    open var hidesBackButton = false { didSet { changed() } }
    open var leftItemsSupplementBackButton = false { didSet { changed() } }
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }

    /// iOS 16: where the search controller's bar goes. Raw values as UIKit's.
    public enum SearchBarPlacement: Int, Sendable {
        case automatic = 0
        /// Beside the other bar items. Not drawn yet: a snapshot showing it fails with that reason.
        case inline = 1
        /// In its own row below the (large) title, the only placement phones had before iOS 16.
        case stacked = 2
    }

    /// Shown in a row below the title (`SearchMetrics.navigationBarRowHeight`) while this item is on top.
    open var searchController: UISearchController? { didSet { changed() } }
    /// Kept: a snapshot shows the content at rest, where the search bar shows either way.
    open var hidesSearchBarWhenScrolling = true
    open var preferredSearchBarPlacement: SearchBarPlacement = .automatic { didSet { changed() } }
    /// iOS 16: the placement in use; `.automatic` stacks, as on iPhone.
    open var searchBarPlacement: SearchBarPlacement {
        preferredSearchBarPlacement == .inline ? .inline : .stacked
    }
    open var standardAppearance: UINavigationBarAppearance? { didSet { changed() } }
    open var compactAppearance: UINavigationBarAppearance? { didSet { changed() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }
    weak var navigationBar: UINavigationBar?

    public init(title: String) {
        self.title = title
        super.init()
    }

    /// A convenience initializer, as UIKit's header makes it (only `init(title:)` and `init(coder:)` are
    /// designated): a subclass that overrides both inherits it.
    public override convenience init() {
        self.init(title: "")
        title = nil
    }

    /// Archives are not read (no nib or storyboard loading): the item has its defaults.
    public required init?(coder: NSCoder) { super.init() }

    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    private func changed() { navigationBar?.itemsDidChange() }
}
