import Foundation

/// What bar button items and tab bar items share.
open class UIBarItem: NSObject {
    open var title: String? { didSet { itemDidChange() } }
    open var isEnabled = true { didSet { itemDidChange() } }
    open var tag = 0
    open var accessibilityIdentifier: String?
    var changeHandlers: [ObjectIdentifier: () -> Void] = [:]

    public override init() { super.init() }

    /// Tells the bars showing this item to lay it out again.
    func itemDidChange() {
        for handler in changeHandlers.values { handler() }
    }
}
