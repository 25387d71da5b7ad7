import Foundation

/// The constraints a parsed visual format stands for: gaps between neighbours (and to the superview's
/// edges) and the `alignAll…` options.
extension VisualFormatParser {
    /// Edge attributes along the format's axis, from where the format starts to where it ends.
    private var edges: (start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute) {
        if isVertical { return (.top, .bottom) }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return (.left, .right)
        case .directionRightToLeft: return (.right, .left)
        default: return (.leading, .trailing)
        }
    }

    /// `later.start (relation) earlier.end + gap`, where a superview's edge facing the views stands for
    /// the earlier item's end (at the start) or the later item's start (at the end).
    enum FormatEnd {
        case start
        case end
    }

    mutating func connect(
        _ earlier: LayoutItem, to later: LayoutItem, with connection: Connection, superviewAt bar: FormatEnd?
    ) {
        let earlierIsSuperview = bar == .start
        let laterIsSuperview = bar == .end
        let touchesSuperview = bar != nil
        let predicates: [Predicate]
        switch connection {
        case .adjacent: predicates = [Predicate()]
        case .standard:
            predicates = [Predicate(constant: touchesSuperview ? Self.superviewSpacing : Self.siblingSpacing)]
        case .predicates(let list): predicates = list
        }
        let (start, end) = edges
        let rightToLeft = options.intersection(.directionMask) == .directionRightToLeft && !isVertical
        for predicate in predicates {
            let laterAttribute = laterIsSuperview ? end : start
            let earlierAttribute = earlierIsSuperview ? start : end
            // Right to left: the gap is measured towards smaller x, so the roles swap.
            let constraint =
                rightToLeft
                ? NSLayoutConstraint(
                    item: earlier, attribute: earlierAttribute, relatedBy: predicate.relation, toItem: later,
                    attribute: laterAttribute, multiplier: 1,
                    constant: predicate.constant)
                : NSLayoutConstraint(
                    item: later, attribute: laterAttribute, relatedBy: predicate.relation, toItem: earlier,
                    attribute: earlierAttribute, multiplier: 1, constant: predicate.constant)
            constraint.priority = predicate.priority
            result.append(constraint)
        }
    }

    /// The `alignAll…` option: every view's attribute equal to the first's, across the format's axis.
    mutating func align(_ laidOut: [UIView]) throws(VisualFormatError) {
        let alignment = options.intersection(.alignmentMask)
        guard !alignment.isEmpty else { return }
        let attributes = (1...12).compactMap { raw -> NSLayoutConstraint.Attribute? in
            alignment.contains(NSLayoutConstraint.FormatOptions(rawValue: 1 << UInt(raw)))
                ? NSLayoutConstraint.Attribute(rawValue: raw) : nil
        }
        let horizontal: Set<NSLayoutConstraint.Attribute> = [.left, .right, .leading, .trailing, .centerX]
        for attribute in attributes where horizontal.contains(attribute) != isVertical {
            let axis = isVertical ? "vertical" : "horizontal"
            throw VisualFormatError(
                reason: "Options mask required views to be aligned on a \(axis) edge, which is not allowed for "
                    + "layout that is also \(axis).", format: format, position: characters.count)
        }
        guard let first = laidOut.first else { return }
        for view in laidOut.dropFirst() {
            for attribute in attributes {
                result.append(
                    NSLayoutConstraint(
                        item: view, attribute: attribute, relatedBy: .equal, toItem: first, attribute: attribute,
                        multiplier: 1, constant: 0))
            }
        }
    }
}
