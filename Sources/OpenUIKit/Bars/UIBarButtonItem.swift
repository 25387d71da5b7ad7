import Foundation

/// A button in a navigation bar or toolbar: a title, an image, a system item drawn as a vector glyph, a custom
/// view, or space. With both an image and a title the bar shows the image, as UIKit's bars do.
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable {
        case plain = 0
        case bordered = 1
        case done = 2
    }

    public enum SystemItem: Int, Sendable, CaseIterable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl, close
    }

    open var style: Style = .plain { didSet { itemDidChange() } }
    open var width: CGFloat = 0 { didSet { itemDidChange() } }
    open var customView: UIView? { didSet { itemDidChange() } }
    open var tintColor: UIColor? { didSet { itemDidChange() } }
    /// What a tap would send `action` to (nil: the responder chain); nothing taps here, and
    /// `UIApplication.shared.sendAction(action, to: target, from: item, for: nil)` sends it as a tap would.
    open weak var target: AnyObject?
    open var action: Selector?
    public let systemItem: SystemItem?
    /// Sets the item's title and image to the action's (a system item keeps its own); while it is set, target
    /// and action are ignored (iOS 14).
    open var primaryAction: UIAction? { didSet { adoptPrimaryAction() } }
    /// Shown on tap (or long press with a primary action); never presented here.
    open var menu: UIMenu?
    open var changesSelectionAsPrimaryAction = false
    open var isSelected = false { didSet { itemDidChange() } }

    public override init() {
        systemItem = nil
        super.init()
    }

    public required init?(coder: NSCoder) {
        systemItem = nil
        super.init(coder: coder)
    }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, landscapeImagePhone: nil, style: style, target: target, action: action)
    }

    public convenience init(
        image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: Selector?
    ) {
        self.init()
        self.image = image
        self.landscapeImagePhone = landscapeImagePhone
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// A plain item (iOS 14); the primary action's title and image replace `title` and `image`.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title
        self.image = image
        self.menu = menu
        self.primaryAction = primaryAction
        // Observers do not run for a class's own properties set in its initializers.
        adoptPrimaryAction()
    }

    /// A plain item with target and action (iOS 16).
    public convenience init(title: String?, image: UIImage?, target: AnyObject?, action: Selector?, menu: UIMenu? = nil)
    {
        self.init()
        self.title = title
        self.image = image
        self.target = target
        self.action = action
        self.menu = menu
    }

    /// A system item (iOS 14); it keeps its own title and glyph whatever the action's.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.menu = menu
        self.primaryAction = primaryAction
        // Observers do not run for a class's own properties set in its initializers.
        adoptPrimaryAction()
    }

    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.systemItem = systemItem
        super.init()
        self.target = target as AnyObject?
        self.action = action
        if systemItem == .done { style = .done }
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    private func adoptPrimaryAction() {
        guard let primaryAction, systemItem == nil else { return }
        title = primaryAction.title
        image = primaryAction.image
    }

    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The text a system item shows in English (iOS 17 shows these as words, the rest as glyphs).
    var systemTitle: String? {
        switch systemItem {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        case .close: "Close"
        default: nil
        }
    }

    /// The vector glyph a system item shows when it has no word.
    var systemGlyph: BarGlyph? {
        switch systemItem {
        case .add: .plus
        case .compose: .compose
        case .action: .share
        case .search: .magnifier
        case .trash: .trash
        case .refresh: .refresh
        case .bookmarks: .book
        case .camera, .reply, .organize, .stop, .play, .pause, .rewind, .fastForward, .pageCurl: .circle
        default: nil
        }
    }
}
