import Foundation

/// UIKit's layout guide: a rectangle that takes part in Auto Layout without being a view.
open class UILayoutGuide: NSObject, LayoutItem, LayoutAnchorProviding {
    public internal(set) weak var owningView: UIView?
    open var identifier: String = ""
    /// Guides created by the view itself (safe area, margins, readable content) and which one.
    var systemKind: SystemKind?
    /// Engine frame in the owning view's coordinates, once a layout pass has solved it.
    var solvedFrame: CGRect?

    enum SystemKind {
        case safeArea
        case margins
        case readableContent
        case keyboard
    }

    public override init() { super.init() }

    /// Archives are not read (no nib or storyboard loading): a guide as `init()` makes it.
    public required init?(coder: NSCoder) { super.init() }

    var layoutOwningView: UIView? { owningView }

    var layoutItemName: String {
        identifier.isEmpty
            ? "UILayoutGuide:\(addressString(self))" : "UILayoutGuide:\(addressString(self))'\(identifier)'"
    }

    /// The guide's rectangle in its owning view's coordinates. Before the first layout pass that includes the guide
    /// it is not final and equals the owning view's bounds (seed 000 observes exactly that in `viewWillAppear`).
    open var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        if let engine = view.layoutRoot.rootEngine, solvedFrame != nil || engine.hasSolved {
            // A guide first asked for after a layout pass (seed 000's second controller reads the
            // readable guide only from a flow-layout delegate) joins the engine now, as in UIKit.
            if solvedFrame == nil { engine.structureDidChange() }
            engine.refreshIfNeeded()
            if let frame = engine.frame(ofGuide: self) { return frame }
        }
        return solvedFrame ?? view.bounds
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    open var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    open var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    open var widthAnchor: NSLayoutDimension { dimension(.width) }
    open var heightAnchor: NSLayoutDimension { dimension(.height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }

    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        owningView?.layoutRoot.rootEngine?.constraintsAffecting(self, axis: axis) ?? []
    }

    open var hasAmbiguousLayout: Bool {
        guard let engine = owningView?.layoutRoot.rootEngine else { return false }
        return !engine.ambiguousAttributes(of: self).isEmpty
    }

    open override var description: String {
        "<UILayoutGuide: \(addressString(self)) - \(frameDescription(layoutFrame)), layoutFrame = "
            + "\(frameDescription(layoutFrame)), owningView = \(owningView.map { "<\(type(of: $0)): \(addressString($0))>" } ?? "nil")>"
    }
}

func frameDescription(_ r: CGRect) -> String {
    "(\(r.origin.x.layoutString) \(r.origin.y.layoutString); \(r.size.width.layoutString) \(r.size.height.layoutString))"
}
