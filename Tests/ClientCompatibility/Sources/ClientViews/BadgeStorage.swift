import UIKit

// Per-view state kept the way layout libraries keep it on iOS: associated objects.
nonisolated(unsafe) private var badgeTextKey: UInt8 = 0

extension UIView {
    /// A badge text stored on any view, released with it.
    public var badgeText: String? {
        get { objc_getAssociatedObject(self, &badgeTextKey) as? String }
        set { objc_setAssociatedObject(self, &badgeTextKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }
}
