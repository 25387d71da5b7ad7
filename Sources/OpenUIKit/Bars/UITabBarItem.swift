import Foundation

/// An item of a tab bar: a title, a system item's glyph, a badge. Images arrive with `UIImage`; until then an
/// item shows its system glyph or nothing above the title.
open class UITabBarItem: UIBarItem {
    public enum SystemItem: Int, Sendable, CaseIterable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
        case mostRecent, mostViewed
    }

    open var badgeValue: String? { didSet { itemDidChange() } }
    open var badgeColor: UIColor? { didSet { itemDidChange() } }
    public let systemItem: SystemItem?

    public override init() {
        systemItem = nil
        super.init()
    }

    /// A system item has its own title and glyph; the tag is the caller's.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        super.init()
        self.tag = tag
        title = Self.systemTitles[systemItem]
    }

    private static let systemTitles: [SystemItem: String] = [
        .more: "More", .favorites: "Favorites", .featured: "Featured", .topRated: "Top Rated",
        .recents: "Recents", .contacts: "Contacts", .history: "History", .bookmarks: "Bookmarks",
        .search: "Search", .downloads: "Downloads", .mostRecent: "Most Recent", .mostViewed: "Most Viewed",
    ]

    var glyph: BarGlyph? {
        switch systemItem {
        case .more: .ellipsis
        case .favorites, .featured, .topRated: .star
        case .recents, .history, .mostRecent: .clock
        case .contacts: .person
        case .bookmarks: .book
        case .search: .magnifier
        case .downloads, .mostViewed: .square
        case nil: nil
        }
    }
}
