import Foundation

/// Pull to refresh. At rest the control is out of sight above the content, so a snapshot of a scroll view
/// with one looks as without it; a refreshing control (spinner shown, content moved down) is not drawn
/// yet, and a snapshot showing one fails with that reason.
open class UIRefreshControl: UIControl {
    open private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Designated, as UIKit's `init()` is (an app's `override init()` calls `super.init()`).
    public init() { super.init(frame: .zero) }

    /// Programmatic starts and ends send no actions, as in UIKit (only a user's pull sends `.valueChanged`).
    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }
}
