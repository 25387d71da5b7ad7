import Foundation

/// A basic animation paced by a damped spring: a unit mass-spring-damper released one unit from its rest
/// point, with Core Animation's defaults (mass 1, stiffness 100, damping 10, no initial velocity; a positive
/// velocity moves towards the rest point, in distances per second).
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    /// Kept as set: the spring is integrated as its parameters say, overdamped or not.
    open var allowsOverdamping = false

    /// A spring that settles in about `perceptualDuration` seconds and overshoots by `bounce` (0 none, up to
    /// 1 undamped; negative values overdamp). A choice, since Core Animation does not publish the mapping:
    /// the one Apple presented for iOS 17 springs (WWDC23 "Animate with springs"), unit mass, stiffness
    /// (2π / duration)², damping 4π(1 − bounce) / duration, or 4π / (duration (1 + bounce)) when overdamped.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let duration = max(perceptualDuration, 0.001)
        mass = 1
        stiffness = pow(2 * .pi / duration, 2)
        damping = bounce >= 0 ? 4 * .pi * (1 - bounce) / duration : 4 * .pi / (duration * (1 + bounce))
    }

    /// The period of the undamped spring (the inverse of `init(perceptualDuration:bounce:)`).
    open var perceptualDuration: CFTimeInterval { 2 * .pi / sqrt(Double(stiffness / mass)) }

    /// 1 − damping ratio when underdamped, 1 / ratio − 1 when overdamped.
    open var bounce: CGFloat {
        let ratio = CGFloat(spring.ratio)
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// When the spring's swing around its rest point stays under a thousandth of the distance travelled, the
    /// threshold Apple documents for SwiftUI's `Spring.settlingDuration`. For Core Animation's documented
    /// example (damping 5, otherwise defaults) this gives 2.78 s against "approximately 2.85", and 0.98 s for
    /// damping 15 against "just over 1 second"
    /// (https://developer.apple.com/documentation/quartzcore/caspringanimation/settlingduration).
    open var settlingDuration: CFTimeInterval { spring.settlingTime(threshold: 0.001) }

    override func emptyCopy() -> CAAnimation { CASpringAnimation() }

    override func property(forKey key: String) -> Any?? {
        switch key {
        case "mass": return mass
        case "stiffness": return stiffness
        case "damping": return damping
        case "initialVelocity": return initialVelocity
        default: return super.property(forKey: key)
        }
    }

    override func setProperty(_ value: Any?, forKey key: String) -> Bool {
        let number = KeyValue.double(value).map { CGFloat($0) }
        switch key {
        case "mass": mass = number ?? mass
        case "stiffness": stiffness = number ?? stiffness
        case "damping": damping = number ?? damping
        case "initialVelocity": initialVelocity = number ?? initialVelocity
        default: return super.setProperty(value, forKey: key)
        }
        return true
    }

    override func copyState(to copy: CAAnimation) {
        super.copyState(to: copy)
        guard let copy = copy as? CASpringAnimation else { return }
        copy.mass = mass
        copy.stiffness = stiffness
        copy.damping = damping
        copy.initialVelocity = initialVelocity
        copy.allowsOverdamping = allowsOverdamping
    }

    private var spring: DampedSpring {
        DampedSpring(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity))
    }

    /// The spring's progress after `basicTime` seconds: its timing is physical, not a fraction of the
    /// duration, which only cuts it off.
    override func progress(atBasicTime basicTime: CFTimeInterval) -> Double {
        1 - spring.displacement(at: basicTime)
    }
}
