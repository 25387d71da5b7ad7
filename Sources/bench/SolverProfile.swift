import Cassowary
import Foundation
import TestSupport

/// `bench solver --profile N`: adds the UIKit-like hierarchy of N views one constraint at a time and prints
/// where the time goes: the tableau's shape and the solver's work counters every tenth of the way, and the
/// slowest adds with what they cost. PROFILE_TRACE=K logs the pivots of add K; PROFILE_TRACE=-2 those of the
/// final optimisation (sparse pivoting defers it to `updateVariables`) over columns of more than 100 rows.
enum SolverProfile {
    static func run(viewCount: Int, seed: UInt64) throws {
        let hierarchy = UIKitLikeHierarchy(viewCount: viewCount, seed: seed)
        let (_, constraints) = hierarchy.makeConstraints()
        let solver = Solver()
        var slowest: [(time: Double, index: Int, pivots: Int, merged: Int, objective: Int)] = []
        var total = 0.0
        var timeByPriority: [Double: Double] = [:]
        print("profile: \(viewCount) views, seed \(seed), \(constraints.count) constraints")
        let traced = ProcessInfo.processInfo.environment["PROFILE_TRACE"].flatMap { Int($0) } ?? -1
        for (index, c) in constraints.enumerated() {
            if index == traced { solver.statistics.pivotLog = [] }
            defer {
                if index == traced {
                    for p in solver.statistics.pivotLog! { print("    pivot \(p)") }
                    solver.statistics.pivotLog = nil
                }
            }
            let before = solver.statistics
            let t = try SolverBenchmark.seconds { try solver.addConstraint(c) }
            let after = solver.statistics
            total += t
            timeByPriority[c.priority, default: 0] += t
            slowest.append(
                (
                    t, index, after.pivots - before.pivots, after.mergedCells - before.mergedCells,
                    after.objectiveCells - before.objectiveCells
                ))
            if (index + 1) % max(1, constraints.count / 10) == 0 || index == constraints.count - 1 {
                let shape = solver.shape
                print(
                    String(
                        format: "  %6d added %9.1f ms  pivots %7d  substitutions %9d  merged cells %11d  "
                            + "objective cells %11d  artificial %5d  rows %6d  cells %8d  longest %5d  levels %@",
                        index + 1, total * 1e3, after.pivots, after.rowSubstitutions, after.mergedCells,
                        after.objectiveCells, after.artificialAdds, shape.rows, shape.cells, shape.longestRow,
                        shape.levelCells.map(String.init).joined(separator: "/")))
            }
        }
        if traced == -2 { solver.statistics.pivotLog = [] }
        let before = solver.statistics
        let t = SolverBenchmark.seconds { solver.updateVariables() }
        let after = solver.statistics
        print(
            "  final optimize: \(after.pivots - before.pivots) pivots, \(after.crossings - before.crossings) "
                + "crossings, \(after.mergedCells - before.mergedCells) merged cells, "
                + "\(after.objectiveCells - before.objectiveCells) objective cells")
        if traced == -2 {
            let log = solver.statistics.pivotLog!
            // PROFILE_TRACE_COLUMN: the column length above which a pivot is listed (100).
            let floor = ProcessInfo.processInfo.environment["PROFILE_TRACE_COLUMN"].flatMap { Int($0) } ?? 100
            let heavy = log.filter { $0.column > floor }
            print("  final optimize: \(log.count) pivots, \(heavy.count) with columns over \(floor) rows:")
            // PROFILE_TRACE_LIMIT: how many of them to list (60).
            let limit = ProcessInfo.processInfo.environment["PROFILE_TRACE_LIMIT"].flatMap { Int($0) } ?? 60
            for p in heavy.prefix(limit) { print("    pivot \(p)") }
            solver.statistics.pivotLog = nil
        }
        print(String(format: "  updateVariables %.2f ms", t * 1e3))
        print(
            "  time by priority: "
                + timeByPriority.sorted { $0.key > $1.key }.map {
                    String(format: "%g: %.1f ms", $0.key, $0.value * 1e3)
                }.joined(separator: ", "))
        print("  slowest adds:")
        for entry in slowest.sorted(by: { $0.time > $1.time }).prefix(8) {
            print(
                String(
                    format: "    #%d %.2f ms, %d pivots, %d merged cells, %d objective cells: %@", entry.index,
                    entry.time * 1e3, entry.pivots, entry.merged, entry.objective, constraints[entry.index].description)
            )
        }
    }
}
