import XCTest

@testable import Cassowary

final class ExpressionTests: XCTestCase {
    private func coefficients(_ e: LinearExpression) -> [String: Double] {
        var result: [String: Double] = [:]
        for t in e.terms { result[t.variable.name, default: 0] += t.coefficient }
        return result
    }

    func testOperatorsBuildTheExpectedTerms() {
        let x = Variable("x")
        let y = Variable("y")
        let e = 2 * x - y / 4 + 3 - (x - 10) * 0.5
        XCTAssertEqual(coefficients(e), ["x": 1.5, "y": -0.25])
        XCTAssertEqual(e.constant, 8)
        let f = 1 - x + (y + x) - Term(y, 2) + -y
        XCTAssertEqual(coefficients(f), ["x": 0, "y": -2])
        XCTAssertEqual(f.constant, 1)
        let g = -(x + 2) / 2 + x * 3 - 2 * Term(y)
        XCTAssertEqual(coefficients(g), ["x": 2.5, "y": -2])
        XCTAssertEqual(g.constant, -1)
        XCTAssertEqual((5 + x).constant, 5)
        XCTAssertEqual((5 - x).terms.first?.coefficient, -1)
        XCTAssertEqual(coefficients(x + y), ["x": 1, "y": 1])
        XCTAssertEqual(coefficients(Term(x) + y - Term(x, 3)), ["x": -2, "y": 1])
    }

    func testValueUsesCurrentVariableValues() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(Constraint(x - 3, .equal))
        try solver.addConstraint(Constraint(y - 4, .equal))
        solver.updateVariables()
        XCTAssertEqual((2 * x + y - 1).value, 9)
        XCTAssertEqual(LinearExpression(constant: 7).value, 7)
    }

    func testIdentityAndDescriptions() {
        let a = Variable("width")
        let b = Variable("width")
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(Set([a, b, a]).count, 2)
        XCTAssertEqual(a.description, "width")
        XCTAssertFalse(Variable().description.isEmpty)
        let c = Constraint(2 * a - 10, .lessThanOrEqual, priority: 750)
        XCTAssertEqual(c.description, "2*width + -10 <= 0 | priority 750")
        let d = Constraint(a + 1, .equal, LinearExpression(b * 0.5))
        XCTAssertEqual(d.expression.constant, 1)
        XCTAssertEqual(d.expression.terms.last?.coefficient, -0.5)
        XCTAssertTrue(d.isRequired)
    }
}
