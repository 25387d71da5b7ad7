import XCTest

@testable import Cassowary

final class SolverTests: XCTestCase {
    func testRequiredEqualityChain() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(Constraint(x - 10, .equal))
        try solver.addConstraint(Constraint(y - x - 5, .equal))
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        XCTAssertEqual(y.value, 15)
    }

    func testInequalitiesAndWeakPreference() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(Constraint(x - 100, .lessThanOrEqual))
        try solver.addConstraint(Constraint(x - 20, .greaterThanOrEqual))
        try solver.addConstraint(Constraint(x - 500, .equal, priority: 250))
        solver.updateVariables()
        XCTAssertEqual(x.value, 100)
        let low = Constraint(x - 0, .equal, priority: 500)
        try solver.addConstraint(low)
        solver.updateVariables()
        XCTAssertEqual(x.value, 20)
        try solver.removeConstraint(low)
        solver.updateVariables()
        XCTAssertEqual(x.value, 100)
    }

    func testSuggestedValuesAreFollowedWithinRequiredBounds() throws {
        let width = Variable("width")
        let half = Variable("half")
        let solver = Solver()
        try solver.addConstraint(Constraint(2 * half - width, .equal))
        try solver.addConstraint(Constraint(width - 10, .greaterThanOrEqual))
        try solver.addEditVariable(width, priority: 999)
        for value in [100.0, 40, 3, 250.5] {
            try solver.suggestValue(width, value)
            solver.updateVariables()
            XCTAssertEqual(width.value, max(value, 10), accuracy: 1e-9)
            XCTAssertEqual(half.value, max(value, 10) / 2, accuracy: 1e-9)
        }
    }

    func testUnsatisfiableRequiredEquality() throws {
        let x = Variable("x")
        let solver = Solver()
        let a = Constraint(x - 10, .equal)
        let b = Constraint(x - 20, .equal)
        try solver.addConstraint(a)
        XCTAssertThrowsError(try solver.addConstraint(b)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiableConstraint(b, conflicting: [a]))
        }
        XCTAssertFalse(solver.hasConstraint(b))
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
    }

    func testUnsatisfiableRequiredInequality() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let a = Constraint(x - 10, .greaterThanOrEqual)
        let b = Constraint(y - x, .equal)
        let unrelated = Constraint(y - 1, .equal, priority: 10)
        try solver.addConstraint(a)
        try solver.addConstraint(b)
        try solver.addConstraint(unrelated)
        let c = Constraint(y - 5, .lessThanOrEqual)
        XCTAssertThrowsError(try solver.addConstraint(c)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiableConstraint(c, conflicting: [a, b]))
        }
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        XCTAssertEqual(y.value, 10)
    }
}
