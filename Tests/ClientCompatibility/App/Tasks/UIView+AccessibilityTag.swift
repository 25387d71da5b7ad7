import ObjectiveC
import UIKit

// A label for views in layout debugging output and UI tests, kept beside the view the way
// SnapKit keeps its `snp.label()`: an associated object, keyed by a static's address.
private var accessibilityTagKey: UInt8 = 0

extension UIView {
    var debugTag: String? {
        get { objc_getAssociatedObject(self as Any, &accessibilityTagKey) as? String }
        set { objc_setAssociatedObject(self as Any, &accessibilityTagKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }
}

/// SnapKit's shape: the owner arrives as an optional wrapped in `Any`.
final class ConstraintTarget {
    weak var view: UIView?

    init(view: UIView?) { self.view = view }

    func label() -> String? {
        objc_getAssociatedObject(view as Any, &accessibilityTagKey) as? String
    }

    func setLabel(_ label: String?) {
        objc_setAssociatedObject(view as Any, &accessibilityTagKey, label, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    }
}
