import Cassowary
import Foundation
import TestSupport

/// `bench solve FILE`: solves the systems of a text file with our solver and prints the results, for
/// differential checks against other solvers (scripts/peers/kiwi_diff.py). Input: blocks of
/// `system NAME`, constraint lines as in Benchmarks/enaml-like-constraints.txt, `edit VAR STRENGTH`,
/// `suggest VAR VALUE`, then `end`. Output per system: `system NAME`, `rejected INDEX` for each
/// constraint refused as unsatisfiable, one `VAR VALUE` line per variable in order of appearance, `end`.
/// SOLVE_SPARSE=1: sparse pivoting (shortest column, deferred optimum, long steps) from the first constraint, which
/// the solver otherwise turns on only from 1,000 constraints, so the differential check covers it on small systems.
enum SolveCommand {
    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.count == 1, let text = try? String(contentsOfFile: arguments[0], encoding: .utf8) else {
            print("usage: bench solve FILE")
            return 2
        }
        let sparse = ProcessInfo.processInfo.environment["SOLVE_SPARSE"] == "1"
        func newSolver() -> Solver {
            let solver = Solver()
            if sparse { solver.sparsePivotingThreshold = 0 }
            return solver
        }
        var solver = newSolver()
        var variables: [String: Variable] = [:]
        var order: [String] = []
        var constraintIndex = 0
        func variable(_ name: String) -> Variable {
            if let v = variables[name] { return v }
            let v = Variable(name)
            variables[name] = v
            order.append(name)
            return v
        }
        do {
            for line in text.split(separator: "\n") where !line.hasPrefix("#") {
                let words = line.split(separator: " ").map(String.init)
                switch words.first {
                case "system":
                    solver = newSolver()
                    variables = [:]
                    order = []
                    constraintIndex = 0
                    print(line)
                case "edit":
                    try solver.addEditVariable(variable(words[1]), priority: EnamlLikeSystem.priority(words[2]))
                case "suggest":
                    try solver.suggestValue(variable(words[1]), Double(words[2])!)
                case "end":
                    solver.updateVariables()
                    for name in order { print("\(name) \(variables[name]!.value)") }
                    print("end")
                default:
                    let constraint = try EnamlLikeSystem.constraint(words, line: String(line), variable: variable)
                    if !add(constraint, to: solver) { print("rejected \(constraintIndex)") }
                    constraintIndex += 1
                }
            }
        } catch {
            print("bench solve: \(error)")
            return 1
        }
        return 0
    }

    /// false when the constraint is rejected as unsatisfiable. (Kept out of `run`: a typed-throws
    /// catch pattern nested in another do/catch crashed the Swift 6.3 optimizer.)
    private static func add(_ constraint: Constraint, to solver: Solver) -> Bool {
        do {
            try solver.addConstraint(constraint)
            return true
        } catch {
            if case .unsatisfiableConstraint = error { return false }
            fatalError("bench solve: \(error)")
        }
    }
}
