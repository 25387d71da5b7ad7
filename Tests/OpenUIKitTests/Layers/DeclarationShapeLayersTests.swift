import OpenUIKit
import XCTest

// The layer and Core Animation declaration shapes checked against QuartzCore's headers and Apple's
// documentation, written as an app's subclasses write them (Swift 5 mode; the Swift 6 ones are in
// Tests/ClientCompatibility/Sources/ClientViews). Imported without @testable, so narrowing an initializer,
// making a member public instead of open, or a property get-only breaks the build here.

private struct RecordingAction: CAAction {
    let record: (String, Any) -> Void
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        record(event, anObject)
    }
}

private final class ShapeDisplayLayer: CALayer {
    var log: [String] = []

    override init() { super.init() }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var contents: Any? { didSet { log.append("contents") } }
    override var contentsGravity: CALayerContentsGravity { didSet {} }
    override var contentsRect: CGRect { didSet {} }
    override var contentsCenter: CGRect { didSet {} }
    override var contentsScale: CGFloat { didSet {} }
    override var contentsFormat: CALayerContentsFormat { didSet {} }
    override var minificationFilter: CALayerContentsFilter { didSet {} }
    override var magnificationFilter: CALayerContentsFilter { didSet {} }
    override var minificationFilterBias: Float { didSet {} }
    override var edgeAntialiasingMask: CAEdgeAntialiasingMask { didSet {} }
    override var needsDisplayOnBoundsChange: Bool { didSet {} }
    override var delegate: (any CALayerDelegate)? { didSet {} }
    override var actions: [String: any CAAction]? { didSet {} }
    override var style: [AnyHashable: Any]? { didSet {} }
    override var mask: CALayer? { didSet {} }
    override var shadowPath: CGPath? { didSet {} }
    override var zPosition: CGFloat { didSet {} }
    override var anchorPoint: CGPoint { didSet {} }
    override var sublayerTransform: CATransform3D { didSet {} }
    override var isDoubleSided: Bool { didSet {} }
    override var name: String? { didSet {} }

    override func display() {
        log.append("display")
        super.display()
    }
    override func draw(in ctx: CGContext) { log.append("draw(in:)") }
    override func setNeedsDisplay() {
        log.append("setNeedsDisplay")
        super.setNeedsDisplay()
    }
    override func setNeedsDisplay(_ r: CGRect) { super.setNeedsDisplay(r) }
    override func needsDisplay() -> Bool { super.needsDisplay() }
    override func displayIfNeeded() { super.displayIfNeeded() }
    override class func needsDisplay(forKey key: String) -> Bool {
        key == "cornerRadius" || super.needsDisplay(forKey: key)
    }
    override func action(forKey event: String) -> (any CAAction)? {
        log.append("action \(event)")
        return super.action(forKey: event)
    }
    override class func defaultAction(forKey event: String) -> (any CAAction)? {
        event == "shadowRadius" ? NSNull() : super.defaultAction(forKey: event)
    }
    override func hitTest(_ p: CGPoint) -> CALayer? { super.hitTest(p) }
    override func contains(_ p: CGPoint) -> Bool { super.contains(p) }
    override func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { super.convert(p, from: l) }
    override func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { super.convert(p, to: l) }
    override func convert(_ r: CGRect, from l: CALayer?) -> CGRect { super.convert(r, from: l) }
    override func convert(_ r: CGRect, to l: CALayer?) -> CGRect { super.convert(r, to: l) }
    override func preferredFrameSize() -> CGSize { super.preferredFrameSize() }
    override func affineTransform() -> CGAffineTransform { super.affineTransform() }
    override func setAffineTransform(_ m: CGAffineTransform) { super.setAffineTransform(m) }
    override func insertSublayer(_ layer: CALayer, at idx: UInt32) { super.insertSublayer(layer, at: idx) }
    override func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        super.insertSublayer(layer, below: sibling)
    }
    override func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        super.insertSublayer(layer, above: sibling)
    }
    override func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        super.replaceSublayer(oldLayer, with: newLayer)
    }
    override func needsLayout() -> Bool { super.needsLayout() }
}

/// A layer that only its own `contains(_:)` says a point is in: its left half.
private final class LeftHalfLayer: CALayer {
    var asked = 0
    override func contains(_ p: CGPoint) -> Bool {
        asked += 1
        return p.x >= bounds.minX && p.x < bounds.midX && p.y >= bounds.minY && p.y < bounds.maxY
    }
}

private final class ShapeLayerDelegate: NSObject, CALayerDelegate {
    var log: [String] = []
    var displays = true
    func display(_ layer: CALayer) {
        log.append("display(_:)")
        if !displays { layer.contents = nil }
    }
    func draw(_ layer: CALayer, in ctx: CGContext) { log.append("draw(_:in:)") }
    func layerWillDraw(_ layer: CALayer) { log.append("layerWillDraw(_:)") }
    func layoutSublayers(of layer: CALayer) { log.append("layoutSublayers(of:)") }
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        log.append("action(for:forKey:) \(event)")
        return nil
    }
}

/// A delegate that draws but does not display itself, so the layer's default display runs.
private final class DrawingOnlyDelegate: NSObject, CALayerDelegate {
    var log: [String] = []
    func layerWillDraw(_ layer: CALayer) { log.append("layerWillDraw(_:)") }
    func draw(_ layer: CALayer, in ctx: CGContext) { log.append("draw(_:in:)") }
}

private final class ShapeGradient: CAGradientLayer {
    override init() { super.init() }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var colors: [Any]? { didSet {} }
    override var locations: [NSNumber]? { didSet {} }
    override var startPoint: CGPoint { didSet {} }
    override var endPoint: CGPoint { didSet {} }
    override var type: CAGradientLayerType { didSet {} }
}

private final class ShapeShape: CAShapeLayer {
    override init() { super.init() }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var path: CGPath? { didSet {} }
    override var fillColor: CGColor? { didSet {} }
    override var fillRule: CAShapeLayerFillRule { didSet {} }
    override var strokeColor: CGColor? { didSet {} }
    override var lineWidth: CGFloat { didSet {} }
    override var lineCap: CAShapeLayerLineCap { didSet {} }
    override var lineJoin: CAShapeLayerLineJoin { didSet {} }
    override var miterLimit: CGFloat { didSet {} }
    override var lineDashPhase: CGFloat { didSet {} }
    override var lineDashPattern: [NSNumber]? { didSet {} }
    override var strokeStart: CGFloat { didSet {} }
    override var strokeEnd: CGFloat { didSet {} }
}

private final class ShapeText: CATextLayer {
    override init() { super.init() }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var string: Any? { didSet {} }
    override var font: CFTypeRef? { didSet {} }
    override var fontSize: CGFloat { didSet {} }
    override var foregroundColor: CGColor? { didSet {} }
    override var isWrapped: Bool { didSet {} }
    override var truncationMode: CATextLayerTruncationMode { didSet {} }
    override var alignmentMode: CATextLayerAlignmentMode { didSet {} }
    override var allowsFontSubpixelQuantization: Bool { didSet {} }
}

private final class ShapeReplicator: CAReplicatorLayer {
    override init() { super.init() }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var instanceCount: Int { didSet {} }
    override var preservesDepth: Bool { didSet {} }
    override var instanceDelay: CFTimeInterval { didSet {} }
    override var instanceTransform: CATransform3D { didSet {} }
    override var instanceColor: CGColor? { didSet {} }
    override var instanceRedOffset: Float { didSet {} }
    override var instanceGreenOffset: Float { didSet {} }
    override var instanceBlueOffset: Float { didSet {} }
    override var instanceAlphaOffset: Float { didSet {} }
}

private final class ShapeScroll: CAScrollLayer {
    var scrolled: [CGPoint] = []
    override init() { super.init() }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var scrollMode: CAScrollLayerScrollMode { didSet {} }
    override func scroll(to p: CGPoint) {
        scrolled.append(p)
        super.scroll(to: p)
    }
    override func scroll(to r: CGRect) { super.scroll(to: r) }
}

private final class ShapeTiled: CATiledLayer {
    override init() { super.init() }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var tileSize: CGSize { didSet {} }
    override var levelsOfDetail: Int { didSet {} }
    override var levelsOfDetailBias: Int { didSet {} }
    override class func fadeDuration() -> CFTimeInterval { 0 }
}

private final class ShapeEmitter: CAEmitterLayer {
    override init() { super.init() }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var emitterCells: [CAEmitterCell]? { didSet {} }
    override var birthRate: Float { didSet {} }
    override var lifetime: Float { didSet {} }
    override var emitterPosition: CGPoint { didSet {} }
    override var emitterZPosition: CGFloat { didSet {} }
    override var emitterSize: CGSize { didSet {} }
    override var emitterDepth: CGFloat { didSet {} }
    override var emitterShape: CAEmitterLayerEmitterShape { didSet {} }
    override var emitterMode: CAEmitterLayerEmitterMode { didSet {} }
    override var renderMode: CAEmitterLayerRenderMode { didSet {} }
    override var velocity: Float { didSet {} }
    override var scale: Float { didSet {} }
    override var spin: Float { didSet {} }
    override var seed: UInt32 { didSet {} }
}

private final class ShapeCell: CAEmitterCell {
    override var birthRate: Float { didSet {} }
    override var lifetime: Float { didSet {} }
    override var velocity: CGFloat { didSet {} }
    override var contents: Any? { didSet {} }
    override var color: CGColor? { didSet {} }
    override var emitterCells: [CAEmitterCell]? { didSet {} }
}

private final class ShapeBasic: CABasicAnimation {
    override init() { super.init() }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var fromValue: Any? { didSet {} }
    override var toValue: Any? { didSet {} }
    override var byValue: Any? { didSet {} }
    override var keyPath: String? { didSet {} }
    override var isAdditive: Bool { didSet {} }
    override var isCumulative: Bool { didSet {} }
    override var valueFunction: CAValueFunction? { didSet {} }
    override var duration: CFTimeInterval { didSet {} }
    override var timingFunction: CAMediaTimingFunction? { didSet {} }
    override var delegate: CAAnimationDelegate? { didSet {} }
    override var isRemovedOnCompletion: Bool { didSet {} }
    override var fillMode: CAMediaTimingFillMode { didSet {} }
    override class func defaultValue(forKey key: String) -> Any? { super.defaultValue(forKey: key) }
    override func shouldArchiveValue(forKey key: String) -> Bool { super.shouldArchiveValue(forKey: key) }
    override func copy(with zone: NSZone? = nil) -> Any { super.copy(with: zone) }
}

private final class ShapeKeyframe: CAKeyframeAnimation {
    override var values: [Any]? { didSet {} }
    override var path: CGPath? { didSet {} }
    override var keyTimes: [NSNumber]? { didSet {} }
    override var timingFunctions: [CAMediaTimingFunction]? { didSet {} }
    override var calculationMode: CAAnimationCalculationMode { didSet {} }
    override var rotationMode: CAAnimationRotationMode? { didSet {} }
}

private final class ShapeSpring: CASpringAnimation {
    override var mass: CGFloat { didSet {} }
    override var stiffness: CGFloat { didSet {} }
    override var damping: CGFloat { didSet {} }
    override var initialVelocity: CGFloat { didSet {} }
    override var settlingDuration: CFTimeInterval { super.settlingDuration }
}

private final class ShapeGroup: CAAnimationGroup {
    override var animations: [CAAnimation]? { didSet {} }
}

private final class ShapeTransition: CATransition {
    override var type: CATransitionType { didSet {} }
    override var subtype: CATransitionSubtype? { didSet {} }
    override var startProgress: Float { didSet {} }
    override var endProgress: Float { didSet {} }
}

private final class ShapeTimingFunction: CAMediaTimingFunction {
    override init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        super.init(controlPoints: c1x, c1y, c2x, c2y)
    }
    override func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        super.getControlPoint(at: idx, values: ptr)
    }
}

private final class ShapeTransaction: CATransaction {
    override class func begin() { super.begin() }
    override class func commit() { super.commit() }
    override class func flush() { super.flush() }
    override class func animationDuration() -> CFTimeInterval { super.animationDuration() }
    override class func disableActions() -> Bool { super.disableActions() }
}

/// A view that animates its own layer's opacity and draws into its layer, as an app's view overrides
/// `action(for:forKey:)` and `draw(_:in:)` (UIKit declares them on UIView, so they are overridable there).
private final class FadingView: UIView {
    var log: [String] = []
    override func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        log.append("action(for:forKey:) \(event)")
        return event == "opacity" ? CABasicAnimation(keyPath: event) : super.action(for: layer, forKey: event)
    }
    override func draw(_ layer: CALayer, in ctx: CGContext) {
        log.append("draw(_:in:)")
        super.draw(layer, in: ctx)
    }
    override func display(_ layer: CALayer) { super.display(layer) }
    override func layerWillDraw(_ layer: CALayer) { super.layerWillDraw(layer) }
}

final class DeclarationShapeLayersTests: XCTestCase {
    override func tearDown() {
        CATransaction.flush()
        super.tearDown()
    }

    func testDisplayRunsOnceWhenNeededAndTheClassSaysWhichKeysNeedIt() {
        let layer = ShapeDisplayLayer()
        XCTAssertFalse(layer.needsDisplay(), "a new layer does not need display, as in Core Animation")
        layer.displayIfNeeded()
        XCTAssertFalse(layer.log.contains("display"))
        layer.cornerRadius = 4
        XCTAssertTrue(layer.needsDisplay(), "needsDisplay(forKey:) said cornerRadius")
        XCTAssertTrue(layer.log.contains("setNeedsDisplay"))
        layer.displayIfNeeded()
        layer.displayIfNeeded()
        XCTAssertEqual(layer.log.filter { $0 == "display" }.count, 1)
        XCTAssertFalse(layer.needsDisplay())
        XCTAssertNotNil(layer.contents, "the default display gives the layer its backing store")
        layer.log = []
        layer.borderWidth = 1
        XCTAssertFalse(layer.needsDisplay(), "not a key the class names")
        layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertTrue(layer.needsDisplay())
    }

    func testNeedsDisplayOnBoundsChangeMarksAResize() {
        let layer = ShapeDisplayLayer()
        layer.needsDisplayOnBoundsChange = true
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertTrue(layer.needsDisplay())
        layer.displayIfNeeded()
        layer.bounds.origin = CGPoint(x: 5, y: 5)
        XCTAssertFalse(layer.needsDisplay(), "moving the bounds' origin does not resize")
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        XCTAssertTrue(layer.needsDisplay())
    }

    func testActionsAreSearchedAndRunWhenAPropertyChanges() {
        let layer = ShapeDisplayLayer()
        var runs: [String] = []
        layer.actions = [
            "opacity": RecordingAction { key, object in
                XCTAssertTrue(object as AnyObject === layer)
                runs.append(key)
            },
            "backgroundColor": NSNull(),
        ]
        layer.opacity = 0.5
        layer.backgroundColor = UIColor.red.cgColor
        layer.shadowRadius = 2
        XCTAssertEqual(runs, ["opacity"])
        XCTAssertTrue(layer.log.contains("action opacity"))
        XCTAssertTrue(layer.log.contains("action backgroundColor"))
        XCTAssertNil(layer.action(forKey: "backgroundColor"), "NSNull ends the search with nil")
        XCTAssertNil(layer.action(forKey: "shadowRadius"), "the class's default action, NSNull")
        XCTAssertNotNil(layer.action(forKey: "opacity"))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.25
        CATransaction.commit()
        XCTAssertEqual(runs, ["opacity"], "disabled actions do not run")
    }

    func testTheStylesActionsComeAfterTheLayersOwn() {
        let layer = CALayer()
        var runs: [String] = []
        layer.style = ["actions": ["position": RecordingAction { key, _ in runs.append("style " + key) }]]
        layer.position = CGPoint(x: 3, y: 3)
        layer.actions = ["position": RecordingAction { key, _ in runs.append("own " + key) }]
        layer.position = CGPoint(x: 4, y: 4)
        XCTAssertEqual(runs, ["style position", "own position"])
    }

    func testAnAnimationAsAnActionIsAddedUnderTheKey() {
        let layer = CALayer()
        let fade = CABasicAnimation()
        fade.duration = 2
        layer.actions = ["opacity": fade]
        layer.opacity = 0
        XCTAssertEqual(layer.animation(forKey: "opacity")?.duration, 2)
        XCTAssertEqual(layer.opacity, 0, "the model value is set")
    }

    func testOrderingInAndOutRunTheirActions() {
        let parent = CALayer()
        let child = CALayer()
        var runs: [String] = []
        let record = RecordingAction { key, _ in runs.append(key) }
        child.actions = ["onOrderIn": record, "onOrderOut": record]
        parent.actions = ["sublayers": record]
        parent.addSublayer(child)
        child.removeFromSuperlayer()
        XCTAssertEqual(runs, ["onOrderIn", "sublayers", "onOrderOut", "sublayers"])
    }

    func testTheDelegateIsAskedAsCoreAnimationAsksIt() {
        let layer = CALayer()
        let delegate = ShapeLayerDelegate()
        layer.delegate = delegate
        XCTAssertTrue(layer.delegate === delegate)
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        layer.opacity = 0.5
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            layer.draw(in: context.cgContext)
        }
        XCTAssertEqual(image.size, CGSize(width: 2, height: 2))
        XCTAssertEqual(
            delegate.log,
            ["layoutSublayers(of:)", "display(_:)", "action(for:forKey:) opacity", "draw(_:in:)"])
        XCTAssertNil(layer.contents, "a delegate that displays gives the contents itself")
    }

    func testADelegateWithoutDisplayLetsTheLayerDrawIntoItsBackingStore() {
        let layer = CALayer()
        let delegate = DrawingOnlyDelegate()
        layer.delegate = delegate
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        XCTAssertEqual(delegate.log, ["layerWillDraw(_:)"])
        XCTAssertNotNil(layer.contents)
    }

    func testAViewIsItsLayersDelegateAndAnswersNoAction() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertTrue(view.layer.delegate === view)
        XCTAssertNil(view.layer.action(forKey: "opacity"))
        XCTAssertTrue(view.action(for: view.layer, forKey: "position") is NSNull)
    }

    func testAViewSubclassAnswersItsLayersActionsAndDrawsIntoItsLayer() {
        let view = FadingView(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertTrue(view.layer.action(forKey: "opacity") is CABasicAnimation)
        XCTAssertNil(view.layer.action(forKey: "position"))
        _ = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            view.layer.draw(in: context.cgContext)
        }
        XCTAssertEqual(
            view.log, ["action(for:forKey:) opacity", "action(for:forKey:) position", "draw(_:in:)"])
    }

    func testHitTestingAndConversionUseTheGeometryAndTheOverrides() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let child = LeftHalfLayer()
        child.frame = CGRect(x: 50, y: 50, width: 100, height: 40)
        root.addSublayer(child)
        XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 60)) === child)
        XCTAssertTrue(root.hitTest(CGPoint(x: 140, y: 60)) === root, "the child's own contains(_:) says no")
        XCTAssertGreaterThan(child.asked, 0)
        XCTAssertNil(root.hitTest(CGPoint(x: 300, y: 10)))
        XCTAssertEqual(child.convert(CGPoint(x: 10, y: 10), to: root), CGPoint(x: 60, y: 60))
        XCTAssertEqual(child.convert(CGPoint(x: 60, y: 60), from: root), CGPoint(x: 10, y: 10))
        XCTAssertEqual(
            root.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: child),
            CGRect(x: 50, y: 50, width: 10, height: 10))
        child.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(child.convert(CGPoint(x: 50, y: 20), to: root), CGPoint(x: 100, y: 70), "about the centre")
        XCTAssertEqual(child.preferredFrameSize(), CGSize(width: 100, height: 40))
    }

    func testContentsPropertiesKeepTheirValuesAndDefaults() {
        let layer = ShapeDisplayLayer()
        XCTAssertNil(layer.contents)
        XCTAssertEqual(layer.contentsGravity, .resize)
        XCTAssertEqual(layer.contentsRect, CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(layer.contentsCenter, CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(layer.minificationFilter, .linear)
        XCTAssertEqual(layer.magnificationFilter, .linear)
        XCTAssertEqual(layer.contentsFormat, .RGBA8Uint)
        layer.contentsGravity = .resizeAspectFill
        layer.magnificationFilter = .nearest
        layer.contents = "not an image"
        XCTAssertEqual(layer.contentsGravity, .resizeAspectFill)
        XCTAssertEqual(layer.magnificationFilter, .nearest)
        XCTAssertEqual(layer.contents as? String, "not an image")
        XCTAssertTrue(layer.log.contains("contents"))
    }

    func testEveryLayerClassHasCoreAnimationsInitializers() {
        let layers: [CALayer] = [
            ShapeGradient(), ShapeShape(), ShapeText(), ShapeReplicator(), ShapeScroll(), ShapeTiled(),
            ShapeEmitter(), ShapeDisplayLayer(),
        ]
        for layer in layers {
            layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            XCTAssertEqual(layer.bounds.size, CGSize(width: 10, height: 10), "\(type(of: layer))")
        }
        XCTAssertEqual(ShapeTiled.fadeDuration(), 0)
        let scroll = ShapeScroll()
        scroll.scroll(to: CGRect(x: 5, y: 5, width: 1, height: 1))
        XCTAssertEqual(scroll.scrolled.count, 1, "scroll(to: CGRect) goes through scroll(to: CGPoint)")
        let cell = ShapeCell()
        cell.birthRate = 3
        XCTAssertEqual(ShapeCell.emitterCell().birthRate, 0)
    }

    func testAnimationSubclassesAndTimingHaveCoreAnimationsShapes() {
        let basic = ShapeBasic()
        basic.keyPath = "opacity"
        basic.fromValue = 0
        basic.toValue = 1
        XCTAssertEqual((basic.copy() as? CABasicAnimation)?.keyPath, "opacity")
        XCTAssertEqual(CAPropertyAnimation(keyPath: "position").keyPath, "position")
        let keyframe = ShapeKeyframe(keyPath: "position")
        keyframe.values = [0, 1]
        let spring = ShapeSpring(perceptualDuration: 0.5, bounce: 0.2)
        XCTAssertGreaterThan(spring.settlingDuration, 0)
        let group = ShapeGroup()
        group.animations = [basic, keyframe]
        let transition = ShapeTransition()
        transition.type = .push
        transition.subtype = .fromLeft
        var points: [Float] = [0, 0]
        ShapeTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1).getControlPoint(at: 1, values: &points)
        XCTAssertEqual(points, [0.25, 0.1])
        XCTAssertNotNil(CAMediaTimingFunction(name: .easeInEaseOut))
        XCTAssertNotNil(CAValueFunction(name: .rotateZ))
        ShapeTransaction.begin()
        XCTAssertFalse(ShapeTransaction.disableActions())
        ShapeTransaction.commit()
    }
}
