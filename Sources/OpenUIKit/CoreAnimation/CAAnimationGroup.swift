import Foundation

/// Runs `animations` together on the group's time line: each child's `beginTime` counts from the group's
/// start, and the group's duration cuts them off.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    override func emptyCopy() -> CAAnimation { CAAnimationGroup() }

    override func property(forKey key: String) -> Any?? {
        key == "animations" ? .some(animations) : super.property(forKey: key)
    }

    override func setProperty(_ value: Any?, forKey key: String) -> Bool {
        guard key == "animations" else { return super.setProperty(value, forKey: key) }
        animations = value as? [CAAnimation]
        return true
    }

    override func copyState(to copy: CAAnimation) {
        super.copyState(to: copy)
        (copy as? CAAnimationGroup)?.animations = animations
    }

    override func apply(to presentation: CALayer, model: CALayer, atParentTime time: CFTimeInterval) {
        guard let groupTime = basicTime(atParentTime: time) else { return }
        for animation in animations ?? [] {
            animation.apply(to: presentation, model: model, atParentTime: groupTime)
        }
    }
}
