import Foundation

/// UIKit's engine leaves a view's width or height at 0 when nothing decides it: a width limited only
/// from above (`width <= 23`) comes out 0, not 23. Our solver, like kiwi, would put it at the bound
/// (an inequality's first unrestricted variable becomes the row's basic variable, at the bound), so a
/// view that sizes itself with Auto Layout carries a wish for a zero size, weaker than anything a
/// client can write (`restingSizePriority`, below UIKit's lowest priority, 1). Intrinsic sizes (hugging
/// at 250, compression resistance at 750), fitting sizes (50) and every client constraint win over it;
/// it decides only what they leave free.
extension UIView {
    static let restingSizePriority = UILayoutPriority(0.01)
    private static let restingSizeKey = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

    /// Called when `translatesAutoresizingMaskIntoConstraints` changes: an autoresized view's size is
    /// decided by its mask, so only views sized by Auto Layout need the wish.
    func updateRestingSizeConstraints() {
        let existing = objc_getAssociatedObject(self, Self.restingSizeKey) as? [NSLayoutConstraint]
        if translatesAutoresizingMaskIntoConstraints {
            if let existing { NSLayoutConstraint.deactivate(existing) }
            objc_setAssociatedObject(self, Self.restingSizeKey, nil, .OBJC_ASSOCIATION_RETAIN)
            return
        }
        guard existing == nil else { return }
        let constraints = [NSLayoutConstraint.Attribute.width, .height].map { attribute in
            let c = RestingSizeLayoutConstraint(
                item: self, attribute: attribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 0)
            c.priority = Self.restingSizePriority
            return c
        }
        objc_setAssociatedObject(self, Self.restingSizeKey, constraints, .OBJC_ASSOCIATION_RETAIN)
        NSLayoutConstraint.activate(constraints)
    }
}

/// The zero-size wish of `updateRestingSizeConstraints`; internal, so not listed in `UIView.constraints`.
final class RestingSizeLayoutConstraint: InternalLayoutConstraint {
    override var className: String { "NSRestingSizeLayoutConstraint" }
}
