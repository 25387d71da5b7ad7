import Foundation

/// A button in a navigation bar or toolbar: a title, a system item drawn as a vector glyph, a custom view, or
/// space.
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
    open weak var target: AnyObject?
    /// Linux has no Objective-C selectors: whatever the caller passes is kept (usually nil in snapshots).
    open var action: Any?
    public let systemItem: SystemItem?

    public override init() {
        systemItem = nil
        super.init()
    }

    public convenience init(title: String?, style: Style, target: Any?, action: Any?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Any?) {
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
