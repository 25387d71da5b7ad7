import Foundation

/// A spring pacing, by damping ratio or by the physical mass, stiffness and damping, with an initial
/// velocity. `init()` is a choice, kept here (UIKit publishes no values for its default spring): critically
/// damped, starting at rest.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    open private(set) var initialVelocity: CGVector

    public override convenience init() { self.init(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0)) }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        super.init()
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        super.init()
    }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// Archives are not read (no nib or storyboard loading): the default spring.
    public required convenience init?(coder: NSCoder) { self.init() }

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }
}
