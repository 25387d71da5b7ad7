import Foundation

/// A row's swipe actions, as a table or list delegate returns them. Nothing swipes here: rows show at
/// rest, and the actions are kept for client code and tests.
open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable {
        case normal = 0
        case destructive = 1
    }

    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public let handler: Handler
    open var title: String?
    open var backgroundColor: UIColor!
    open var image: UIImage?

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        // UIKit's defaults: red for destructive actions, grey otherwise.
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}

open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
