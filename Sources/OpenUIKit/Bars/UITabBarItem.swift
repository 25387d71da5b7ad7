import Foundation

/// An item of a tab bar: a title, an image (or a system item's glyph), a badge. Images are drawn as
/// templates in the bar's tint unless they are `.alwaysOriginal`, as UIKit draws them.
open class UITabBarItem: UIBarItem {
    public enum SystemItem: Int, Sendable, CaseIterable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
        case mostRecent, mostViewed
    }

    /// Shown while the item is selected; `image` when nil.
    open var selectedImage: UIImage? { didSet { itemDidChange() } }
    open var badgeValue: String? { didSet { itemDidChange() } }
    open var badgeColor: UIColor? { didSet { itemDidChange() } }
    /// Moves the title from where the tab bar lays it out (positive values right and down).
    open var titlePositionAdjustment = UIOffset.zero { didSet { itemDidChange() } }
    public let systemItem: SystemItem?

    public override init() {
        systemItem = nil
        super.init()
    }

    public required init?(coder: NSCoder) {
        systemItem = nil
        super.init(coder: coder)
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// The image for a state, as a template unless the app asked for the original colours.
    func displayedImage(selected: Bool) -> UIImage? {
        guard let image = selected ? selectedImage ?? image : image else { return nil }
        return image.renderingMode == .alwaysOriginal ? image : image.withRenderingMode(.alwaysTemplate)
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
