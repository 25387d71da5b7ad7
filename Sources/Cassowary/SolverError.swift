/// Errors thrown by `Solver`. A failed call leaves the solver exactly as it was.
// Constraint and Variable are plain non-Sendable classes (Variable.value is written by the solver);
// errors must be Sendable in Swift 6, so the payload is vouched for instead of checked.
public enum SolverError: Error, Equatable, @unchecked Sendable {
    /// `conflicting`: the required constraints already in the solver that, together with the new one,
    /// cannot hold (derived from the infeasibility certificate of the simplex tableau).
    case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
    case duplicateConstraint(Constraint)
    case unknownConstraint(Constraint)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// Edit variables must have a priority in (0, 1000).
    case badEditPriority(Double)
    /// A NaN or infinite coefficient, constant, suggested value or priority.
    case nonFiniteValue(String)
    /// A constraint whose constant or a coefficient lies outside `SolvableRange`, with what is out.
    case outOfSolvableRange(Constraint, String)
    /// A suggested value outside `SolvableRange.maximumMagnitude`.
    case valueOutOfSolvableRange(String)
    /// From `Solver.verifyRequiredConstraints()`: the solution breaks this required constraint by
    /// `residual` (the value of its expression; NaN when the solution is not a number).
    case requiredConstraintViolated(Constraint, residual: Double)
}
