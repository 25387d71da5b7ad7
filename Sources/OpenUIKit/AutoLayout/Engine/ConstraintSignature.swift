import Foundation

/// What a constraint's solver form depends on besides its items and attributes: when it changes, the solver
/// form is updated (in place when only the constant moved).
struct ConstraintSignature: Equatable {
    var constant: CGFloat
    var priority: Float
    var rightToLeft: Bool
    /// Which views vend the baselines the constraint uses and where those sit (see `baselineSignature`).
    var baselines: [Double] = []
}
