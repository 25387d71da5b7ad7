import XCTest

@testable import Cassowary

/// UIKit semantics: a violation at one priority outweighs any amount of violation below it.
final class PriorityTests: XCTestCase {
    /// One constraint at `high` against `count` constraints at `low` that all pull the other way.
    private func winner(high: Double, low: Double, count: Int) throws -> Double {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(Constraint(x - 0, .greaterThanOrEqual))
        try solver.addConstraint(Constraint(x - 1000, .lessThanOrEqual))
        for _ in 0..<count {
            try solver.addConstraint(Constraint(x - 1000, .equal, priority: low))
        }
        try solver.addConstraint(Constraint(x - 10, .equal, priority: high))
        solver.updateVariables()
        return x.value
    }

    func testOneAt751BeatsAThousandAt750() throws {
        XCTAssertEqual(try winner(high: 751, low: 750, count: 1000), 10)
    }

    func testAdjacentAndFractionalLevels() throws {
        for (high, low) in [(999.0, 998.0), (2, 1), (0.5, 0.25), (250.5, 250), (50, 49.999)] {
            XCTAssertEqual(try winner(high: high, low: low, count: 50), 10, "\(high) over \(low)")
        }
    }

    func testHigherLevelWinsWhateverTheAddOrder() throws {
        let x = Variable("x")
        let solver = Solver()
        let high = Constraint(x - 10, .equal, priority: 751)
        try solver.addConstraint(high)
        for _ in 0..<200 {
            try solver.addConstraint(Constraint(x - 1000, .equal, priority: 750))
        }
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        try solver.removeConstraint(high)
        solver.updateVariables()
        XCTAssertEqual(x.value, 1000)
    }

    func testManyLevelsSideBySide() throws {
        // x == p at every priority p: the highest level decides, however many levels lie below it.
        let x = Variable("x")
        let solver = Solver()
        var constraints: [Constraint] = []
        // 200 levels, fractional ones included (a debug build keeps this to a fraction of a second).
        for p in stride(from: 700.5, through: 999, by: 1.5) {
            let c = Constraint(x - p, .equal, priority: p)
            constraints.append(c)
            try solver.addConstraint(c)
        }
        solver.updateVariables()
        XCTAssertEqual(x.value, 999)
        for c in constraints.reversed().prefix(100) { try solver.removeConstraint(c) }
        solver.updateVariables()
        XCTAssertEqual(x.value, 849)
    }

    func testLowerLevelsStillDecideAmongTiesAbove() throws {
        // Level 750 allows any x in [0, 100]; level 250 then picks the value inside it.
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(Constraint(x - 0, .greaterThanOrEqual, priority: 750))
        try solver.addConstraint(Constraint(x - 100, .lessThanOrEqual, priority: 750))
        try solver.addConstraint(Constraint(x - 40, .equal, priority: 250))
        for _ in 0..<5 { try solver.addConstraint(Constraint(x - 500, .equal, priority: 249)) }
        solver.updateVariables()
        XCTAssertEqual(x.value, 40)
    }

    func testWithinALevelEveryConstraintWeighsTheSame() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(Constraint(x - 0, .equal, priority: 500))
        try solver.addConstraint(Constraint(x - 10, .equal, priority: 500))
        try solver.addConstraint(Constraint(x - 10, .equal, priority: 500))
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        try solver.addConstraint(Constraint(x - 0, .equal, priority: 500))
        try solver.addConstraint(Constraint(x - 0, .equal, priority: 500))
        solver.updateVariables()
        XCTAssertEqual(x.value, 0)
    }

    func testCompressionResistanceAgainstRequiredWidth() throws {
        // Two labels in a 300-point row: the one hugging at 751 keeps its width, the 750 one gives way.
        let a = Variable("a")
        let b = Variable("b")
        let solver = Solver()
        try solver.addConstraint(Constraint(a + b + 10 - 300, .equal))
        try solver.addConstraint(Constraint(a - 200, .greaterThanOrEqual, priority: 750))
        try solver.addConstraint(Constraint(b - 200, .greaterThanOrEqual, priority: 751))
        solver.updateVariables()
        XCTAssertEqual(b.value, 200)
        XCTAssertEqual(a.value, 90)
    }

    func testEditVariablesUseTheSameLevels() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addEditVariable(x, priority: 750)
        for _ in 0..<100 {
            try solver.addConstraint(Constraint(x - 5, .equal, priority: 749))
        }
        try solver.suggestValue(x, 42)
        solver.updateVariables()
        XCTAssertEqual(x.value, 42)
        try solver.addConstraint(Constraint(x - 7, .equal, priority: 751))
        solver.updateVariables()
        XCTAssertEqual(x.value, 7)
        try solver.suggestValue(x, 43)
        solver.updateVariables()
        XCTAssertEqual(x.value, 7)
    }

    func testPrioritiesAboveRequiredAreRequired() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = Constraint(x - 3, .equal, priority: 5000)
        try solver.addConstraint(c)
        let failure: SolverError?
        do {
            try solver.addConstraint(Constraint(x - 4, .equal))
            failure = nil
        } catch {
            failure = error
        }
        guard case .unsatisfiableConstraint(_, let conflicting) = failure else { return XCTFail("no conflict") }
        XCTAssertEqual(conflicting, [c])
    }
}
