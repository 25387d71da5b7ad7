import TestSupport
import XCTest

@testable import Cassowary

final class RemovalTests: XCTestCase {
    func testRemovingEverythingLeavesAnEmptyTableau() throws {
        let system = try EnamlLikeSystem()
        let solver = Solver()
        for c in system.constraints { try solver.addConstraint(c) }
        for v in system.editVariables { try solver.addEditVariable(v, priority: system.editPriority) }
        try solver.suggestValue(system.variable("width"), 700)
        XCTAssertEqual(solver.tableau.invariantViolations(), [])
        var rng = SeededGenerator(seed: 3)
        var remaining = system.constraints
        while !remaining.isEmpty {
            let c = remaining.remove(at: rng.int(0...(remaining.count - 1)))
            try solver.removeConstraint(c)
            XCTAssertEqual(solver.tableau.invariantViolations(), [], "after removing \(c)")
            if remaining.count == 50 {
                try solver.suggestValue(system.variable("height"), 300)
                XCTAssertEqual(solver.tableau.invariantViolations(), [])
            }
        }
        for v in system.editVariables { try solver.removeEditVariable(v) }
        XCTAssertEqual(solver.tableau.invariantViolations(), [])
        XCTAssertTrue(solver.tableau.levels.isEmpty)
        XCTAssertTrue(solver.tableau.basicOf.allSatisfy { $0 < 0 })
        XCTAssertTrue(solver.tableau.externals.isEmpty, "variables no constraint mentions are forgotten")
        XCTAssertTrue(solver.tableau.symbolOfVariable.isEmpty)
        // And it is as good as new.
        for c in system.constraints { try solver.addConstraint(c) }
        for v in system.editVariables { try solver.addEditVariable(v, priority: system.editPriority) }
        let fresh = Solver()
        for c in system.constraints { try fresh.addConstraint(c) }
        for v in system.editVariables { try fresh.addEditVariable(v, priority: system.editPriority) }
        for s in [solver, fresh] {
            try s.suggestValue(system.variable("width"), 900)
            try s.suggestValue(system.variable("height"), 500)
        }
        // Reused symbol ids may pick another vertex of the same optimum: compare the objective.
        solver.updateVariables()
        let reused = violations(system)
        fresh.updateVariables()
        let expected = violations(system)
        XCTAssertEqual(reused.keys.sorted(), expected.keys.sorted())
        for (priority, amount) in expected { XCTAssertEqual(reused[priority]!, amount, accuracy: 1e-9) }
        XCTAssertEqual(solver.tableau.invariantViolations(), [])
    }

    /// Total violation per priority (required included, which must be 0), at the current values.
    private func violations(_ system: EnamlLikeSystem) -> [Double: Double] {
        var result: [Double: Double] = [:]
        for c in system.constraints {
            let value = c.expression.value
            let amount =
                c.relation == .equal ? abs(value) : c.relation == .greaterThanOrEqual ? max(0, -value) : max(0, value)
            result[c.priority, default: 0] += amount
        }
        result[system.editPriority, default: 0] +=
            abs(system.variable("width").value - 900) + abs(system.variable("height").value - 500)
        return result
    }

    func testConstraintChurnDoesNotGrowTheSolver() throws {
        // UIKit changes a constant by removing and re-adding its constraint, many times over.
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        let solver = Solver()
        try solver.addConstraint(Constraint(right - left - width, .equal))
        try solver.addConstraint(Constraint(left - 0, .greaterThanOrEqual))
        try solver.addEditVariable(width, priority: 500)
        var pin = Constraint(left - 0, .equal)
        var soft = Constraint(right - 100, .lessThanOrEqual, priority: 750)
        try solver.addConstraint(pin)
        try solver.addConstraint(soft)
        var symbolsAfterWarmUp = 0
        for step in 1...3000 {
            try solver.removeConstraint(pin)
            pin = Constraint(left - Double(step % 50), .equal)
            try solver.addConstraint(pin)
            try solver.removeConstraint(soft)
            soft = Constraint(right - Double(100 + step % 7), .lessThanOrEqual, priority: 750)
            try solver.addConstraint(soft)
            // A conflicting add in between changes nothing either.
            XCTAssertThrowsError(try solver.addConstraint(Constraint(left + 1, .equal)))
            try solver.suggestValue(width, Double(step % 90))
            if step == 10 { symbolsAfterWarmUp = solver.tableau.kinds.count }
            if step % 100 == 0 {
                XCTAssertEqual(solver.tableau.invariantViolations(), [], "step \(step)")
                solver.updateVariables()
                XCTAssertEqual(left.value, Double(step % 50))
                XCTAssertEqual(width.value, min(Double(step % 90), Double(100 + step % 7 - step % 50)))
            }
        }
        XCTAssertEqual(solver.tableau.kinds.count, symbolsAfterWarmUp, "symbols are reused")
        XCTAssertEqual(solver.tableau.invariantViolations(), [])
        try solver.suggestValue(width, 300)
        solver.updateVariables()
        // Last step: left == 0 (3000 % 50), right <= 104 (100 + 3000 % 7) at 750 beats width at 500.
        XCTAssertEqual(left.value, 0)
        XCTAssertEqual(width.value, 104)
        XCTAssertEqual(right.value, 104)
    }
}
