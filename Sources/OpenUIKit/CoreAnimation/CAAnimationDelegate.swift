import Foundation

/// Told when an animation starts and stops; both methods are optional, as in Core Animation. When they are
/// called here is decided in one place, `CAAnimation`'s documentation.
public protocol CAAnimationDelegate: NSObjectProtocol {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
