import Foundation

/// The buttons of a swiped row before swipe-actions configurations (deprecated in UIKit since iOS 13, still
/// common). Nothing swipes a row in a snapshot; the action keeps what the app gives it.
@preconcurrency @MainActor
open class UITableViewRowAction: NSObject {
    public enum Style: Int, Sendable {
        case `default` = 0
        case normal = 1
        public static let destructive = Style.default
    }

    open private(set) var style: Style
    open var title: String?
    open var backgroundColor: UIColor?
    let handler: (UITableViewRowAction, IndexPath) -> Void

    public init(
        style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void
    ) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
