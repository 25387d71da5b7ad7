import Foundation

/// A view's autoresizing mask as constraints: position and size on each axis, linear in the superview's size.
struct AutoresizingConstraints {
    let horizontalPosition: NSAutoresizingMaskLayoutConstraint
    let horizontalSize: NSAutoresizingMaskLayoutConstraint
    let verticalPosition: NSAutoresizingMaskLayoutConstraint
    let verticalSize: NSAutoresizingMaskLayoutConstraint

    /// From the view's current frame and mask; nil without a superview.
    init?(view: UIView) {
        guard let superview = view.superview else { return nil }
        func code(_ axis: NSLayoutConstraint.Axis) -> String {
            let (a, b, c) = view.autoresizingFlexibility(axis)
            return (a ? "&" : "-") + (b ? "&" : "-") + (c ? "&" : "-")
        }
        let description = "h=\(code(.horizontal)) v=\(code(.vertical))"
        func make(_ axis: NSLayoutConstraint.Axis, position: Bool) -> NSAutoresizingMaskLayoutConstraint {
            let superSize = axis == .horizontal ? superview.bounds.width : superview.bounds.height
            let factors = view.autoresizingFactors(axis, superSize: superSize)
            let start = axis == .horizontal ? view.frame.minX : view.frame.minY
            let length = axis == .horizontal ? view.frame.width : view.frame.height
            let factor = position ? factors.position : factors.size
            return NSAutoresizingMaskLayoutConstraint(
                view: view, superview: superview, axis: axis, isPosition: position, factor: factor,
                offset: (position ? start : length) - factor * superSize, maskDescription: description)
        }
        horizontalPosition = make(.horizontal, position: true)
        horizontalSize = make(.horizontal, position: false)
        verticalPosition = make(.vertical, position: true)
        verticalSize = make(.vertical, position: false)
    }

    var all: [NSLayoutConstraint] { [horizontalPosition, horizontalSize, verticalPosition, verticalSize] }
}
