import Foundation

/// The constraints that place one of a view's own guides (safe area, margins, readable content) in the engine.
enum SystemGuideConstraints {
    case safeArea(GuideEdgeConstraints)
    case margins(GuideEdgeConstraints)
    case readableContent(ReadableGuideConstraints)
    /// Its top follows the bottom of the view; the other edges are the view's.
    case keyboard(GuideEdgeConstraints)

    /// nil for a guide without an owning view or of the client's own.
    init?(guide: UILayoutGuide) {
        guard let view = guide.owningView, let kind = guide.systemKind else { return nil }
        func make(
            _ a1: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation, _ item2: AnyObject?,
            _ a2: NSLayoutConstraint.Attribute, _ name: String, priority: UILayoutPriority = .required
        ) -> NSLayoutConstraint {
            let c = InternalLayoutConstraint(
                item: guide, attribute: a1, relatedBy: relation, toItem: item2, attribute: a2, multiplier: 1,
                constant: 0)
            c.identifier = name
            c.priority = priority
            return c
        }
        switch kind {
        case .safeArea:
            self = .safeArea(
                GuideEdgeConstraints(
                    left: make(.left, .equal, view, .left, "UIViewSafeAreaLayoutGuide-left"),
                    top: make(.top, .equal, view, .top, "UIViewSafeAreaLayoutGuide-top"),
                    right: make(.right, .equal, view, .right, "UIViewSafeAreaLayoutGuide-right"),
                    bottom: make(.bottom, .equal, view, .bottom, "UIViewSafeAreaLayoutGuide-bottom")))
        case .margins:
            self = .margins(
                GuideEdgeConstraints(
                    left: make(.left, .equal, view, .left, "UIView-leftMargin-guide-constraint"),
                    top: make(.top, .equal, view, .top, "UIView-topMargin-guide-constraint"),
                    right: make(.right, .equal, view, .right, "UIView-rightMargin-guide-constraint"),
                    bottom: make(.bottom, .equal, view, .bottom, "UIView-bottomMargin-guide-constraint")))
        case .keyboard:
            self = .keyboard(
                GuideEdgeConstraints(
                    left: make(.left, .equal, view, .left, "UIKeyboardLayoutGuide-left"),
                    top: make(.top, .equal, view, .bottom, "UIKeyboardLayoutGuide-top"),
                    right: make(.right, .equal, view, .right, "UIKeyboardLayoutGuide-right"),
                    bottom: make(.bottom, .equal, view, .bottom, "UIKeyboardLayoutGuide-bottom")))
        case .readableContent:
            let margins = view.layoutMarginsGuide
            self = .readableContent(
                ReadableGuideConstraints(
                    top: make(.top, .equal, margins, .top, "UIView-readableContentGuide-top"),
                    bottom: make(.bottom, .equal, margins, .bottom, "UIView-readableContentGuide-bottom"),
                    centerX: make(.centerX, .equal, margins, .centerX, "UIView-readableContentGuide-centerX"),
                    maxWidth: make(.width, .lessThanOrEqual, margins, .width, "UIView-readableContentGuide-maxWidth"),
                    readableWidth: make(
                        .width, .lessThanOrEqual, nil, .notAnAttribute, "UIView-readableContentGuide-readableWidth"),
                    preferredWidth: make(
                        .width, .equal, nil, .notAnAttribute, "UIView-readableContentGuide-preferredWidth",
                        priority: UILayoutPriority(Float(LayoutMetrics.readableWidthPriority)))))
        }
    }

    var all: [NSLayoutConstraint] {
        switch self {
        case .safeArea(let edges), .margins(let edges), .keyboard(let edges): edges.all
        case .readableContent(let readable): readable.all
        }
    }
}
