/// Work counters of a solver, for profiling (`bench solver --profile`): what a slow add spent its time on.
package struct SolverStatistics {
    /// Primal, artificial and dual pivots.
    package var pivots = 0
    /// Rows rewritten by substituting a symbol that became basic.
    package var rowSubstitutions = 0
    /// Cells read while merging one row into another.
    package var mergedCells = 0
    /// Cells read while substituting into the objective levels.
    package var objectiveCells = 0
    /// Adds that needed the artificial phase.
    package var artificialAdds = 0
    /// Soft rows a long step carried across their breakpoint (`Tableau.longStepLeavingSlot`), each
    /// one pivot of its own row instead of one of the entering symbol's whole column.
    package var crossings = 0

    /// When set, each pivot appends: entering kind, leaving kind, rows holding the entering symbol, pivot
    /// row length, and whether it is phase (0 primal, 1 dual).
    package var pivotLog: [(entering: String, leaving: String, column: Int, row: Int, dual: Bool)]?

    package init() {}
}
