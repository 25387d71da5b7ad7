import Foundation

/// The constraints a stack view generates, after uikit-facts-breadth §1.3: names, relations and priorities are
/// UIKit's (`UISV-*`). Everything is rebuilt from scratch on each change; the stack's constraints are few.
extension UIStackView {
    /// `UISV-hiding`: 999.999 as in the iOS 26.1 decompile (iOS 10 dumps show it required; uikit-facts-breadth §1.3
    /// UNCERTAIN).
    static let hidingPriority = UILayoutPriority(999.999)
    static let spanningBoundaryPriority = UILayoutPriority(999.5)
    static let spacingHiddenPriority = UILayoutPriority(50)
    static let spanningFitPriority = UILayoutPriority(51)
    static let canvasFitPriority = UILayoutPriority(49)
    static let ambiguitySuppressionPriority = UILayoutPriority(25)

    /// Intrinsic lengths along the axis (0 without one), as `fillProportionally` shares the stack out.
    func intrinsicLengths(of views: [UIView]) -> [CGFloat] {
        views.map { view in
            let size = view.intrinsicContentSize
            let length = axis == .horizontal ? size.width : size.height
            return length == UIView.noIntrinsicMetric ? 0 : Swift.max(length, 0)
        }
    }

    func rebuildArrangement() {
        proportionalLengths = nil
        NSLayoutConstraint.deactivate(arrangementConstraints)
        for guide in arrangementGuides { removeLayoutGuide(guide) }
        arrangedScale = traitCollection.displayScale
        var builder = StackArrangementBuilder(stack: self)
        builder.build()
        arrangementGuides = builder.guides
        arrangementConstraints = builder.constraints
        NSLayoutConstraint.activate(arrangementConstraints)
    }

    /// The gap after `view`: its custom spacing, else `spacing` (`spacingUseDefault` as `spacing` means 0), then
    /// rounded to the screen's pixel grid as UIKit's `UIRoundToViewScale` does. `nil` means the system spacing.
    func resolvedGap(after view: UIView) -> CGFloat? {
        var gap = customSpacing(after: view)
        if gap == UIStackView.spacingUseDefault { gap = spacing }
        if gap == UIStackView.spacingUseDefault { gap = 0 }
        if gap == UIStackView.spacingUseSystem { return nil }
        let scale = traitCollection.displayScale
        return scale > 0 ? (gap * scale).rounded() / scale : gap
    }
}

/// Builds one stack's constraints and guides; `along` is the stack's axis, `across` the other one.
struct StackArrangementBuilder {
    typealias Attribute = NSLayoutConstraint.Attribute

    /// The attributes of one axis: its two edges, its centre and its length.
    struct AxisAttributes {
        let start: Attribute
        let end: Attribute
        let center: Attribute
        let length: Attribute

        static let horizontal = AxisAttributes(start: .leading, end: .trailing, center: .centerX, length: .width)
        static let vertical = AxisAttributes(start: .top, end: .bottom, center: .centerY, length: .height)
    }

    let stack: UIStackView
    let along: AxisAttributes
    let across: AxisAttributes
    /// The stack, or its margins guide when the arrangement is margin-relative.
    let canvas: AnyObject
    let items: [UIView]
    let visible: [UIView]
    private(set) var constraints: [NSLayoutConstraint] = []
    private(set) var guides: [UILayoutGuide] = []

    init(stack: UIStackView) {
        self.stack = stack
        let horizontal = stack.axis == .horizontal
        along = horizontal ? .horizontal : .vertical
        across = horizontal ? .vertical : .horizontal
        canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        items = stack.arrangedSubviews
        visible = items.filter { !$0.isHidden }
    }

    mutating func build() {
        buildAlongAxis()
        buildDistribution()
        buildAcrossAxis()
    }

    // MARK: Helpers

    @discardableResult
    private mutating func add(
        _ first: AnyObject, _ firstAttribute: Attribute, _ relation: NSLayoutConstraint.Relation,
        _ second: AnyObject?, _ secondAttribute: Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: UILayoutPriority = .required, _ identifier: String
    ) -> NSLayoutConstraint {
        let c = NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
            attribute: second == nil ? .notAnAttribute : secondAttribute, multiplier: multiplier, constant: constant)
        c.priority = priority
        c.identifier = identifier
        constraints.append(c)
        return c
    }

    private mutating func makeGuide(_ identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        stack.addLayoutGuide(guide)
        guides.append(guide)
        return guide
    }

    private var usesBaselineGaps: Bool { stack.isBaselineRelativeArrangement && stack.axis == .vertical }

    /// `next.start (relation) previous.end + gap × fraction`; a system gap goes through the system-spacing anchor
    /// API (multiplier 1, or ½ beside a hidden view; uikit-facts-breadth §1.2).
    private mutating func addGap(
        from previous: UIView, to next: UIView, gapOwner: UIView, fraction: CGFloat,
        relation: NSLayoutConstraint.Relation, priority: UILayoutPriority, _ identifier: String
    ) {
        let end: Attribute = usesBaselineGaps ? .lastBaseline : along.end
        let start: Attribute = usesBaselineGaps ? .firstBaseline : along.start
        guard let gap = stack.resolvedGap(after: gapOwner) else {
            let c: NSLayoutConstraint
            if stack.axis == .horizontal {
                let nextAnchor = next.leadingAnchor
                let previousAnchor = previous.trailingAnchor
                c =
                    relation == .equal
                    ? nextAnchor.constraint(equalToSystemSpacingAfter: previousAnchor, multiplier: fraction)
                    : nextAnchor.constraint(
                        greaterThanOrEqualToSystemSpacingAfter: previousAnchor, multiplier: fraction)
            } else {
                let nextAnchor = usesBaselineGaps ? next.firstBaselineAnchor : next.topAnchor
                let previousAnchor = usesBaselineGaps ? previous.lastBaselineAnchor : previous.bottomAnchor
                c =
                    relation == .equal
                    ? nextAnchor.constraint(equalToSystemSpacingBelow: previousAnchor, multiplier: fraction)
                    : nextAnchor.constraint(
                        greaterThanOrEqualToSystemSpacingBelow: previousAnchor, multiplier: fraction)
            }
            c.priority = priority
            c.identifier = identifier
            constraints.append(c)
            return
        }
        add(next, start, relation, previous, end, constant: gap * fraction, priority: priority, identifier)
    }

    // MARK: Along the axis

    /// Canvas connections to the first and last visible views, the gaps between visible neighbours, and hidden
    /// views folded to zero length beside a visible neighbour (uikit-facts-breadth §1.3, "Behavioural consequences").
    private mutating func buildAlongAxis() {
        let spread = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        // The chain goes in from the first view to the last, closing at the end: the solver takes a chain
        // built in order several times faster than one whose far end is fixed first.
        if let first = visible.first {
            add(canvas, along.start, .equal, first, along.start, "UISV-canvas-connection")
        }
        for (previous, next) in zip(visible, visible.dropFirst()) {
            addGap(
                from: previous, to: next, gapOwner: previous, fraction: 1,
                relation: spread ? .greaterThanOrEqual : .equal,
                priority: .required, "UISV-spacing")
        }
        if let last = visible.last {
            add(last, along.end, .equal, canvas, along.end, "UISV-canvas-connection")
        }
        for (index, item) in items.enumerated() where item.isHidden {
            add(item, along.length, .equal, nil, .notAnAttribute, priority: UIStackView.hidingPriority, "UISV-hiding")
            if let previous = items[..<index].last(where: { !$0.isHidden }) {
                addGap(
                    from: previous, to: item, gapOwner: previous, fraction: 0.5, relation: .equal,
                    priority: UIStackView.spacingHiddenPriority, "UISV-spacing-hidden")
            } else if let next = items[(index + 1)...].first(where: { !$0.isHidden }) {
                addGap(
                    from: item, to: next, gapOwner: item, fraction: 0.5, relation: .equal,
                    priority: UIStackView.spacingHiddenPriority, "UISV-spacing-hidden")
            } else {
                add(
                    item, along.start, .equal, canvas, along.start, priority: UIStackView.spacingHiddenPriority,
                    "UISV-spacing-hidden")
            }
        }
    }

    private mutating func buildDistribution() {
        switch stack.distribution {
        case .fill:
            addTextWidthDisambiguation()
        case .fillEqually:
            addEqualLengths()
        case .fillProportionally:
            if !addProportionalLengths() { addEqualLengths() }
        case .equalSpacing, .equalCentering:
            addGapGuides(centering: stack.distribution == .equalCentering)
            add(
                stack, along.length, .equal, nil, .notAnAttribute, priority: UIStackView.canvasFitPriority,
                "UISV-canvas-fit")
        }
    }

    /// Views whose height follows their width (wrapping labels) would share a horizontal fill stack's width
    /// arbitrarily; UIKit's older form gives each `stack.width / n − spacing·(n−1)/n` at
    /// min(max(hugging, compression resistance) + 10, 999), 760 for a label (KEAN's 0.333×width @760,
    /// uikit-facts-breadth §1.3). The newer `<=` form's constant is not known, so this one is kept.
    private mutating func addTextWidthDisambiguation() {
        guard stack.axis == .horizontal, visible.count > 1 else { return }
        let count = CGFloat(visible.count)
        let gaps = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) {
            $0 + (stack.resolvedGap(after: $1.0) ?? systemSpacing)
        }
        for item in visible where item.hasWidthDependentIntrinsicContentSize {
            let strongest = Swift.max(
                item.contentHuggingPriority(for: .horizontal),
                item.contentCompressionResistancePriority(for: .horizontal))
            add(
                item, .width, .equal, canvas, .width, multiplier: 1 / count, constant: -gaps / count,
                priority: UILayoutPriority(Swift.min(strongest.rawValue + 10, 999)), "UISV-text-width-disambiguation")
        }
    }

    private mutating func addEqualLengths() {
        guard let first = visible.first else { return }
        for item in visible.dropFirst() { add(item, along.length, .equal, first, along.length, "UISV-fill-equally") }
    }

    /// `item.length == share × canvas.length` at 999 − index (floor 751; 1000 for a share of exactly 1), shares
    /// from the intrinsic lengths and the gaps. Without enough intrinsic length (Σ ≤ max(gaps, 1)) UIKit falls
    /// back to equal lengths (`_wantsProportionalDistribution`, uikit-facts-breadth §1.3); so does this, by returning
    /// false.
    private mutating func addProportionalLengths() -> Bool {
        let lengths = stack.intrinsicLengths(of: visible)
        stack.proportionalLengths = lengths
        let total = lengths.reduce(0, +)
        let gaps = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) {
            $0 + (stack.resolvedGap(after: $1.0) ?? systemSpacing)
        }
        guard total > Swift.max(gaps, 1) else { return false }
        for (index, (item, length)) in zip(visible, lengths).enumerated() {
            let share = length / (total + gaps)
            let priority = share == 1 ? UILayoutPriority.required : UILayoutPriority(Float(Swift.max(999 - index, 751)))
            add(
                item, along.length, .equal, canvas, along.length, multiplier: share, priority: priority,
                "UISV-fill-proportionally")
        }
        return true
    }

    /// One `UISV-distributing` guide per gap, between facing edges (equalSpacing) or centres (equalCentering).
    /// Their lengths are equal: required for equalSpacing, at 150 − index (floor 50) for equalCentering, so
    /// that compression resistance wins first (uikit-facts-breadth §1.3).
    private mutating func addGapGuides(centering: Bool) {
        var first: UILayoutGuide?
        for (index, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
            let guide = makeGuide("UISV-distributing")
            add(guide, along.start, .equal, previous, centering ? along.center : along.end, "UISV-distributing-edge")
            add(guide, along.end, .equal, next, centering ? along.center : along.start, "UISV-distributing-edge")
            if let first {
                let priority =
                    centering ? UILayoutPriority(Float(Swift.max(150 - index, 50))) : UILayoutPriority.required
                add(guide, along.length, .equal, first, along.length, priority: priority, "UISV-fill-equally")
            } else {
                first = guide
            }
        }
    }

    // MARK: Across the axis

    /// Baseline alignments are for horizontal stacks (UIStackView.h); a vertical stack treats first baseline as
    /// leading and last baseline as trailing (a choice: UIKit's behaviour there is not documented).
    private var alignment: UIStackView.Alignment {
        guard stack.axis == .vertical else { return stack.alignment }
        switch stack.alignment {
        case .firstBaseline: return .leading
        case .lastBaseline: return .trailing
        default: return stack.alignment
        }
    }

    private var alignedAttribute: Attribute {
        switch alignment {
        case .fill, .leading: return across.start
        case .trailing: return across.end
        case .center: return across.center
        case .firstBaseline: return .firstBaseline
        case .lastBaseline: return .lastBaseline
        }
    }

    /// Every item (hidden ones too, as UIKit's aligned arrangement does) is aligned with the first.
    private mutating func buildAcrossAxis() {
        guard let first = items.first else { return }
        if alignment == .fill {
            add(canvas, across.start, .equal, first, across.start, "UISV-canvas-connection")
            add(first, across.end, .equal, canvas, across.end, "UISV-canvas-connection")
            for item in items.dropFirst() {
                add(item, across.start, .equal, first, across.start, "UISV-alignment")
                add(item, across.end, .equal, first, across.end, "UISV-alignment")
            }
            return
        }
        for item in items.dropFirst() { add(item, alignedAttribute, .equal, first, alignedAttribute, "UISV-alignment") }
        if items.count == 1 && alignment == .center {
            // One view, centred: no spanner (KEAN's iOS 10 dump, uikit-facts-breadth §1.3).
            add(canvas, across.start, .lessThanOrEqual, first, across.start, "UISV-canvas-connection")
            add(first, across.end, .lessThanOrEqual, canvas, across.end, "UISV-canvas-connection")
            add(canvas, across.center, .equal, first, across.center, "UISV-canvas-connection")
            add(
                stack, across.length, .equal, nil, .notAnAttribute, priority: UIStackView.canvasFitPriority,
                "UISV-canvas-fit")
        } else {
            addSpanner(first: first)
        }
        for item in items {
            add(
                item, across.length, .equal, nil, .notAnAttribute, priority: UIStackView.ambiguitySuppressionPriority,
                "UISV-ambiguity-suppression")
        }
    }

    /// The `UISV-alignment-spanner` guide encloses every item across the axis and is the canvas there. The aligned
    /// edge is held with `==` at 999.5, the other edges with `<=` / `>=` (required); the spanner hugs at 51
    /// (uikit-facts-breadth §1.3).
    private mutating func addSpanner(first: UIView) {
        let spanner = makeGuide("UISV-alignment-spanner")
        add(canvas, across.start, .equal, spanner, across.start, "UISV-canvas-connection")
        add(spanner, across.end, .equal, canvas, across.end, "UISV-canvas-connection")
        switch alignment {
        case .leading: add(canvas, across.start, .equal, first, across.start, "UISV-canvas-connection")
        case .trailing: add(first, across.end, .equal, canvas, across.end, "UISV-canvas-connection")
        case .center: add(canvas, across.center, .equal, first, across.center, "UISV-canvas-connection")
        case .fill, .firstBaseline, .lastBaseline: break
        }
        // The edge the alignment holds: first-baseline stacks hang from the top and last-baseline ones stand on
        // the bottom, so that a stack taller than its views leaves them where UIKit does. Their views' edges
        // differ, so the spanner must also enclose them (required bounds); views aligned by an edge share it.
        let holdsStart = alignment == .leading || alignment == .firstBaseline
        let holdsEnd = alignment == .trailing || alignment == .lastBaseline
        let baseline = alignment == .firstBaseline || alignment == .lastBaseline
        for item in items {
            if holdsStart {
                add(
                    spanner, across.start, .equal, item, across.start, priority: UIStackView.spanningBoundaryPriority,
                    "UISV-spanning-boundary")
            }
            if !holdsStart || baseline {
                add(spanner, across.start, .lessThanOrEqual, item, across.start, "UISV-spanning-boundary")
            }
            if holdsEnd {
                add(
                    spanner, across.end, .equal, item, across.end, priority: UIStackView.spanningBoundaryPriority,
                    "UISV-spanning-boundary")
            }
            if !holdsEnd || baseline {
                add(spanner, across.end, .greaterThanOrEqual, item, across.end, "UISV-spanning-boundary")
            }
        }
        add(
            spanner, across.length, .equal, nil, .notAnAttribute, priority: UIStackView.spanningFitPriority,
            "UISV-spanning-fit")
        if alignment == .firstBaseline || alignment == .lastBaseline {
            add(
                stack, across.length, .equal, nil, .notAnAttribute, priority: UIStackView.canvasFitPriority,
                "UISV-canvas-fit")
        }
    }
}
