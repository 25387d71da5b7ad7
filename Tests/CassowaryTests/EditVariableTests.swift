import TestSupport
import XCTest

@testable import Cassowary

final class EditVariableTests: XCTestCase {
    func testSuggestionsAreClampedByRequiredConstraints() throws {
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        let solver = Solver()
        try solver.addConstraint(Constraint(right - left - width, .equal))
        try solver.addConstraint(Constraint(left - 0, .greaterThanOrEqual))
        try solver.addConstraint(Constraint(right - 500, .lessThanOrEqual))
        try solver.addConstraint(Constraint(width - 50, .greaterThanOrEqual))
        try solver.addEditVariable(left, priority: 999)
        try solver.addEditVariable(width, priority: 750)
        for (l, w) in [(10.0, 100.0), (450, 100), (-20, 30), (100, 1000), (200, 60)] {
            try solver.suggestValue(left, l)
            try solver.suggestValue(width, w)
            solver.updateVariables()
            let expectedLeft = min(max(l, 0), 450)
            let expectedWidth = min(max(w, 50), 500 - expectedLeft)
            XCTAssertEqual(left.value, expectedLeft, accuracy: 1e-9, "\(l) \(w)")
            XCTAssertEqual(width.value, expectedWidth, accuracy: 1e-9, "\(l) \(w)")
            XCTAssertEqual(right.value, expectedLeft + expectedWidth, accuracy: 1e-9)
        }
    }

    func testRemovingAnEditVariableReleasesIt() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(Constraint(x - 5, .equal, priority: 250))
        try solver.addEditVariable(x, priority: 500)
        try solver.suggestValue(x, 80)
        solver.updateVariables()
        XCTAssertEqual(x.value, 80)
        try solver.removeEditVariable(x)
        solver.updateVariables()
        XCTAssertEqual(x.value, 5)
        try solver.addEditVariable(x, priority: 100)
        try solver.suggestValue(x, 80)
        solver.updateVariables()
        XCTAssertEqual(x.value, 5)
    }

    func testNoDriftAfterAHundredThousandSuggestions() throws {
        let x = Variable("x")
        let y = Variable("y")
        let sum = Variable("sum")
        let solver = Solver()
        try solver.addConstraint(Constraint(sum - x - y, .equal))
        try solver.addConstraint(Constraint(y - 0.1 * x - 1.7, .greaterThanOrEqual))
        try solver.addConstraint(Constraint(y - 3, .equal, priority: 250))
        try solver.addEditVariable(x, priority: 999)
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<100_000 {
            try solver.suggestValue(x, Double(rng.int(-500...500)) * 0.1)
        }
        try solver.suggestValue(x, 12.3)
        solver.updateVariables()
        XCTAssertEqual(x.value, 12.3, accuracy: 1e-9)
        XCTAssertEqual(y.value, 3, accuracy: 1e-9)
        XCTAssertEqual(sum.value, 15.3, accuracy: 1e-9)
        try solver.suggestValue(x, 100)
        solver.updateVariables()
        XCTAssertEqual(y.value, 11.7, accuracy: 1e-9)
        XCTAssertEqual(sum.value, 111.7, accuracy: 1e-9)
    }

    func testResetForgetsEverything() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = Constraint(x - 1, .equal)
        try solver.addConstraint(c)
        try solver.addEditVariable(x, priority: 500)
        solver.reset()
        XCTAssertFalse(solver.hasConstraint(c))
        XCTAssertFalse(solver.hasEditVariable(x))
        try solver.addConstraint(Constraint(x - 2, .equal))
        solver.updateVariables()
        XCTAssertEqual(x.value, 2)
    }
}
