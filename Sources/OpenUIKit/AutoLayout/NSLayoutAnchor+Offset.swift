import Foundation

extension NSLayoutXAxisAnchor {
    /// The distance from this anchor to `otherAnchor` as a dimension: `a.anchorWithOffset(to: b)
    /// .constraint(equalToConstant: 20)` keeps b 20 points after a (in reading order for leading and
    /// trailing, left to right otherwise).
    public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        OffsetGuide.dimension(from: self, to: otherAnchor, axis: .horizontal)
    }
}

extension NSLayoutYAxisAnchor {
    /// The distance from this anchor down to `otherAnchor` as a dimension.
    public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        OffsetGuide.dimension(from: self, to: otherAnchor, axis: .vertical)
    }
}

/// UIKit builds an offset dimension as a linear expression inside its engine; here it is a hidden layout
/// guide stretched between the two anchors, whose width (or height) is the offset. The guide is kept by
/// its view but not listed in `layoutGuides`; its constraints are installed on that view.
final class OffsetGuide: UILayoutGuide {
    private static let retainKey = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

    static func dimension<T>(
        from start: NSLayoutAnchor<T>, to end: NSLayoutAnchor<T>, axis: NSLayoutConstraint.Axis
    ) -> NSLayoutDimension {
        let guide = OffsetGuide()
        guide.identifier = "UIView-anchorWithOffset"
        let views = [start.item, end.item].compactMap { ($0 as? LayoutItem)?.layoutOwningView }
        guard let first = views.first else { return guide.dimension(axis == .horizontal ? .width : .height) }
        let host = views.dropFirst().reduce(first) { $0.nearestCommonAncestor(with: $1) ?? $0 }
        guide.owningView = host
        var kept = objc_getAssociatedObject(host, retainKey) as? [OffsetGuide] ?? []
        kept.append(guide)
        objc_setAssociatedObject(host, retainKey, kept, .OBJC_ASSOCIATION_RETAIN)

        func pin(_ attribute: NSLayoutConstraint.Attribute, to anchor: NSLayoutAnchor<T>) -> NSLayoutConstraint {
            InternalLayoutConstraint(
                item: guide, attribute: attribute, relatedBy: .equal, toItem: anchor.item,
                attribute: anchor.attribute, multiplier: 1, constant: 0)
        }
        func fix(_ attribute: NSLayoutConstraint.Attribute, to other: NSLayoutConstraint.Attribute?)
            -> NSLayoutConstraint
        {
            InternalLayoutConstraint(
                item: guide, attribute: attribute, relatedBy: .equal, toItem: other == nil ? nil : host,
                attribute: other ?? .notAnAttribute, multiplier: 1, constant: 0)
        }
        let directional = [start.attribute, end.attribute].contains { $0 == .leading || $0 == .trailing }
        let constraints: [NSLayoutConstraint]
        switch axis {
        case .horizontal:
            constraints = [
                pin(directional ? .leading : .left, to: start), pin(directional ? .trailing : .right, to: end),
                fix(.top, to: .top), fix(.height, to: nil),
            ]
        case .vertical:
            constraints = [pin(.top, to: start), pin(.bottom, to: end), fix(.left, to: .left), fix(.width, to: nil)]
        }
        NSLayoutConstraint.activate(constraints)
        return guide.dimension(axis == .horizontal ? .width : .height)
    }
}
