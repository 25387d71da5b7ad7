import Foundation

/// Core Animation's layer, as far as the renderer draws it.
///
/// A view's layer (`layer.view` set) reads and writes its geometry, background, opacity and clipping
/// through the view, as in UIKit; a layer made on its own keeps them itself. Defaults are Core
/// Animation's (shadow black, opacity 0, offset (0, -3), radius 3). A layer that masks to bounds casts
/// no shadow (the mask clips the shadow too), as in Core Animation.
///
/// Sublayers: a view's layer has its subviews' layers as sublayers, in subview order, with any layer
/// added on its own (`addSublayer`, `insertSublayer`) between them where it was inserted. Only the
/// free-standing ones are stored (`SublayerOrder`); a view's layer without any costs nothing extra.
open class CALayer: NSObject {
    package weak var view: UIView?
    open var cornerRadius: CGFloat = 0 { didSet { propertyDidChange("cornerRadius") } }
    open var borderWidth: CGFloat = 0 { didSet { propertyDidChange("borderWidth") } }
    open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) {
        didSet { propertyDidChange("borderColor") }
    }
    open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) {
        didSet { propertyDidChange("shadowColor") }
    }
    open var shadowOpacity: Float = 0 { didSet { propertyDidChange("shadowOpacity") } }
    open var shadowOffset = CGSize(width: 0, height: -3) { didSet { propertyDidChange("shadowOffset") } }
    open var shadowRadius: CGFloat = 3 { didSet { propertyDidChange("shadowRadius") } }
    /// The shadow's shape; when nil the shadow follows the layer's drawn alpha (background, content,
    /// sublayers), as in Core Animation.
    open var shadowPath: CGPath? { didSet { propertyDidChange("shadowPath") } }
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    open var name: String?
    /// A layer whose alpha decides where this layer (content, sublayers, shadow) shows; in this layer's
    /// coordinates, and never part of the tree.
    open var mask: CALayer? { didSet { propertyDidChange("mask") } }
    /// Kept. A choice, kept here: `.continuous` corners are drawn as circular arcs, the shape of
    /// `.circular` (Core Animation's continuous curve is not published); at the radii apps use the
    /// difference is a few device pixels at each corner.
    open var cornerCurve = CALayerCornerCurve.circular
    // Rendering hints with nothing to show for at rest: kept as set.
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open var drawsAsynchronously = false
    open var allowsEdgeAntialiasing = false
    open var allowsGroupOpacity = true
    open var isOpaque = false
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask = [
        .layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge,
    ]
    open var contentsFormat = CALayerContentsFormat.RGBA8Uint
    /// Drawn between the background and the sublayers when it is a `CGImage` (`CALayer+Contents.swift`); any
    /// other object shows nothing, as in Core Animation. While it is nil, or after the default `display()`,
    /// the layer's `draw(in:)` draws there instead.
    open var contents: Any? { didSet { propertyDidChange("contents") } }
    open var contentsGravity = CALayerContentsGravity.resize
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) { didSet { propertyDidChange("contentsRect") } }
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { propertyDidChange("contentsCenter") }
    }
    open var contentsScale: CGFloat = 1
    open var minificationFilter = CALayerContentsFilter.linear
    open var magnificationFilter = CALayerContentsFilter.linear
    open var minificationFilterBias: Float = 0
    /// Bounds changes mark the layer as needing display (`setNeedsDisplay()`).
    open var needsDisplayOnBoundsChange = false
    /// Actions by key, searched after the delegate's (`action(forKey:)`).
    open var actions: [String: any CAAction]?
    /// Defaults for keys the layer does not set; its `"actions"` entry is searched after `actions`.
    open var style: [AnyHashable: Any]?
    private weak var ownDelegate: (any CALayerDelegate)?
    private var needsDisplayFlag = false
    private var ownMasksToBounds = false
    private var ownBackgroundColor: CGColor?
    private var ownOpacity: Float = 1
    private var ownHidden = false
    private var ownBounds = CGRect.zero
    private var ownPosition = CGPoint.zero
    /// Where the position sits in the bounds, in unit coordinates; Core Animation's default is the centre.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) { didSet { propertyDidChange("anchorPoint") } }
    /// The anchor point's z, about which `transform` turns.
    open var anchorPointZ: CGFloat = 0 { didSet { propertyDidChange("anchorPointZ") } }
    /// Where the layer sits in z: siblings draw in increasing `zPosition` (in their order where equal), and a
    /// superlayer's 3D `sublayerTransform` sees the depth.
    open var zPosition: CGFloat = 0 { didSet { propertyDidChange("zPosition") } }
    /// Applied to the sublayers about this layer's anchor point, as Core Animation does (the usual home of
    /// a perspective `m34`).
    open var sublayerTransform = CATransform3DIdentity { didSet { propertyDidChange("sublayerTransform") } }
    /// When false the layer is not drawn while its back faces the viewer (a card's back after a flip).
    open var isDoubleSided = true { didSet { propertyDidChange("doubleSided") } }
    private var ownTransform = CATransform3DIdentity
    private var needsLayoutStorage = false

    /// The layer this one is a free-standing sublayer of (a view's layer has its view's superview's).
    private weak var ownSuperlayer: CALayer?
    var sublayerOrder = SublayerOrder()
    /// Animations, timing and, for a presentation copy, the model (`CALayer+Animations.swift`).
    var animationState = LayerAnimationState()

    /// Designated, not required, as in Core Animation: a subclass overrides `init()` and `init(layer:)` and
    /// writes `required init?(coder:)`. So Swift cannot make an app's own subclass from its metatype (only a
    /// required initializer can be called that way, and Core Animation reaches these through the
    /// Objective-C runtime): `makeLayer()` and `makePresentationCopy()` make the framework's own classes.
    public override init() { super.init() }

    /// Core Animation's copy for presentation layers: the visual properties of `layer`.
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        cornerRadius = other.cornerRadius
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        maskedCorners = other.maskedCorners
        name = other.name
        anchorPoint = other.anchorPoint
        anchorPointZ = other.anchorPointZ
        zPosition = other.zPosition
        sublayerTransform = other.sublayerTransform
        isDoubleSided = other.isDoubleSided
        ownTransform = other.transform
        ownMasksToBounds = other.masksToBounds
        ownBackgroundColor = other.backgroundColor
        ownOpacity = other.opacity
        ownHidden = other.isHidden
        ownBounds = other.bounds
        ownPosition = other.position
    }

    /// Archives are not read (no nib or storyboard loading): the layer has its defaults.
    public required init?(coder: NSCoder) { super.init() }

    // MARK: Appearance

    open var masksToBounds: Bool {
        get { view?.clipsToBounds ?? ownMasksToBounds }
        set {
            if let view {
                view.clipsToBounds = newValue
            } else {
                ownMasksToBounds = newValue
                propertyDidChange("masksToBounds")
            }
        }
    }

    open var backgroundColor: CGColor? {
        get { view.map { $0.backgroundColor?.cgColor } ?? ownBackgroundColor }
        set {
            if let view {
                view.backgroundColor = newValue.map { UIColor(cgColor: $0) }
            } else {
                ownBackgroundColor = newValue
                propertyDidChange("backgroundColor")
            }
        }
    }

    open var opacity: Float {
        get { view.map { Float($0.alpha) } ?? ownOpacity }
        set {
            if let view {
                view.alpha = CGFloat(newValue)
            } else {
                ownOpacity = newValue
                propertyDidChange("opacity")
            }
        }
    }

    open var isHidden: Bool {
        get { view?.isHidden ?? ownHidden }
        set {
            if let view {
                view.isHidden = newValue
            } else {
                ownHidden = newValue
                propertyDidChange("hidden")
            }
        }
    }

    // MARK: Geometry

    open var bounds: CGRect {
        get { view?.bounds ?? ownBounds }
        set {
            if let view {
                view.bounds = newValue
            } else {
                let resized = newValue.size != ownBounds.size
                ownBounds = newValue
                boundsDidChange(resized: resized)
            }
        }
    }

    open var position: CGPoint {
        get {
            guard let view else { return ownPosition }
            let frame = view.frame
            return CGPoint(x: frame.minX + anchorPoint.x * frame.width, y: frame.minY + anchorPoint.y * frame.height)
        }
        set {
            if let view {
                let size = view.bounds.size
                view.frame.origin = CGPoint(
                    x: newValue.x - anchorPoint.x * size.width, y: newValue.y - anchorPoint.y * size.height)
            } else {
                ownPosition = newValue
                propertyDidChange("position")
            }
        }
    }

    /// The layer's transform about its anchor point; a view's layer's is its view's `transform3D`.
    open var transform: CATransform3D {
        get { view?.transform3D ?? ownTransform }
        set {
            if let view {
                view.transform3D = newValue
            } else {
                ownTransform = newValue
                propertyDidChange("transform")
            }
        }
    }

    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// Derived from `position`, `anchorPoint` and `bounds.size`. A choice, kept here as for `UIView.frame`: the
    /// untransformed rectangle (Core Animation leaves the frame of a transformed layer undefined).
    open var frame: CGRect {
        get {
            if let view { return view.frame }
            let size = ownBounds.size
            return CGRect(
                x: ownPosition.x - anchorPoint.x * size.width, y: ownPosition.y - anchorPoint.y * size.height,
                width: size.width, height: size.height)
        }
        set {
            if let view {
                view.frame = newValue
                return
            }
            let resized = newValue.size != ownBounds.size
            ownBounds.size = newValue.size
            ownPosition = CGPoint(
                x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
            propertyDidChange("position")
            boundsDidChange(resized: resized)
        }
    }

    /// Maps this layer's coordinates to its superlayer's: the bounds' origin, the anchor point, the affine part of
    /// `transform`, then `position` (the 3D part is not seen: hit testing and conversion are planar here).
    private var transformToSuperlayer: CGAffineTransform {
        let size = bounds.size
        let anchor = CGPoint(x: bounds.minX + anchorPoint.x * size.width, y: bounds.minY + anchorPoint.y * size.height)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(affineTransform())
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    private var transformToRoot: CGAffineTransform {
        var result = transformToSuperlayer
        var layer = superlayer
        while let current = layer {
            result = result.concatenating(current.transformToSuperlayer)
            layer = current.superlayer
        }
        return result
    }

    /// `p` in `l`'s coordinates (the root layer's for nil) in this layer's.
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        let toRoot = l?.transformToRoot ?? .identity
        return p.applying(toRoot.concatenating(transformToRoot.inverted()))
    }

    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        let fromRoot = l?.transformToRoot.inverted() ?? .identity
        return p.applying(transformToRoot.concatenating(fromRoot))
    }

    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        let toRoot = l?.transformToRoot ?? .identity
        return r.applying(toRoot.concatenating(transformToRoot.inverted()))
    }

    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        let fromRoot = l?.transformToRoot.inverted() ?? .identity
        return r.applying(transformToRoot.concatenating(fromRoot))
    }

    /// Whether `p`, in this layer's coordinates, is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The deepest visible layer containing `p` (in the superlayer's coordinates), front to back.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = p.applying(transformToSuperlayer.inverted())
        guard contains(local) else { return nil }
        for sublayer in (sublayers ?? []).reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return self
    }

    /// The bounds' size, as Core Animation's default without a layout manager.
    open func preferredFrameSize() -> CGSize { bounds.size }

    private func boundsDidChange(resized: Bool) {
        if resized && needsDisplayOnBoundsChange { setNeedsDisplay() }
        propertyDidChange("bounds")
    }

    // MARK: Tree

    open var superlayer: CALayer? { view?.superview?.layer ?? ownSuperlayer }

    /// The sublayers back to front: subviews' layers and free-standing layers interleaved; nil when
    /// there are none, as in Core Animation.
    ///
    /// Setting it removes the sublayers not in the new array and puts the others in its order. A choice: the
    /// layers of this view's own subviews keep their subview order (UIKit keeps views and layers in step), so
    /// filtering the array (`sublayers = sublayers?.filter { … }`) leaves the subviews alone.
    open var sublayers: [CALayer]? {
        get {
            let all = sublayerOrder.resolved(viewLayers: view?.subviews.map(\.layer) ?? [])
            return all.isEmpty ? nil : all
        }
        set {
            let kept = newValue ?? []
            for old in sublayers ?? [] where !kept.contains(where: { $0 === old }) {
                old.removeFromSuperlayer()
            }
            var previous: CALayer?
            for layer in kept {
                let ownSubview = layer.view.map { $0.superview === view && view != nil } ?? false
                if !ownSubview { insert(layer, after: previous) }
                previous = layer
            }
        }
    }

    /// Whether any sublayer was added on its own rather than as a subview's layer (for the renderer).
    package var hasFreeStandingSublayers: Bool { !sublayerOrder.isEmpty }

    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        let all = sublayers ?? []
        let clamped = min(Int(index), all.count)
        insert(layer, after: clamped == 0 ? nil : all[clamped - 1])
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let all = sublayers ?? []
        guard let sibling, let index = all.firstIndex(where: { $0 === sibling }) else {
            insert(layer, after: nil)
            return
        }
        insert(layer, after: index == 0 ? nil : all[index - 1])
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, sublayers?.contains(where: { $0 === sibling }) == true else {
            addSublayer(layer)
            return
        }
        insert(layer, after: sibling)
    }

    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer.ownSuperlayer === self, let all = sublayers,
            let index = all.firstIndex(where: { $0 === oldLayer })
        else { return }
        let previous = index == 0 ? nil : all[index - 1]
        oldLayer.removeFromSuperlayer()
        insert(newLayer, after: previous)
    }

    /// A view's layer leaves by its view leaving its superview, as in UIKit.
    open func removeFromSuperlayer() {
        if let view {
            view.removeFromSuperview()
            return
        }
        guard let parent = ownSuperlayer else { return }
        parent.sublayerOrder.remove(self)
        ownSuperlayer = nil
        propertyDidChange("onOrderOut")
        parent.propertyDidChange("sublayers")
    }

    private func insert(_ layer: CALayer, after anchor: CALayer?) {
        guard layer !== self, layer !== anchor else { return }
        if let view = layer.view {
            // Core Animation would move the view's layer alone; UIKit keeps views and layers in step,
            // so a view's layer moves with its view.
            guard let host = self.view else { return }
            let index = anchor.flatMap { a in host.subviews.firstIndex(where: { $0.layer === a }) }
            host.insertSubview(view, at: index.map { $0 + 1 } ?? 0)
            return
        }
        layer.removeFromSuperlayer()
        sublayerOrder.insert(layer, after: anchor, viewLayers: view?.subviews.map(\.layer) ?? [])
        layer.ownSuperlayer = self
        layer.propertyDidChange("onOrderIn")
        propertyDidChange("sublayers")
    }

    /// The view's subviews changed: free-standing sublayers keep their places among the view layers
    /// that remain.
    func subviewsWillChange() -> [CALayer]? {
        sublayerOrder.isEmpty ? nil : sublayers
    }

    func subviewsDidChange(from previous: [CALayer]?, moved: [UIView] = []) {
        guard let previous else { return }
        sublayerOrder.reanchor(
            previous: previous, viewLayers: view?.subviews.map(\.layer) ?? [], moved: moved.map(\.layer))
    }

    // MARK: Drawing

    /// Draws the layer's content, over its background and under its sublayers and border, in its
    /// bounds' coordinates. Subclasses (gradient and shape layers, custom layers) override it; the default
    /// asks the delegate (`draw(_:in:)`). A view's layer draws its view's content and `draw(_:)` after it
    /// (`drawContent(in:)`).
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Called when the layer needs display (`displayIfNeeded()`, and before the layer is drawn): the
    /// delegate's `display(_:)`, else the default, which makes `draw(in:)` the layer's content. An override
    /// that sets `contents` shows them. A view's layer is displayed by its view (its `draw(_:)`).
    open func display() {
        guard view == nil else { return }
        if let ownDelegate { ownDelegate.display(self) } else { displayByDrawing() }
    }

    /// The default display: `contents` becomes the layer's backing store, which `draw(in:)` fills each time the
    /// layer is drawn (`LayerBackingStore`).
    package final func displayByDrawing() {
        ownDelegate?.layerWillDraw(self)
        contents = LayerBackingStore()
    }

    open func setNeedsDisplay() { needsDisplayFlag = true }

    /// The whole layer is displayed again: the snapshot redraws every layer anyway.
    open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

    open func needsDisplay() -> Bool { needsDisplayFlag }

    open func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    /// Whether changing `key` marks the layer as needing display; subclasses add their own keys.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    // MARK: Delegate and actions

    /// A view's layer's delegate is its view, as in UIKit.
    open var delegate: (any CALayerDelegate)? {
        get { ownDelegate ?? view }
        set { ownDelegate = newValue }
    }

    /// The action for `event`, searched as Core Animation documents: the delegate's `action(for:forKey:)`, then
    /// `actions`, then the `"actions"` of `style`, then the class's `defaultAction(forKey:)`; `NSNull` anywhere
    /// ends the search with nil.
    open func action(forKey event: String) -> (any CAAction)? {
        if let found = delegate?.action(for: self, forKey: event) { return found is NSNull ? nil : found }
        if let found = actions?[event] { return found is NSNull ? nil : found }
        if let styled = (style?["actions"] as? [String: any CAAction])?[event] {
            return styled is NSNull ? nil : styled
        }
        let fallback = type(of: self).defaultAction(forKey: event)
        return fallback is NSNull ? nil : fallback
    }

    /// None. A choice, kept here: Core Animation's implicit animations are not made, because a snapshot shows
    /// the model layer (see `CAAnimation`); an action an app supplies is run, and an animation it supplies is
    /// added to the layer.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

    /// A property of a free-standing layer changed: the class may ask for display, then the action for the key
    /// runs, unless the transaction disables actions. A view's layer runs none (its view answers none, as
    /// UIKit's does outside an animation block).
    private func propertyDidChange(_ key: String) {
        guard view == nil else { return }
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        guard !CATransaction.disableActions(), let action = action(forKey: key) else { return }
        action.run(forKey: key, object: self, arguments: nil)
    }

    /// All the layer draws between its background and its sublayers, in its bounds' coordinates (origin at the
    /// top-left): its class's `draw(in:)`, then for a view's layer the view's system content and `draw(_:)`.
    /// The renderer's one entry point into a layer's content; each part gets a context of its own, so that one
    /// part's fill colour or saved states never reach the next.
    package final func drawContent(in ctx: CGContext) throws(UndrawableContent) {
        displayIfNeeded()
        if let image = contents as? CGImage {
            drawContents(image, in: CGContext(cairo: ctx.cairo, scale: ctx.scale))
        }
        // Contents of the app's own replace what a custom layer's `draw(in:)` fills; shapes, gradients and text
        // draw over them, as Core Animation composites them.
        if !drawsInBackingStore {
            draw(in: ctx)
        } else if contents == nil || contents is LayerBackingStore {
            let store = CGContext(
                backingStoreOn: ctx.cairo, bounds: CGRect(origin: .zero, size: bounds.size), scale: ctx.scale)
            draw(in: store)
            store.finishBackingStore()
        }
        try view?.drawContent(in: CGContext(cairo: ctx.cairo, scale: ctx.scale))
    }

    /// Whether `draw(in:)` fills a backing store of the bounds (`CGContext(backingStoreOn:)`), as a custom
    /// layer's does; the layers whose content Core Animation draws itself (shapes, gradients, text) draw
    /// straight onto the surface, unclipped by their bounds.
    package var drawsInBackingStore: Bool { true }

    /// Why this layer cannot be drawn faithfully yet, or nil when it can (a conic gradient); the snapshot fails
    /// with the reason, after the class name of the view it belongs to.
    package var drawingProblem: String? {
        if let unmadeLayerClass {
            return
                "has a layerClass of its own, \(unmadeLayerClass), that OpenUIKit cannot make: Swift calls only a required initializer through a metatype, and CALayer's init() is not required (as in Core Animation), so the view's layer is a \(type(of: self))"
        }
        return transformProblem
    }

    /// How the sublayers are drawn: once, as they are, except in a replicator.
    package var sublayerInstances: [LayerInstance] { [.plain] }

    // MARK: Layout

    /// A view's layer is laid out with its view; a free-standing layer when `layoutIfNeeded()` runs, on it or
    /// during its host view's layout pass.
    open func setNeedsLayout() {
        if let view { view.setNeedsLayout() } else { needsLayoutStorage = true }
    }

    open func needsLayout() -> Bool { view?.needsLayoutFlag ?? needsLayoutStorage }

    /// For a view's layer, the view's `layoutSublayers(of:)` (which runs `layoutSubviews()`), as UIKit's layer
    /// asks its delegate; a custom layer overrides it to place its sublayers.
    open func layoutSublayers() {
        if let view { view.layoutSublayers(of: self) } else { ownDelegate?.layoutSublayers(of: self) }
    }

    open func layoutIfNeeded() {
        if let view {
            view.layoutIfNeeded()
            return
        }
        if needsLayoutStorage {
            needsLayoutStorage = false
            layoutSublayers()
        }
        for sublayer in sublayers ?? [] where sublayer.view == nil { sublayer.layoutIfNeeded() }
    }

    // MARK: Making layers

    /// A layer of this class, for a view's `layerClass`: each of the framework's classes makes itself. An app's own
    /// subclass gets its nearest framework class, and the layer says so (`unmadeLayerClass`), because Swift calls
    /// only a required initializer through a metatype.
    package class func makeLayer() -> CALayer { CALayer() }

    /// The copy `presentation()` shows, made with the framework class's `init(layer:)`.
    package func makePresentationCopy() -> CALayer { CALayer(layer: self) }

    /// The app's own `layerClass` this layer stands in for, when it could not be made (see `makeLayer()`).
    package var unmadeLayerClass: AnyClass?
}

public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}
