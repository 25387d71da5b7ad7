import Foundation

/// The damped harmonic oscillator m·x″ + c·x′ + k·x = 0 with x(0) = 1 and x′(0) = −v₀, in closed form for
/// each damping regime.
struct DampedSpring {
    let mass: Double
    let stiffness: Double
    let damping: Double
    let initialVelocity: Double

    var naturalFrequency: Double { sqrt(stiffness / mass) }
    var ratio: Double { damping / (2 * sqrt(stiffness * mass)) }

    func displacement(at time: Double) -> Double {
        let omega = naturalFrequency
        let zeta = ratio
        let v0 = initialVelocity
        if abs(zeta - 1) < 1e-9 {
            return exp(-omega * time) * (1 + (omega - v0) * time)
        }
        if zeta < 1 {
            let damped = omega * sqrt(1 - zeta * zeta)
            return exp(-zeta * omega * time) * (cos(damped * time) + (zeta * omega - v0) / damped * sin(damped * time))
        }
        let (slow, fast, slowWeight, fastWeight) = overdampedTerms
        return slowWeight * exp(slow * time) + fastWeight * exp(fast * time)
    }

    /// The two decay rates and their weights of an overdamped spring.
    private var overdampedTerms: (Double, Double, Double, Double) {
        let omega = naturalFrequency
        let zeta = ratio
        let root = sqrt(zeta * zeta - 1)
        let slow = -omega * (zeta - root)
        let fast = -omega * (zeta + root)
        let fastWeight = (-initialVelocity - slow) / (fast - slow)
        return (slow, fast, 1 - fastWeight, fastWeight)
    }

    /// The time after which the displacement's envelope stays below `threshold`; infinite without damping.
    func settlingTime(threshold: Double) -> Double {
        let omega = naturalFrequency
        let zeta = ratio
        let v0 = initialVelocity
        guard zeta > 0, omega > 0, omega.isFinite else { return .infinity }
        if zeta < 1 && abs(zeta - 1) >= 1e-9 {
            let damped = omega * sqrt(1 - zeta * zeta)
            let amplitude = sqrt(1 + pow((zeta * omega - v0) / damped, 2))
            return max(0, log(amplitude / threshold) / (zeta * omega))
        }
        let envelope: (Double) -> Double
        if abs(zeta - 1) < 1e-9 {
            envelope = { (1 + abs(omega - v0) * $0) * exp(-omega * $0) }
        } else {
            let (slow, fast, slowWeight, fastWeight) = overdampedTerms
            envelope = { abs(slowWeight) * exp(slow * $0) + abs(fastWeight) * exp(fast * $0) }
        }
        // Each envelope starts at or above 1, may rise, then falls for good: one crossing to bracket.
        var high = 1.0
        while envelope(high) >= threshold && high < 1e6 { high *= 2 }
        var low = 0.0
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if envelope(middle) >= threshold { low = middle } else { high = middle }
        }
        return high
    }
}
