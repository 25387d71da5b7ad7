import Foundation

/// A cubic Bézier pacing: one of UIKit's curves, or two control points of one's own. The built-in curves'
/// control points are Core Animation's named timing functions' (`CAMediaTimingFunction`).
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    open private(set) var animationCurve: UIView.AnimationCurve
    open private(set) var controlPoint1: CGPoint
    open private(set) var controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// UIKit's default curve, ease in and out.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let points: (CGFloat, CGFloat, CGFloat, CGFloat)
        switch curve {
        case .easeInOut: points = (0.42, 0, 0.58, 1)
        case .easeIn: points = (0.42, 0, 1, 1)
        case .easeOut: points = (0, 0, 0.58, 1)
        case .linear: points = (0, 0, 1, 1)
        }
        controlPoint1 = CGPoint(x: points.0, y: points.1)
        controlPoint2 = CGPoint(x: points.2, y: points.3)
        isBuiltin = true
        super.init()
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        isBuiltin = false
        super.init()
    }

    /// Archives are not read (no nib or storyboard loading): UIKit's default curve.
    public required convenience init?(coder: NSCoder) { self.init() }

    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }
}
