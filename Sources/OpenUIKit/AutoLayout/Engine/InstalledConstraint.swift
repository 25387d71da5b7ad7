import Cassowary

/// A constraint the layout engine holds, with its form in the solver.
struct InstalledConstraint {
    let constraint: NSLayoutConstraint
    /// nil while the constraint is broken (unsatisfiable) or cannot be expressed.
    let solverConstraint: Constraint?
    let signature: ConstraintSignature
}
