/// An incremental Cassowary solver with UIKit priority semantics: required constraints (priority
/// 1000) always hold; below that, each distinct priority is its own level of a lexicographic
/// objective, and within a level every constraint weighs the same (the sum of absolute violations
/// is minimised). Not thread-safe. A call that throws leaves the constraints and edit variables as
/// they were.
public final class Solver {
    var tableau = Tableau()
    var check = RequiredConstraintCheck()

    public init() {
        // Enough for a small screen's constraints (see `Tableau.reserveCapacity`).
        tableau.reserveCapacity(symbols: 256)
        check.reserveCapacity(128)
    }

    /// Adds a constraint. On error the solver is exactly as before the call.
    ///
    /// - Throws: `SolverError.duplicateConstraint` if the solver already holds it;
    ///   `.nonFiniteValue` for a NaN or infinite coefficient, constant or priority;
    ///   `.outOfSolvableRange` for a constant or coefficient outside `SolvableRange`;
    ///   `.unsatisfiableConstraint` for a required constraint that cannot hold together with the
    ///   required constraints already held (named in the error).
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        tableau.settleConstantBatch()
        try SolvableRange.check(constraint)
        try tableau.addConstraint(constraint)
        check.added(constraint)
    }

    /// - Throws: `SolverError.unknownConstraint` if the solver does not hold it.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        tableau.settleConstantBatch()
        try tableau.removeConstraint(constraint)
        check.removed(constraint)
    }

    public func hasConstraint(_ constraint: Constraint) -> Bool {
        tableau.recordOfConstraint[ObjectIdentifier(constraint)] != nil
    }

    /// Gives a held constraint a new expression constant in place: the solution follows as after
    /// removing the constraint and adding it back with that constant, at the cost of a
    /// `suggestValue` rather than of rebuilding its row.
    ///
    /// - Throws: `SolverError.unknownConstraint` if the solver does not hold it; `.nonFiniteValue`
    ///   for a NaN or infinite constant; `.outOfSolvableRange` for one outside `SolvableRange`;
    ///   `.unsatisfiableConstraint` when a required constraint
    ///   cannot hold at the new constant together with the other required constraints. Then the
    ///   constraint keeps its old constant, and the solution is the one it had before.
    public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        try SolvableRange.check(constant: constant, of: constraint)
        try tableau.updateConstant(of: constraint, to: constant)
    }

    /// Runs `body` with the constant updates of non-required constraints batched: each moves its
    /// rows' constants at once, and the dual simplex that repairs them runs once, at the end (or
    /// before any other operation inside `body`, which thus sees the solver as after one-by-one
    /// updates). Such an update cannot fail, so it throws only what it would throw alone (range
    /// checks, before any change). The optimum is the same as one update at a time; among equally
    /// good solutions, the dual simplex may end on another one.
    ///
    /// Why (issue 18, the card screen): every label re-measured at its solved width moves its
    /// hugging and compression constants. Repaired one at a time, each update left the scroll
    /// content's lowest-priority height wish to be traded to the next label: the row of that wish,
    /// which holds a term for every label of the screen, was pivoted from label to label, and each
    /// pivot merged it into the rows of the next label's symbols, which then held it too; time
    /// quadratic in the number of labels. One repair for the whole pass pivots it once.
    package func batchConstantUpdates<T>(_ body: () throws -> T) rethrows -> T {
        if tableau.batchingConstants { return try body() }
        tableau.beginConstantBatch()
        defer { tableau.endConstantBatch() }
        return try body()
    }

    /// Makes `variable` suggestible; `priority` must be in (0, 1000).
    ///
    /// - Throws: `SolverError.duplicateEditVariable` if it already is; `.nonFiniteValue` for a NaN or
    ///   infinite priority; `.badEditPriority` for a priority outside (0, 1000).
    public func addEditVariable(_ variable: Variable, priority: Double) throws(SolverError) {
        tableau.settleConstantBatch()
        try tableau.addEditVariable(variable, priority: priority)
    }

    /// - Throws: `SolverError.unknownEditVariable` if `variable` is not an edit variable.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        tableau.settleConstantBatch()
        try tableau.removeEditVariable(variable)
        check.editRemoved(variable)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool {
        tableau.editOfVariable[ObjectIdentifier(variable)] != nil
    }

    /// - Throws: `SolverError.unknownEditVariable` if `variable` is not an edit variable;
    ///   `.nonFiniteValue` for a NaN or infinite value; `.valueOutOfSolvableRange` beyond
    ///   `SolvableRange.maximumMagnitude`.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        try SolvableRange.check(suggestion: value, for: variable)
        tableau.settleConstantBatch()
        try tableau.suggestValue(variable, value)
        check.suggested(value, for: variable)
    }

    /// Writes the solution into every variable the solver knows.
    public func updateVariables() {
        tableau.settleConstantBatch()
        tableau.optimizeIfPending()
        tableau.updateVariables()
    }

    /// Whether a required equality that mentions a variable no held constraint mentions is held as
    /// that variable's definition, outside the simplex (see `Definition`; on by default). Turning it
    /// off affects only the constraints added afterwards. The solutions are the same; only rounding
    /// in the last bits of the values can differ.
    package var holdsDefinitions: Bool {
        get { tableau.definesFreshVariables }
        set { tableau.definesFreshVariables = newValue }
    }

    /// Live constraints from which the solver pivots on the shortest column and optimises only when
    /// the optimum is needed (see `Tableau.optimize`); from then on for good. Below it, Dantzig's
    /// rule after every add, whose choices among tied layouts the scene goldens record.
    package var sparsePivotingThreshold: Int {
        get { tableau.sparseThreshold }
        set { tableau.sparseThreshold = newValue }
    }

    /// Checks the values written by the last `updateVariables()` against every required constraint
    /// held, within `SolvableRange.relativeTolerance`: rounding can still break one inside the range.
    /// Reports rather than traps; the caller decides what to give up (the layout engine breaks it).
    ///
    /// - Throws: `SolverError.requiredConstraintViolated` naming the first one broken.
    public func verifyRequiredConstraints() throws(SolverError) {
        // Edit constraints are records too; their constant stays 0, so they leave the largest alone.
        var largest = 0.0
        for case let record? in tableau.records {
            let value = abs(record.constraint.expression.constant)
            if value > largest { largest = value }
        }
        if let (constraint, residual) = check.firstViolation(largestConstant: largest) {
            throw .requiredConstraintViolated(constraint, residual: residual)
        }
    }

    package var statistics: SolverStatistics {
        get { tableau.statistics }
        set { tableau.statistics = newValue }
    }

    /// Rows, cells and the longest row of the tableau now, and the cells of each objective level.
    package var shape: (rows: Int, cells: Int, longestRow: Int, levelCells: [Int]) {
        var rows = 0
        var cells = 0
        var longest = 0
        for slot in tableau.rows.indices where tableau.basicOf[slot] >= 0 {
            rows += 1
            cells += tableau.rows[slot].count
            longest = max(longest, tableau.rows[slot].count)
        }
        let levelCells = tableau.levels.map { level in level.liveMemberCount }
        return (rows, cells, longest, levelCells)
    }

    /// Removes every constraint and edit variable. Variables keep their last values.
    public func reset() {
        tableau = Tableau()
        check = RequiredConstraintCheck()
    }
}
