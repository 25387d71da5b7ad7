/// An incremental Cassowary solver with UIKit priority semantics: required constraints (priority
/// 1000) always hold; below that, each distinct priority is its own level of a lexicographic
/// objective, and within a level every constraint weighs the same (the sum of absolute violations
/// is minimised). Not thread-safe.
public final class Solver {
    var tableau = Tableau()

    public init() {}

    /// Adds a constraint. On error the solver is exactly as before the call.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        try tableau.addConstraint(constraint)
    }

    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        try tableau.removeConstraint(constraint)
    }

    public func hasConstraint(_ constraint: Constraint) -> Bool {
        tableau.recordOfConstraint[ObjectIdentifier(constraint)] != nil
    }

    /// Makes `variable` suggestible; `priority` must be in (0, 1000).
    public func addEditVariable(_ variable: Variable, priority: Double) throws(SolverError) {
        try tableau.addEditVariable(variable, priority: priority)
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try tableau.removeEditVariable(variable)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool {
        tableau.editOfVariable[ObjectIdentifier(variable)] != nil
    }

    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        try tableau.suggestValue(variable, value)
    }

    /// Writes the solution into every variable the solver knows.
    public func updateVariables() {
        tableau.updateVariables()
    }

    /// Removes every constraint and edit variable. Variables keep their last values.
    public func reset() {
        tableau = Tableau()
    }
}
