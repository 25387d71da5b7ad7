import Foundation

/// One finger on the screen. Nothing produces touches on Linux; the type exists so that responder and
/// gesture-recognizer overrides written against UIKit compile, and a test may make one at a point.
@preconcurrency @MainActor
open class UITouch: NSObject {
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    public enum TouchType: Int, Sendable { case direct, indirect, pencil, indirectPointer }

    open internal(set) var phase: Phase = .began
    open internal(set) var tapCount = 1
    open internal(set) var type: TouchType = .direct
    open internal(set) weak var view: UIView?
    open var window: UIWindow? { view?.window }
    open var timestamp: TimeInterval { 0 }
    open var force: CGFloat { 0 }
    open var maximumPossibleForce: CGFloat { 0 }
    open var gestureRecognizers: [UIGestureRecognizer]? { view?.gestureRecognizers }
    /// A finger's contact radius; a touch made by code has none.
    open var majorRadius: CGFloat { 0 }
    open var majorRadiusTolerance: CGFloat { 0 }
    open var altitudeAngle: CGFloat { .pi / 2 }
    private var locationInView = CGPoint.zero

    public override init() { super.init() }

    /// A touch at `point` in `view`'s coordinates.
    public init(at point: CGPoint, in view: UIView, phase: Phase = .began) {
        self.view = view
        self.locationInView = point
        self.phase = phase
        super.init()
    }

    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return locationInView }
        return own.convert(locationInView, to: view)
    }

    open func previousLocation(in view: UIView?) -> CGPoint { location(in: view) }
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }
}
