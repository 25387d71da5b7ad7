import UIKit

/// A constraint subclass with its own description, as layout DSLs write them to say where a
/// constraint was made.
public final class LabelledConstraint: NSLayoutConstraint {
    public var label = ""

    public override var description: String {
        "<LabelledConstraint \(label): \(firstAttribute.rawValue) \(relation.rawValue) \(constant)>"
    }
}

extension NSLayoutDimension {
    /// `width == constant`, labelled.
    public func labelled(_ label: String, equalTo constant: CGFloat) -> LabelledConstraint {
        let base = constraint(equalToConstant: constant)
        let constraint = LabelledConstraint(
            item: base.firstItem as Any, attribute: base.firstAttribute, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute, multiplier: 1, constant: constant)
        constraint.label = label
        return constraint
    }
}
