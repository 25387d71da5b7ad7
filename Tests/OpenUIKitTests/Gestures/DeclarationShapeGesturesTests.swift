import OpenUIKit
import XCTest

// The declaration shapes of UIGestureRecognizer and its subclasses, UITouch and UIEvent, checked against
// UIKit's SDK headers (UIGestureRecognizerSubclass.h for the override points) and written as an app's
// subclasses write them (Swift 5 mode, no @testable), then assertions that the overrides run when UIKit runs them.

/// A recognizer that fails when the touch moves too far, the way app code writes one.
private final class DragThresholdRecognizer: UIGestureRecognizer {
    var log: [String] = []
    var start = CGPoint.zero

    override init(target: Any?, action: Selector?) { super.init(target: target, action: action) }

    override var state: UIGestureRecognizer.State { didSet {} }
    override var isEnabled: Bool { didSet {} }
    override var cancelsTouchesInView: Bool { didSet {} }
    override var delaysTouchesBegan: Bool { didSet {} }
    override var delaysTouchesEnded: Bool { didSet {} }
    override var numberOfTouches: Int { 1 }
    override var modifierFlags: UIKeyModifierFlags { super.modifierFlags }
    override var buttonMask: UIEvent.ButtonMask { super.buttonMask }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        start = touches.first?.location(in: view) ?? .zero
        log.append("began")
        state = .began
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let point = touches.first?.location(in: view) ?? .zero
        let next: UIGestureRecognizer.State = abs(point.x - start.x) > 20 ? .failed : .changed
        log.append(next == .failed ? "failed" : "changed")
        state = next
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        log.append("ended")
        state = .ended
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .cancelled }
    override func reset() {
        super.reset()
        log.append("reset")
        start = .zero
    }
    override func ignore(_ touch: UITouch, for event: UIEvent) { super.ignore(touch, for: event) }
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        super.canPrevent(preventedGestureRecognizer)
    }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        super.canBePrevented(by: preventingGestureRecognizer)
    }
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer is UITapGestureRecognizer
    }
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        super.shouldBeRequiredToFail(by: otherGestureRecognizer)
    }
    override func location(in view: UIView?) -> CGPoint { super.location(in: view) }
    override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        super.location(ofTouch: touchIndex, in: view)
    }
    override func addTarget(_ target: Any, action: Selector) { super.addTarget(target, action: action) }
    override func removeTarget(_ target: Any?, action: Selector?) { super.removeTarget(target, action: action) }
    override func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        super.require(toFail: otherGestureRecognizer)
    }
}

private final class ShapeTap: UITapGestureRecognizer {
    override init(target: Any?, action: Selector?) { super.init(target: target, action: action) }
    override var numberOfTapsRequired: Int { didSet {} }
    override var numberOfTouchesRequired: Int { didSet {} }
}

private final class ShapePan: UIPanGestureRecognizer {
    override var minimumNumberOfTouches: Int { didSet {} }
    override var maximumNumberOfTouches: Int { didSet {} }
    override func translation(in view: UIView?) -> CGPoint { super.translation(in: view) }
    override func setTranslation(_ translation: CGPoint, in view: UIView?) {
        super.setTranslation(translation, in: view)
    }
    override func velocity(in view: UIView?) -> CGPoint { super.velocity(in: view) }
    override func reset() { super.reset() }
}

private final class ShapeEdgePan: UIScreenEdgePanGestureRecognizer {
    override var edges: UIRectEdge { didSet {} }
}

private final class ShapeLongPress: UILongPressGestureRecognizer {
    override var minimumPressDuration: TimeInterval { didSet {} }
    override var allowableMovement: CGFloat { didSet {} }
    override var numberOfTapsRequired: Int { didSet {} }
}

private final class ShapePinch: UIPinchGestureRecognizer {
    override var scale: CGFloat { didSet {} }
    override var velocity: CGFloat { super.velocity }
}

private final class ShapeRotation: UIRotationGestureRecognizer {
    override var rotation: CGFloat { didSet {} }
    override var velocity: CGFloat { super.velocity }
}

private final class ShapeSwipe: UISwipeGestureRecognizer {
    override var direction: UISwipeGestureRecognizer.Direction { didSet {} }
    override var numberOfTouchesRequired: Int { didSet {} }
}

private final class ShapeTouch: UITouch {
    override var phase: UITouch.Phase { super.phase }
    override var tapCount: Int { super.tapCount }
    override var type: UITouch.TouchType { super.type }
    override var view: UIView? { super.view }
    override var window: UIWindow? { super.window }
    override var timestamp: TimeInterval { 12 }
    override var force: CGFloat { super.force }
    override var majorRadius: CGFloat { 22 }
    override var majorRadiusTolerance: CGFloat { super.majorRadiusTolerance }
    override var altitudeAngle: CGFloat { super.altitudeAngle }
    override var gestureRecognizers: [UIGestureRecognizer]? { super.gestureRecognizers }
    override func location(in view: UIView?) -> CGPoint { CGPoint(x: 3, y: 4) }
    override func previousLocation(in view: UIView?) -> CGPoint { CGPoint(x: 1, y: 2) }
    override func preciseLocation(in view: UIView?) -> CGPoint { super.preciseLocation(in: view) }
    override func precisePreviousLocation(in view: UIView?) -> CGPoint { super.precisePreviousLocation(in: view) }
}

private final class ShapeEvent: UIEvent {
    let touch: UITouch
    init(touch: UITouch) {
        self.touch = touch
        super.init()
    }
    override var type: UIEvent.EventType { .touches }
    override var subtype: UIEvent.EventSubtype { .none }
    override var timestamp: TimeInterval { 5 }
    override var allTouches: Set<UITouch>? { [touch] }
    override func touches(for view: UIView) -> Set<UITouch>? { touch.view === view ? [touch] : nil }
    override func touches(for window: UIWindow) -> Set<UITouch>? { nil }
    override func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? { super.touches(for: gesture) }
}

final class DeclarationShapeGesturesTests: XCTestCase {
    func testASubclassDrivesItsStateAndIsResetAfterItEnds() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let recognizer = DragThresholdRecognizer(target: nil, action: nil)
        view.addGestureRecognizer(recognizer)
        XCTAssertTrue(recognizer.view === view)
        let touch = UITouch(at: CGPoint(x: 10, y: 10), in: view)
        let event = ShapeEvent(touch: touch)
        recognizer.touchesBegan([touch], with: event)
        recognizer.touchesMoved([UITouch(at: CGPoint(x: 15, y: 10), in: view)], with: event)
        recognizer.touchesEnded([touch], with: event)
        XCTAssertEqual(recognizer.log, ["began", "changed", "ended", "reset"])
        XCTAssertEqual(recognizer.state, .possible)
        recognizer.log.removeAll()
        recognizer.touchesBegan([touch], with: event)
        recognizer.touchesMoved([UITouch(at: CGPoint(x: 50, y: 10), in: view)], with: event)
        XCTAssertEqual(recognizer.log, ["began", "failed", "reset"], "failing resets too")
        XCTAssertEqual(recognizer.state, .possible)
        XCTAssertTrue(recognizer.shouldRequireFailure(of: UITapGestureRecognizer()))
        XCTAssertEqual(recognizer.modifierFlags, [])
    }

    func testTouchesAndEventsCanBeSubclassed() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let touch = ShapeTouch()
        XCTAssertEqual(touch.majorRadius, 22)
        XCTAssertEqual(
            touch.precisePreviousLocation(in: nil), CGPoint(x: 1, y: 2), "the precise location follows the override")
        XCTAssertEqual(touch.preciseLocation(in: nil), CGPoint(x: 3, y: 4))
        let event = ShapeEvent(touch: UITouch(at: .zero, in: view))
        XCTAssertEqual(event.touches(for: view)?.count, 1)
        XCTAssertEqual(event.timestamp, 5)
        XCTAssertEqual(UITouch().majorRadius, 0)
    }

    func testRecognizerSubclassesKeepTheirDefaults() {
        XCTAssertEqual(ShapeTap(target: nil, action: nil).numberOfTapsRequired, 1)
        let pan = ShapePan()
        pan.setTranslation(CGPoint(x: 4, y: 0), in: nil)
        XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 4, y: 0))
        XCTAssertEqual(ShapeEdgePan().edges, [])
        XCTAssertEqual(ShapeLongPress().minimumPressDuration, 0.5)
        XCTAssertEqual(ShapePinch().scale, 1)
        XCTAssertEqual(ShapeRotation().rotation, 0)
        XCTAssertEqual(ShapeSwipe().direction, .right)
    }
}
