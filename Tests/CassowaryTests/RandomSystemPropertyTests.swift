import TestSupport
import XCTest

@testable import Cassowary

/// Seeded random systems checked against `DenseLexicographicLP`: required constraints hold, the
/// vector of violations per priority level is the lexicographic optimum, failed adds are real
/// conflicts with a valid explanation, and removals and edits keep all of that true.
final class RandomSystemPropertyTests: XCTestCase {
    private struct Entry {
        let constraint: Constraint
        let item: DenseLexicographicLP.Item
    }

    /// Breakpoints crossed by long steps in the systems checked so far.
    private var crossings = 0

    /// The small systems' seeds and the larger ones' (everyday, a sample of them: `SolverSweeps`).
    private static let seeds = UInt64(1)...SolverSweeps.choose(everyday: 60, full: 200)
    private static let largerSeeds = UInt64(1001)...SolverSweeps.choose(everyday: 1003, full: 1008)

    private static let priorities: [Double] = [0.5, 1, 250, 250.5, 749, 750, 751, 999]
    private static let coefficients: [Double] = [-2, -1, -0.5, 0.5, 1, 1, 2, 3]

    func testLexicographicOptimumOnRandomSystems() throws {
        var checks = 0
        for seed in Self.seeds {
            checks += try checkSystem(seed: seed)
        }
        XCTAssertGreaterThan(checks, 4 * Self.seeds.count)
    }

    /// Fewer, larger systems: long rows and columns exercise the merge and column bookkeeping.
    func testLexicographicOptimumOnLargerSystems() throws {
        for seed in Self.largerSeeds {
            _ = try checkSystem(seed: seed, variables: 9...12, steps: 30...45, referenceEvery: 9)
        }
    }

    /// The same systems with sparse pivoting from the first constraint (the solver turns it on at
    /// 1,000): the shortest-column rule and optimisation deferred to the next read, suggestion,
    /// constant update or removal must reach the same optimum and the same kind of errors.
    func testLexicographicOptimumWithSparsePivoting() throws {
        var checks = 0
        crossings = 0
        for seed in Self.seeds {
            checks += try checkSystem(seed: seed, sparse: true)
        }
        XCTAssertGreaterThan(checks, 4 * Self.seeds.count)
        for seed in Self.largerSeeds {
            _ = try checkSystem(seed: seed, variables: 9...12, steps: 30...45, referenceEvery: 9, sparse: true)
        }
        // Long steps (sparse pivoting only) were taken, so the optima above cover them.
        XCTAssertGreaterThan(crossings, SolverSweeps.choose(everyday: 15, full: 40))
    }

    /// Constant updates inside `batchConstantUpdates` (the dual simplex once, at the end, or before a
    /// required constraint's update) reach the same optimum and the same errors as one by one.
    func testBatchedConstantUpdatesReachTheLexicographicOptimum() throws {
        var checks = 0
        for seed in Self.seeds {
            checks += try checkSystem(seed: seed, batched: true)
            checks += try checkSystem(seed: seed, sparse: true, batched: true)
        }
        XCTAssertGreaterThan(checks, 8 * Self.seeds.count)
    }

    private func randomItem(
        _ rng: inout SeededGenerator, variableCount: Int, witness: [Double], required: Bool, feasible: Bool
    ) -> DenseLexicographicLP.Item {
        var coefficients = [Double](repeating: 0, count: variableCount)
        for _ in 0..<rng.int(1...3) {
            coefficients[rng.int(0...(variableCount - 1))] += rng.element(Self.coefficients)
        }
        let relation = rng.element([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
        var constant: Double
        if required && feasible {
            let atWitness = zip(coefficients, witness).reduce(0) { $0 + $1.0 * $1.1 }
            let margin = Double(rng.int(0...4))
            switch relation {
            case .equal: constant = -atWitness
            case .greaterThanOrEqual: constant = -atWitness + margin
            case .lessThanOrEqual: constant = -atWitness - margin
            }
        } else {
            constant = Double(rng.int(-30...30))
        }
        return .init(
            coefficients: coefficients, constant: constant, relation: relation,
            priority: required ? 1000 : rng.element(Self.priorities))
    }

    private func constraint(for item: DenseLexicographicLP.Item, _ variables: [Variable]) -> Constraint {
        var expression = LinearExpression(constant: item.constant)
        for (i, c) in item.coefficients.enumerated() where c != 0 {
            expression = expression + c * variables[i]
        }
        return Constraint(expression, item.relation, priority: item.priority)
    }

    /// Returns the number of optimum comparisons made.
    private func checkSystem(
        seed: UInt64, variables variableCount: ClosedRange<Int> = 2...5, steps: ClosedRange<Int> = 3...10,
        referenceEvery: Int = 1, sparse: Bool = false, batched: Bool = false
    ) throws -> Int {
        var rng = SeededGenerator(seed: seed)
        let n = rng.int(variableCount)
        var verifications = 0
        let variables = (0..<n).map { Variable("x\($0)") }
        let witness = (0..<n).map { _ in Double(rng.int(-20...20)) }
        let solver = Solver()
        if sparse { solver.sparsePivotingThreshold = 0 }
        var entries: [Entry] = []
        var edits: [(variable: Int, priority: Double, value: Double)] = []
        var checks = 0

        func verify(_ context: String) {
            verifications += 1
            var items = entries.map(\.item)
            for edit in edits {
                var coefficients = [Double](repeating: 0, count: n)
                coefficients[edit.variable] = 1
                items.append(
                    .init(coefficients: coefficients, constant: -edit.value, relation: .equal, priority: edit.priority))
            }
            XCTAssertEqual(solver.tableau.invariantViolations(), [], "seed \(seed) \(context)")
            solver.updateVariables()
            let values = variables.map(\.value)
            let levels = Array(Set(items.filter { $0.priority < 1000 }.map(\.priority))).sorted(by: >)
            var ours = [Double](repeating: 0, count: levels.count)
            for item in items {
                let value = zip(item.coefficients, values).reduce(item.constant) { $0 + $1.0 * $1.1 }
                XCTAssertFalse(value.isNaN)
                let violation: Double
                switch item.relation {
                case .equal: violation = abs(value)
                case .greaterThanOrEqual: violation = max(0, -value)
                case .lessThanOrEqual: violation = max(0, value)
                }
                if item.priority >= 1000 {
                    XCTAssertLessThan(violation, 1e-6, "seed \(seed) \(context): required violated")
                } else {
                    ours[levels.firstIndex(of: item.priority)!] += violation
                }
            }
            guard verifications % referenceEvery == 0 else { return }
            guard let reference = DenseLexicographicLP.optimalViolations(variableCount: n, items: items, levels: levels)
            else {
                XCTFail("seed \(seed) \(context): reference finds the accepted system infeasible")
                return
            }
            for (level, (a, b)) in zip(levels, zip(ours, reference)) {
                XCTAssertEqual(a, b, accuracy: 1e-6 * max(1, abs(b)), "seed \(seed) \(context): level \(level)")
            }
            checks += 1
        }

        for step in 0..<rng.int(steps) {
            let required = rng.chance(45)
            let feasible = !rng.chance(15)
            let item = randomItem(&rng, variableCount: n, witness: witness, required: required, feasible: feasible)
            let constraint = constraint(for: item, variables)
            do {
                try solver.addConstraint(constraint)
                entries.append(Entry(constraint: constraint, item: item))
            } catch {
                guard case .unsatisfiableConstraint(let failed, let conflicting) = error else {
                    XCTFail("seed \(seed): unexpected \(error)")
                    continue
                }
                XCTAssertTrue(failed === constraint)
                XCTAssertFalse(solver.hasConstraint(constraint))
                let items = entries.map(\.item) + [item]
                XCTAssertNil(
                    DenseLexicographicLP.optimalViolations(variableCount: n, items: items, levels: []),
                    "seed \(seed): rejected a satisfiable constraint")
                // The explanation alone must already conflict with the new constraint.
                var explanation = [item]
                for c in conflicting {
                    guard let entry = entries.first(where: { $0.constraint === c }) else {
                        XCTFail("seed \(seed): explanation names a constraint not in the solver")
                        continue
                    }
                    XCTAssertGreaterThanOrEqual(entry.item.priority, 1000)
                    explanation.append(entry.item)
                }
                XCTAssertNil(
                    DenseLexicographicLP.optimalViolations(variableCount: n, items: explanation, levels: []),
                    "seed \(seed): explanation is not a conflict")
            }
            verify("after add \(step)")
        }

        for _ in 0..<rng.int(0...2) {
            let variable = rng.int(0...(n - 1))
            if edits.contains(where: { $0.variable == variable }) { continue }
            let priority = rng.element([1, 250, 500, 750, 999.0])
            try solver.addEditVariable(variables[variable], priority: priority)
            edits.append((variable, priority, 0))
            verify("after edit variable")
        }
        for step in 0..<(edits.isEmpty ? 0 : rng.int(1...6)) {
            let index = rng.int(0...(edits.count - 1))
            let value = Double(rng.int(-40...40)) / 2
            try solver.suggestValue(variables[edits[index].variable], value)
            edits[index].value = value
            verify("after suggestion \(step)")
        }

        func updateConstants() throws {
            for step in 0..<(entries.isEmpty ? 0 : rng.int(0...6)) {
                let index = rng.int(0...(entries.count - 1))
                let old = entries[index]
                let item = DenseLexicographicLP.Item(
                    coefficients: old.item.coefficients, constant: old.item.constant + Double(rng.int(-8...8)),
                    relation: old.item.relation, priority: old.item.priority)
                do {
                    try solver.updateConstant(of: old.constraint, to: item.constant)
                    entries[index] = Entry(constraint: old.constraint, item: item)
                } catch {
                    guard case .unsatisfiableConstraint(let failed, _) = error else {
                        XCTFail("seed \(seed): unexpected \(error)")
                        continue
                    }
                    XCTAssertTrue(failed === old.constraint)
                    XCTAssertEqual(
                        old.constraint.expression.constant, old.item.constant, "seed \(seed): old constant kept")
                    var items = entries.map(\.item)
                    items[index] = item
                    XCTAssertNil(
                        DenseLexicographicLP.optimalViolations(variableCount: n, items: items, levels: []),
                        "seed \(seed): refused a satisfiable constant")
                }
                // Inside a batch the tableau waits for its repair; the optimum is checked after it.
                if !batched { verify("after constant update \(step)") }
            }
        }
        if batched {
            try solver.batchConstantUpdates(updateConstants)
            verify("after batched constant updates")
        } else {
            try updateConstants()
        }

        while !entries.isEmpty && rng.chance(70) {
            let entry = entries.remove(at: rng.int(0...(entries.count - 1)))
            try solver.removeConstraint(entry.constraint)
            verify("after removal")
        }
        if let edit = edits.first, rng.chance(50) {
            try solver.removeEditVariable(variables[edit.variable])
            edits.removeFirst()
            verify("after edit removal")
        }
        crossings += solver.statistics.crossings
        return checks
    }
}
