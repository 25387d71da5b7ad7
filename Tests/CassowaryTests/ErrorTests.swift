import TestSupport
import XCTest

@testable import Cassowary

final class ErrorTests: XCTestCase {
    private func error(_ body: () throws(SolverError) -> Void) -> SolverError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    func testDuplicateAndUnknownConstraint() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = Constraint(x - 1, .equal)
        try solver.addConstraint(c)
        XCTAssertTrue(solver.hasConstraint(c))
        XCTAssertEqual(error { () throws(SolverError) in try solver.addConstraint(c) }, .duplicateConstraint(c))
        try solver.removeConstraint(c)
        XCTAssertFalse(solver.hasConstraint(c))
        XCTAssertEqual(error { () throws(SolverError) in try solver.removeConstraint(c) }, .unknownConstraint(c))
        // Equal-looking but distinct constraints are different constraints.
        XCTAssertNotEqual(Constraint(x - 1, .equal), c)
    }

    func testEditVariableErrors() throws {
        let x = Variable("x")
        let solver = Solver()
        XCTAssertEqual(error { () throws(SolverError) in try solver.suggestValue(x, 1) }, .unknownEditVariable(x))
        XCTAssertEqual(error { () throws(SolverError) in try solver.removeEditVariable(x) }, .unknownEditVariable(x))
        for bad in [1000, 1001, 0, -5] as [Double] {
            XCTAssertEqual(
                error { () throws(SolverError) in try solver.addEditVariable(x, priority: bad) }, .badEditPriority(bad))
        }
        XCTAssertFalse(solver.hasEditVariable(x))
        try solver.addEditVariable(x, priority: 999)
        XCTAssertTrue(solver.hasEditVariable(x))
        XCTAssertEqual(
            error { () throws(SolverError) in try solver.addEditVariable(x, priority: 500) }, .duplicateEditVariable(x))
        try solver.removeEditVariable(x)
        XCTAssertFalse(solver.hasEditVariable(x))
        try solver.addEditVariable(x, priority: 0.5)
        try solver.suggestValue(x, 3)
        solver.updateVariables()
        XCTAssertEqual(x.value, 3)
    }

    func testNonFiniteInputsAreRejected() throws {
        let x = Variable("x")
        let solver = Solver()
        let badInputs = [
            Constraint(LinearExpression(terms: [Term(x, .nan)]), .equal),
            Constraint(LinearExpression(terms: [Term(x, .infinity)]), .lessThanOrEqual),
            Constraint(x + Double.infinity, .equal),
            Constraint(x - Double.nan, .greaterThanOrEqual),
            Constraint(x - 1, .equal, priority: .nan),
            Constraint(x - 1, .equal, priority: -.infinity),
        ]
        for c in badInputs {
            guard case .nonFiniteValue = error({ () throws(SolverError) in try solver.addConstraint(c) }) else {
                XCTFail("accepted \(c)")
                continue
            }
            XCTAssertFalse(solver.hasConstraint(c))
        }
        guard case .nonFiniteValue = error({ () throws(SolverError) in try solver.addEditVariable(x, priority: .nan) })
        else { return XCTFail("accepted a NaN edit priority") }
        try solver.addEditVariable(x, priority: 500)
        for value in [Double.nan, .infinity, -.infinity] {
            guard case .nonFiniteValue = error({ () throws(SolverError) in try solver.suggestValue(x, value) }) else {
                return XCTFail("accepted \(value)")
            }
        }
        try solver.suggestValue(x, 7)
        solver.updateVariables()
        XCTAssertEqual(x.value, 7)
    }

    func testRequiredConflictNamesOnlyTheConflictingConstraints() throws {
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        let other = Variable("other")
        let solver = Solver()
        let definition = Constraint(right - left - width, .equal)
        let pinLeft = Constraint(left - 10, .equal)
        let pinRight = Constraint(right - 110, .equal)
        let unrelated = Constraint(other - 5, .equal)
        let soft = Constraint(width - 300, .equal, priority: 750)
        for c in [definition, pinLeft, unrelated, pinRight, soft] { try solver.addConstraint(c) }
        let tooWide = Constraint(width - 200, .greaterThanOrEqual)
        let failure = error { () throws(SolverError) in try solver.addConstraint(tooWide) }
        guard case .unsatisfiableConstraint(let c, let conflicting) = failure else {
            return XCTFail("expected a conflict, got \(String(describing: failure))")
        }
        XCTAssertTrue(c === tooWide)
        XCTAssertEqual(Set(conflicting), [definition, pinLeft, pinRight])
    }

    func testFailedAddLeavesTheSolverExactlyAsBefore() throws {
        let system = try EnamlLikeSystem()
        let solver = Solver()
        for c in system.constraints { try solver.addConstraint(c) }
        for v in system.editVariables { try solver.addEditVariable(v, priority: system.editPriority) }
        try solver.suggestValue(system.variable("width"), 640)
        try solver.suggestValue(system.variable("height"), 480)
        solver.updateVariables()
        let before = system.variables.map(\.value)

        // Needs the artificial phase (no external subject after substitution), then fails.
        let contentsLeft = system.variable("contents_left")
        let left = system.variable("left")
        let conflict = Constraint(contentsLeft - left - 20, .equal)
        let failure = error { () throws(SolverError) in try solver.addConstraint(conflict) }
        guard case .unsatisfiableConstraint(_, let conflicting) = failure else {
            return XCTFail("expected a conflict, got \(String(describing: failure))")
        }
        XCTAssertFalse(conflicting.isEmpty)
        XCTAssertTrue(conflicting.allSatisfy { $0.priority == Priority.required })
        let inequality = Constraint(
            system.variable("fl1left") - system.variable("contents_right") - 1, .greaterThanOrEqual)
        XCTAssertNotNil(error { () throws(SolverError) in try solver.addConstraint(inequality) })
        solver.updateVariables()
        XCTAssertEqual(system.variables.map(\.value), before)

        // And it keeps working as a solver that never saw those constraints.
        let fresh = Solver()
        for c in system.constraints { try fresh.addConstraint(c) }
        for v in system.editVariables { try fresh.addEditVariable(v, priority: system.editPriority) }
        for (w, h) in [(800.0, 1200.0), (400, 600)] {
            try solver.suggestValue(system.variable("width"), w)
            try solver.suggestValue(system.variable("height"), h)
            solver.updateVariables()
            let ours = system.variables.map(\.value)
            try fresh.suggestValue(system.variable("width"), w)
            try fresh.suggestValue(system.variable("height"), h)
            fresh.updateVariables()
            let theirs = system.variables.map(\.value)
            for (a, b) in zip(ours, theirs) { XCTAssertEqual(a, b, accuracy: 1e-9) }
        }
    }

    func testRedundantRequiredConstraintsAreAccepted() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(Constraint(x - y, .equal))
        try solver.addConstraint(Constraint(y - 4, .equal))
        let again = Constraint(2 * x - 2 * y, .equal)
        try solver.addConstraint(again)
        try solver.addConstraint(Constraint(x - 4, .greaterThanOrEqual))
        solver.updateVariables()
        XCTAssertEqual(x.value, 4)
        try solver.removeConstraint(again)
        solver.updateVariables()
        XCTAssertEqual(x.value, 4)
    }
}
