import Foundation

/// UIKit's view: a rectangle in a tree, laid out by frames, autoresizing masks and Auto Layout.
///
/// A tree belongs to one thread: nothing here locks. The root of a tree (a window, or a detached view) owns the
/// layout engine for the whole tree.
open class UIView: UIResponder, LayoutItem, LayoutAnchorProviding, UITraitEnvironment {
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    // Constants are usable from any actor, as UIKit's are.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1
    /// Targets for `systemLayoutSizeFitting`: the smallest and largest possible sizes.
    nonisolated public static let layoutFittingCompressedSize = CGSize.zero
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    // MARK: Geometry storage

    var frameOrigin = CGPoint.zero
    var boundsStorage = CGRect.zero

    // MARK: Tree

    open private(set) weak var superview: UIView? {
        didSet {
            guard superview !== oldValue else { return }
            invalidateTraitCache()
            // This view may have been a root, which keeps no entry while its subviews do.
            layoutRootCache = nil
            for sub in subviews { sub.invalidateLayoutRootCache() }
        }
    }

    /// The root as last found, for views below one (a root finds itself at once). Walking up on every
    /// constraint activation and window lookup made building deep trees quadratic. A view's entry is filled
    /// only with its superview's (or under the root), so below a root a view without one has none beneath it
    /// and invalidation stops there.
    private weak var layoutRootCache: UIView?

    private func invalidateLayoutRootCache() {
        guard layoutRootCache != nil else { return }
        layoutRootCache = nil
        for sub in subviews { sub.invalidateLayoutRootCache() }
    }
    open private(set) var subviews: [UIView] = []
    weak var viewController: UIViewController?
    /// The traits `traitCollectionDidChange` last reported (Traits/TraitChangeReporter.swift).
    var reportedTraits: UITraitCollection?

    // MARK: Layout state

    var needsLayoutFlag = true
    var needsUpdateConstraintsFlag = true
    /// Constraints whose nearest common ancestor is this view (UIKit's `constraints`).
    var installedConstraints: [NSLayoutConstraint] = []
    /// Engine of the tree while this view is its root.
    var rootEngine: LayoutEngine?
    /// The engine that solves this view's frame; nil while its frame is manual.
    weak var engineMembership: LayoutEngine?
    var isInEngine: Bool { engineMembership != nil }
    var userLayoutGuides: [UILayoutGuide] = []
    var safeAreaGuideStorage: UILayoutGuide?
    var marginsGuideStorage: UILayoutGuide?
    var readableGuideStorage: UILayoutGuide?
    var keyboardGuideStorage: UIKeyboardLayoutGuide?
    var directionalMarginsStorage: NSDirectionalEdgeInsets?
    var insetsMarginsFromSafeAreaStorage = true
    var preservesMarginsStorage = false
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var compression: [UILayoutPriority] = [.defaultHigh, .defaultHigh]

    // MARK: Init

    public init(frame: CGRect) {
        super.init()
        frameOrigin = frame.origin
        boundsStorage = CGRect(origin: .zero, size: frame.size)
    }

    public override convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: Geometry

    open var frame: CGRect {
        get { CGRect(origin: frameOrigin, size: boundsStorage.size) }
        set { setFrame(newValue, fromEngine: false) }
    }

    open var bounds: CGRect {
        get { boundsStorage }
        set {
            let oldSize = boundsStorage.size
            // UIKit keeps the centre fixed when the bounds size changes.
            let oldCenter = center
            boundsStorage = newValue
            if oldSize != newValue.size {
                frameOrigin = CGPoint(
                    x: oldCenter.x - newValue.width / 2, y: oldCenter.y - newValue.height / 2)
                sizeDidChange(from: oldSize, fromEngine: false)
            }
        }
    }

    open var center: CGPoint {
        get { CGPoint(x: frameOrigin.x + boundsStorage.width / 2, y: frameOrigin.y + boundsStorage.height / 2) }
        set {
            frame = CGRect(
                x: newValue.x - boundsStorage.width / 2, y: newValue.y - boundsStorage.height / 2,
                width: boundsStorage.width, height: boundsStorage.height)
        }
    }

    func setFrame(_ newFrame: CGRect, fromEngine: Bool) {
        let oldSize = boundsStorage.size
        let changed = newFrame.origin != frameOrigin || newFrame.size != oldSize
        frameOrigin = newFrame.origin
        boundsStorage.size = newFrame.size
        if newFrame.size != oldSize { sizeDidChange(from: oldSize, fromEngine: fromEngine) }
        if changed && !fromEngine {
            // An explicit frame is the new input of the autoresizing constraints (or of the root's size).
            if let engine = layoutRoot.rootEngine {
                engine.viewFrameWasSet(self)
            }
        }
    }

    private func sizeDidChange(from oldSize: CGSize, fromEngine: Bool) {
        setNeedsLayout()
        if autoresizesSubviews {
            for sub in subviews where sub.translatesAutoresizingMaskIntoConstraints && !sub.isInEngine {
                sub.applyAutoresizingMask(oldSuperSize: oldSize, newSuperSize: boundsStorage.size)
            }
        }
        for sub in subviews where sub.hasWidthDependentIntrinsicContentSize { sub.setNeedsLayout() }
    }

    // MARK: Appearance

    open var backgroundColor: UIColor?
    open var alpha: CGFloat = 1
    /// Drawn about the layer's anchor point (the view's centre unless changed), as in UIKit. A choice, kept
    /// here: the frame stays the untransformed rectangle that layout computes (UIKit reports the transformed
    /// rectangle's bounding box), and hit testing and conversions ignore the transform. The layer's transform
    /// seen in the plane, as in UIKit: setting it sets `transform3D` (and `layer.transform`); reading it gives
    /// the affine part of a 3D transform (`CATransform3DGetAffineTransform`).
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    /// The view's layer's transform (`layer.transform` reads and writes it).
    open var transform3D = CATransform3DIdentity
    open var isHidden = false {
        // A stack view re-arranges when one of its arranged views shows or hides (UIStackView.h).
        didSet { if isHidden != oldValue { (superview as? UIStackView)?.arrangedSubviewVisibilityDidChange(self) } }
    }
    open var isOpaque = true
    open var clipsToBounds = false
    open var contentMode: ContentMode = .scaleToFill
    open var tag = 0
    open var isUserInteractionEnabled = true
    open var accessibilityIdentifier: String?
    // The UIAccessibility informal protocol, for views: kept for code and tests that read it; nothing is drawn.
    /// False for plain views; labels and buttons are elements (with the static-text and button traits), as in UIKit.
    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var accessibilityLanguage: String?
    open var accessibilityElementsHidden = false
    open var accessibilityViewIsModal = false
    open var shouldGroupAccessibilityChildren = false
    open var accessibilityElements: [Any]?
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    open var accessibilityUserInputLabels: [String]!
    private var layerStorage: CALayer?

    /// Made from `layerClass` on first use, as UIKit makes a view's layer from it.
    open var layer: CALayer {
        if let layerStorage { return layerStorage }
        let requested = Self.layerClass as? CALayer.Type ?? CALayer.self
        let made = requested.makeLayer()
        if type(of: made) != requested { made.unmadeLayerClass = requested }
        made.view = self
        layerStorage = made
        return made
    }

    /// The class of the view's layer; a view backed by a gradient or shape layer overrides it.
    open class var layerClass: AnyClass { CALayer.self }
    private var tintColorStorage: UIColor?

    /// Inherited from the superview when unset; the default is `systemBlue`, as in UIKit.
    open var tintColor: UIColor! {
        get { tintColorStorage ?? superview?.tintColor ?? .systemBlue }
        set {
            tintColorStorage = newValue
            tintDidChange()
        }
    }

    open func tintColorDidChange() {}

    /// UIKit tells the view, then every subview that inherits its tint, in that order.
    private func tintDidChange() {
        tintColorDidChange()
        for sub in subviews where sub.tintColorStorage == nil { sub.tintDidChange() }
    }

    /// Custom drawing: the renderer calls it with the view's bounds and a current context
    /// (`UIGraphicsGetCurrentContext()`), over the background and under the subviews, as UIKit does.
    open func draw(_ rect: CGRect) {}

    /// Views are drawn when a snapshot is taken, so there is no cached content to invalidate.
    open func setNeedsDisplay() {}
    open func setNeedsDisplay(_ invalidRect: CGRect) {}

    // MARK: Drawing for the renderer (declared here: extension members cannot be overridden)

    /// What this view's own class draws over its background and under `draw(_:)` (a switch's track and knob, a
    /// label's text): UIKit draws these in private layers, here each built-in class overrides this. `bounds` is
    /// the layer's rectangle, origin at its top-left (not `self.bounds.origin`), in `ctx`'s user space.
    func drawSystemContent(in ctx: CGContext, bounds: CGRect) throws(UndrawableContent) {}

    /// Why this view cannot be drawn faithfully yet, or nil when it can: the snapshot fails with the reason (after
    /// the view's class name) rather than show what UIKit would not. By default a controller's view has its
    /// controller's reason (a container whose chrome is not drawn yet).
    package var drawingProblem: String? {
        guard let viewController, viewController.viewIfLoaded === self else { return nil }
        return viewController.viewDrawingProblem
    }

    /// False when the view paints its background colour itself, in another shape than its bounds (a search
    /// field's capsule).
    package var fillsBoundsWithBackgroundColor: Bool { true }

    /// The material through which the view shows what lies behind it (a blur effect), drawn under its background.
    package var backdropMaterial: BackdropMaterial? { nil }

    /// When set, all the view draws, its subviews included, shows only as its shape in this colour (vibrancy).
    package var vibrancyColor: UIColor? { nil }

    // MARK: Hierarchy

    /// Set once a window is made a subview: until then a window can only be a tree's root.
    nonisolated(unsafe) private static var windowsHaveBeenNested = false

    open var window: UIWindow? {
        // Windows are roots: a tree in a window finds it without walking up, and so does a tree outside one
        // (adding each view of a 10,000-deep chain walked up the whole chain twice, issue 18).
        if let w = layoutRoot as? UIWindow { return w }
        guard Self.windowsHaveBeenNested else { return nil }
        var view: UIView? = self
        while let v = view {
            if let w = v as? UIWindow { return w }
            view = v.superview
        }
        return nil
    }

    open override var next: UIResponder? { viewController ?? superview }

    /// The engine of this view's tree, created on first use.
    var layoutEngine: LayoutEngine {
        if let engine = rootEngine { return engine }
        let engine = LayoutEngine(root: self)
        rootEngine = engine
        return engine
    }

    /// The topmost ancestor: the view that owns the layout engine of this tree.
    var layoutRoot: UIView {
        if let root = layoutRootCache { return root }
        var path: [UIView] = []
        var view = self
        while let s = view.superview {
            path.append(view)
            if let root = s.layoutRootCache {
                for v in path { v.layoutRootCache = root }
                return root
            }
            view = s
        }
        for v in path { v.layoutRootCache = view }
        return view
    }

    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        if view.superview === self {
            if let old = subviews.firstIndex(where: { $0 === view }) {
                let previous = layerStorage?.subviewsWillChange()
                subviews.remove(at: old)
                subviews.insert(view, at: Swift.min(index, subviews.count))
                layerStorage?.subviewsDidChange(from: previous, moved: [view])
            }
            return
        }
        view.removeFromSuperview()
        if view is UIWindow { Self.windowsHaveBeenNested = true }
        let oldWindow = view.window
        let newWindow = window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        let previousLayers = layerStorage?.subviewsWillChange()
        subviews.insert(view, at: Swift.max(0, Swift.min(index, subviews.count)))
        layerStorage?.subviewsDidChange(from: previousLayers)
        view.superview = self
        if let old = view.rootEngine {
            old.releaseMembership()
            view.rootEngine = nil
        }
        layoutRoot.rootEngine?.structureDidChange()
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        didAddSubview(view)
        setNeedsLayout()
        view.setNeedsLayout()
        if let newWindow, newWindow.isVisible { view.beginAppearanceOfSubtree(in: newWindow) }
    }

    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        if let index = subviews.firstIndex(where: { $0 === sibling }) {
            insertSubview(view, at: index + 1)
        } else {
            addSubview(view)
        }
    }

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        if let index = subviews.firstIndex(where: { $0 === sibling }) {
            insertSubview(view, at: index)
        } else {
            addSubview(view)
        }
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        let previous = layerStorage?.subviewsWillChange()
        subviews.remove(at: index)
        subviews.append(view)
        layerStorage?.subviewsDidChange(from: previous, moved: [view])
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        let previous = layerStorage?.subviewsWillChange()
        subviews.remove(at: index)
        subviews.insert(view, at: 0)
        layerStorage?.subviewsDidChange(from: previous, moved: [view])
    }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        let previous = layerStorage?.subviewsWillChange()
        subviews.swapAt(index1, index2)
        layerStorage?.subviewsDidChange(from: previous, moved: [subviews[index1], subviews[index2]])
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        // Constraints between this subtree and the rest of the tree die with the link, as in UIKit.
        var ancestor: UIView? = parent
        while let a = ancestor {
            let crossing = a.installedConstraints.filter { c in
                [c.firstLayoutItem, c.secondLayoutItem].contains { item in
                    item?.layoutOwningView?.isDescendant(of: self) ?? false
                }
            }
            for c in crossing { c.isActive = false }
            ancestor = a.superview
        }
        let oldWindow = window
        if let oldWindow { endAppearanceOfSubtree(in: oldWindow) }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        parent.layoutRoot.rootEngine?.structureDidChange()
        let previousLayers = parent.layerStorage?.subviewsWillChange()
        parent.subviews.removeAll { $0 === self }
        parent.layerStorage?.subviewsDidChange(from: previousLayers)
        superview = nil
        engineMembership = nil
        // UIKit tells a removed view about its window before its superview.
        if oldWindow != nil { notifyDidMoveToWindow() }
        didMoveToSuperview()
        parent.setNeedsLayout()
    }

    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let c = current {
            if c === view { return true }
            current = c.superview
        }
        return false
    }

    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for sub in subviews {
            if let found = sub.viewWithTag(tag) { return found }
        }
        return nil
    }

    func nearestCommonAncestor(with other: UIView) -> UIView? {
        // The usual cases (the superview, a sibling, self) without collecting every ancestor.
        if other === self || other === superview { return other }
        if let s = superview, s === other.superview { return s }
        if other.superview === self { return self }
        var ancestors = Set<ObjectIdentifier>()
        var current: UIView? = self
        while let c = current {
            ancestors.insert(ObjectIdentifier(c))
            current = c.superview
        }
        current = other
        while let c = current {
            if ancestors.contains(ObjectIdentifier(c)) { return c }
            current = c.superview
        }
        return nil
    }

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    private func notifyWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for sub in subviews { sub.notifyWillMove(toWindow: newWindow) }
    }

    private func notifyDidMoveToWindow() {
        if window != nil { AppearanceRegistry.applyIfNeeded(to: self) }
        didMoveToWindow()
        TraitChangeReporter.report(for: self) { $0.reportTraitsOfControllerAndSelf() }
        for sub in subviews { sub.notifyDidMoveToWindow() }
    }

    /// View controllers whose views enter a visible window appear; `viewDidAppear` follows the next layout pass.
    func beginAppearanceOfSubtree(in window: UIWindow) {
        if let vc = viewController, vc.viewIfLoaded === self, vc.appearance == .disappeared {
            vc.appearance = .appearing
            vc.viewWillAppear(false)
            window.pendingDidAppear.append(vc)
        }
        for sub in subviews { sub.beginAppearanceOfSubtree(in: window) }
    }

    func endAppearanceOfSubtree(in window: UIWindow) {
        if let vc = viewController, vc.viewIfLoaded === self, vc.appearance != .disappeared {
            vc.viewWillDisappear(false)
            vc.appearance = .disappeared
            window.pendingDidAppear.removeAll { $0 === vc }
            vc.viewDidDisappear(false)
        }
        for sub in subviews { sub.endAppearanceOfSubtree(in: window) }
    }

    // MARK: Coordinates

    /// The origin of this view's bounds space in root (window) coordinates.
    func boundsOriginInRoot() -> CGPoint {
        var x = -boundsStorage.origin.x
        var y = -boundsStorage.origin.y
        var view: UIView = self
        while let s = view.superview {
            x += view.frameOrigin.x - s.boundsStorage.origin.x
            y += view.frameOrigin.y - s.boundsStorage.origin.y
            view = s
        }
        return CGPoint(x: x, y: y)
    }

    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let mine = boundsOriginInRoot()
        let root = CGPoint(x: point.x + mine.x, y: point.y + mine.y)
        guard let view else { return root }
        let theirs = view.boundsOriginInRoot()
        return CGPoint(x: root.x - theirs.x, y: root.y - theirs.y)
    }

    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let theirs = view?.boundsOriginInRoot() ?? .zero
        let mine = boundsOriginInRoot()
        return CGPoint(x: point.x + theirs.x - mine.x, y: point.y + theirs.y - mine.y)
    }

    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    // MARK: Hit testing and gestures (declared here: extension members cannot be overridden)

    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false
    private var gestureRecognizerList: [UIGestureRecognizer] = []

    /// Nil until one is added, as in UIKit.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerList.isEmpty ? nil : gestureRecognizerList }
        set {
            for recognizer in gestureRecognizerList { recognizer.view = nil }
            gestureRecognizerList = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// A recognizer belongs to one view: adding it here takes it from the view it was on.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizerList.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = gestureRecognizerList.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizerList.remove(at: index)
        gestureRecognizer.view = nil
    }

    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Interactions (context menus and the like) added to this view, in the order they were added.
    open var interactions: [any UIInteraction] = []

    open func addInteraction(_ interaction: any UIInteraction) {
        guard !interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: self)
        interactions.append(interaction)
        interaction.didMove(to: self)
    }

    open func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactions.remove(at: index)
        interaction.didMove(to: nil)
    }

    /// Asks the first responder in this subtree to resign; with `force`, it resigns whatever it answers.
    /// Returns whether none is left. (Nothing here becomes first responder without a subclass that
    /// says it can, so a tree of UIKit's own views always answers true.)
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        if isFirstResponder { return resignFirstResponder() || force }
        for subview in subviews where !subview.endEditing(force) { return false }
        return true
    }

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// UIKit's rule: a hidden view, one that ignores interaction or one nearly transparent (alpha at
    /// most 0.01) is skipped with its subtree; otherwise the frontmost subview that takes the point,
    /// else this view when the point is inside it. Subviews outside the bounds are reached only through
    /// a view whose `point(inside:with:)` says yes, as on a device.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    // MARK: Autoresizing

    open var autoresizesSubviews = true
    open var autoresizingMask: AutoresizingMask = [] {
        didSet { if autoresizingMask != oldValue { layoutRoot.rootEngine?.viewFrameWasSet(self) } }
    }

    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            if translatesAutoresizingMaskIntoConstraints != oldValue {
                updateRestingSizeConstraints()
                layoutRoot.rootEngine?.structureDidChange()
                setNeedsLayout()
                superview?.setNeedsLayout()
            }
        }
    }

    /// Per axis: (leading margin, size, trailing margin) flexibility. With nothing flexible UIKit lets the trailing
    /// margin absorb the change ("h=--&").
    func autoresizingFlexibility(_ axis: NSLayoutConstraint.Axis) -> (Bool, Bool, Bool) {
        let m = autoresizingMask
        let flags =
            axis == .horizontal
            ? (m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin))
            : (m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin))
        if !flags.0 && !flags.1 && !flags.2 { return (false, false, true) }
        return flags
    }

    /// Share of a change of the superview's size taken by the leading margin and by the size: flexible parts share
    /// it in proportion to their current lengths (equally when those are all zero).
    func autoresizingFactors(_ axis: NSLayoutConstraint.Axis, superSize: CGFloat) -> (position: CGFloat, size: CGFloat)
    {
        let (fl, fs, ft) = autoresizingFlexibility(axis)
        let start = axis == .horizontal ? frameOrigin.x : frameOrigin.y
        let length = axis == .horizontal ? boundsStorage.width : boundsStorage.height
        let end = superSize - start - length
        let parts = [(fl, start), (fs, length), (ft, end)]
        let flexibleTotal = parts.filter { $0.0 }.reduce(CGFloat(0)) { $0 + Swift.max($1.1, 0) }
        let count = CGFloat(parts.filter { $0.0 }.count)
        func share(_ flexible: Bool, _ value: CGFloat) -> CGFloat {
            guard flexible else { return 0 }
            return flexibleTotal > 0 ? Swift.max(value, 0) / flexibleTotal : 1 / count
        }
        return (share(fl, start), share(fs, length))
    }

    func applyAutoresizingMask(oldSuperSize: CGSize, newSuperSize: CGSize) {
        var f = frame
        let h = autoresizingFactors(.horizontal, superSize: oldSuperSize.width)
        let dw = newSuperSize.width - oldSuperSize.width
        f.origin.x += h.position * dw
        f.size.width += h.size * dw
        let v = autoresizingFactors(.vertical, superSize: oldSuperSize.height)
        let dh = newSuperSize.height - oldSuperSize.height
        f.origin.y += v.position * dh
        f.size.height += v.size * dh
        setFrame(f, fromEngine: true)
    }

    // MARK: Traits

    /// iOS 17-style overrides; on a window they are the per-window trait overrides.
    open var traitOverrides = UITraitOverrides() {
        didSet {
            if traitOverrides != oldValue { traitsDidChange() }
        }
    }

    open var traitCollection: UITraitCollection {
        if let cached = traitCache { return cached }
        var base = superview?.traitCollection ?? baseTraitCollection
        if let viewController, viewController.viewIfLoaded === self { base = viewController.traitsApplied(to: base) }
        let traits = base.applying(traitOverrides)
        traitCache = traits
        return traits
    }

    /// The traits as last computed. Without it every trait read (layout direction, display scale) walked to the
    /// root, which made deep trees quadratic. A view's cache is filled only after its superview's, so a view
    /// without one has none below it either and invalidation stops there.
    private var traitCache: UITraitCollection?

    private func invalidateTraitCache() {
        guard traitCache != nil else { return }
        traitCache = nil
        for sub in subviews { sub.invalidateTraitCache() }
    }

    var baseTraitCollection: UITraitCollection { UITraitCollection() }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    func traitsDidChange() {
        invalidateTraitCache()
        layoutRoot.rootEngine?.structureDidChange()
        TraitChangeReporter.report(for: self) { $0.notifyTraitsChanged() }
    }

    private func notifyTraitsChanged() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
        reportTraitsOfControllerAndSelf()
        for sub in subviews { sub.notifyTraitsChanged() }
    }

    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet {
            if semanticContentAttribute != oldValue {
                layoutRoot.rootEngine?.structureDidChange()
                setNeedsLayout()
                superview?.setNeedsLayout()
            }
        }
    }

    /// Playback and spatial content never flips, as documented for `UISemanticContentAttribute`.
    public static func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute
    ) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    // MARK: Overridable layout API (declared here: extension members cannot be overridden)

    open func safeAreaInsetsDidChange() {}

    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { insetsMarginsFromSafeAreaStorage }
        set {
            insetsMarginsFromSafeAreaStorage = newValue
            marginsDidChange()
        }
    }

    open var preservesSuperviewLayoutMargins: Bool {
        get { preservesMarginsStorage }
        set {
            preservesMarginsStorage = newValue
            marginsDidChange()
        }
    }

    /// Effective margins in physical terms: the view's own margins (8 by default; a view controller's root view
    /// gets the system minimum), plus the safe-area insets, widened by the superview's margins when preserved.
    open var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins() }
        set {
            directionalMarginsStorage = newValue.directional(effectiveUserInterfaceLayoutDirection)
            marginsDidChange()
        }
    }

    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { effectiveLayoutMargins().directional(effectiveUserInterfaceLayoutDirection) }
        set {
            directionalMarginsStorage = newValue
            marginsDidChange()
        }
    }

    open func layoutMarginsDidChange() {}

    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open func invalidateIntrinsicContentSize() {
        layoutRoot.rootEngine?.intrinsicSizeDidChange(self)
        superview?.setNeedsLayout()
    }

    /// Hook for views whose intrinsic height depends on the width they get (multi-line text). Return the
    /// intrinsic size for that width; the engine re-solves until the width is stable. `nil` (the default) means the
    /// intrinsic size does not depend on the width. Not UIKit API, so internal: the framework's text views
    /// override it.
    func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize? { nil }

    /// Whether `intrinsicContentSize(forLayoutWidth:)` is implemented; read once per engine sync.
    var hasWidthDependentIntrinsicContentSize: Bool { false }

    /// Baseline positions for views that draw text; views without text use their top and bottom edges.
    open var forFirstBaselineLayout: UIView { self }

    open var forLastBaselineLayout: UIView { self }

    /// Insets from the frame to the rectangle Auto Layout aligns (for shadows and badges drawn outside
    /// it). Overridable as in UIKit, but the engine lays out frames: non-zero insets are not applied.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(
            by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }

    /// Distance from the top edge to the first baseline, for text views (nil: use the top edge). Like the two
    /// hooks above, not UIKit API, so internal: the framework's text views override it.
    var firstBaselineOffsetFromTop: CGFloat? { nil }

    /// Distance from the last baseline to the bottom edge (nil: use the bottom edge).
    var baselineOffsetFromBottom: CGFloat? { nil }

    /// Where the engine puts this view's first or last baseline: `top + heightFraction × height + offset`, linear
    /// so that it holds whatever height the view is given. Views without text use their top and bottom edges.
    func baselineLayoutPosition(first: Bool) -> (heightFraction: CGFloat, offset: CGFloat) {
        first ? (0, firstBaselineOffsetFromTop ?? 0) : (1, -(baselineOffsetFromBottom ?? 0))
    }

    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frameOrigin, size: size)
    }

    /// Solves this view's subtree on its own (constraints to views outside it are ignored, as for a detached
    /// view), with the view's size pulled towards `targetSize` at the given priorities.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        updateConstraintsIfNeeded()
        let engine = LayoutEngine(root: self, fitting: true)
        return engine.fittingSize(
            target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// The default implementation applies the engine's frames to the subviews it manages.
    open func layoutSubviews() {
        guard let engine = layoutRoot.rootEngine else { return }
        engine.refreshIfNeeded()
        for sub in subviews where sub.isInEngine {
            engine.applyFrame(to: sub)
        }
    }

    /// Called when the view's layer lays out (`CALayer.layoutSublayers()`), as UIKit's layer asks its delegate:
    /// the view controller's `viewWillLayoutSubviews()`, `layoutSubviews()`, `viewDidLayoutSubviews()`.
    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        let vc = viewController.flatMap { $0.viewIfLoaded === self ? $0 : nil }
        vc?.sendViewIsAppearingIfPending()
        vc?.viewWillLayoutSubviews()
        layoutSubviews()
        vc?.viewDidLayoutSubviews()
    }

    // The rest of the view's part as its layer's delegate, in the class body so that a subclass overrides them
    // as UIKit's do. A view's content is drawn by `draw(_:)` (`CALayer.drawContent(in:)`), so the defaults add
    // nothing to it.

    /// Called when the view's layer needs display; the view's own drawing needs nothing more here.
    open func display(_ layer: CALayer) {}

    /// Called as the view's layer draws, under the view's `draw(_:)`; an override draws into the layer.
    open func draw(_ layer: CALayer, in ctx: CGContext) {}

    open func layerWillDraw(_ layer: CALayer) {}

    /// No action, as UIKit's view answers outside an animation block; here `UIView.animate` changes apply at
    /// once, so there is no block in which a view's layer would animate.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { NSNull() }

    open func updateConstraints() { needsUpdateConstraintsFlag = false }

    // The layout cycle and Auto Layout's sizing inputs, declared here rather than beside the engine so that
    // they are overridable, as UIKit's are.
    /// Computed from the current frames: the part of this view outside its superview's safe rectangle, plus a
    /// view controller's `additionalSafeAreaInsets` on its root view. Windows take their device's insets.
    open var safeAreaInsets: UIEdgeInsets { safeAreaInsetsFromFrames }

    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        hugging[axis.rawValue]
    }

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        hugging[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }

    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compression[axis.rawValue]
    }

    open func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        compression[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }

    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    open func setNeedsLayout() { needsLayoutFlag = true }

    /// Lays out the tree this view belongs to (UIKit lays out the topmost ancestor that needs it first).
    open func layoutIfNeeded() {
        let root = layoutRoot
        if let engine = root.rootEngine, engine.isInLayoutPass {
            engine.refreshIfNeeded()
            layoutSubtreeIfNeeded()
        } else {
            root.layoutEngine.runLayoutPass()
        }
    }

    open func setNeedsUpdateConstraints() { needsUpdateConstraintsFlag = true }
    open func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

    /// Bottom-up: subviews update their constraints before their superview, as in UIKit.
    open func updateConstraintsIfNeeded() {
        for sub in subviews { sub.updateConstraintsIfNeeded() }
        guard needsUpdateConstraintsFlag else { return }
        if let vc = viewController, vc.viewIfLoaded === self {
            vc.updateContentUnavailableConfigurationIfNeeded()
            vc.updateViewConstraints()
        } else {
            updateConstraints()
        }
        needsUpdateConstraintsFlag = false
    }

    open class var requiresConstraintBasedLayout: Bool { false }

    // MARK: LayoutItem

    var layoutOwningView: UIView? { self }
    var layoutItemName: String { "\(dumpedClassName):\(addressString(self))" }

    open override var description: String {
        "<\(dumpedClassName): \(addressString(self)); frame = \(frameDescription(frame))>"
    }

    /// The class name descriptions and layout dumps show: a part UIKit makes of a class of its own that
    /// OpenUIKit makes of a private subclass (a text field's label) shows as the public class.
    var dumpedClassName: String { "\(type(of: self))" }
}

public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    case playback
    case spatial
    case forceLeftToRight
    case forceRightToLeft
}
