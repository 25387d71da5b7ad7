import TestSupport
import XCTest

@testable import Cassowary

/// Required equalities with a fresh variable are held as definitions outside the simplex (issue 18).
/// These compare a solver that does so with one that puts every equality into the tableau, the way
/// it was before, on the operations that read the equality back: removal, constant updates, edits and
/// conflict explanations. Each solver gets its own variables and constraints (constraints carry
/// their constant, which `updateConstant` moves).
final class DefinitionTests: XCTestCase {
    /// A chain `x[i] = x[i-1] + 10` pinned at the root, a label-like width with preferences and a
    /// trailing inequality that reads the end of the chain.
    private struct Chain {
        let x: [Variable]
        let width = Variable("width")
        var constraints: [Constraint] = []
        let solver = Solver()

        init(length: Int, definitions: Bool) throws {
            x = (0..<length).map { Variable("x\($0)") }
            solver.tableau.definesFreshVariables = definitions
            constraints.append(Constraint(x[0] - 5, .equal))
            for i in 1..<length { constraints.append(Constraint(x[i] - x[i - 1] - 10, .equal)) }
            constraints.append(Constraint(width - 40, .greaterThanOrEqual, priority: 750))
            constraints.append(Constraint(width - 40, .lessThanOrEqual, priority: 250))
            constraints.append(Constraint(x[length - 1] + width - 600, .lessThanOrEqual, priority: 999))
            for c in constraints { try solver.addConstraint(c) }
        }

        var values: [Double] {
            solver.updateVariables()
            return (x + [width]).map(\.value)
        }
    }

    private func error(_ body: () throws(SolverError) -> Void) -> SolverError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    func testChainsAreHeldOutsideTheRows() throws {
        let ours = try Chain(length: 50, definitions: true)
        let plain = try Chain(length: 50, definitions: false)
        XCTAssertEqual(ours.solver.tableau.invariantViolations(), [])
        XCTAssertEqual(plain.solver.tableau.invariantViolations(), [])
        XCTAssertLessThan(ours.solver.shape.cells * 5, plain.solver.shape.cells, "the chain's rows are gone")
        XCTAssertEqual(ours.values, plain.values)
        XCTAssertEqual(ours.x[49].value, 495)
        XCTAssertEqual(ours.width.value, 40)
    }

    func testRemovalAndConstantUpdatesMatchTheTableauForm() throws {
        let chains = [try Chain(length: 30, definitions: true), try Chain(length: 30, definitions: false)]
        func same(_ context: String) {
            for (a, b) in zip(chains[0].values, chains[1].values) { XCTAssertEqual(a, b, accuracy: 1e-9, context) }
            XCTAssertEqual(chains[0].solver.tableau.invariantViolations(), [], context)
        }
        for chain in chains {
            try chain.solver.addEditVariable(chain.width, priority: 500)
            try chain.solver.suggestValue(chain.width, 90)
        }
        same("built")
        XCTAssertEqual(chains[0].width.value, 90, "the edit beats the 250 preference")
        // A constant in the middle of the chain moves everything after it, and the 999 inequality.
        for chain in chains { try chain.solver.updateConstant(of: chain.constraints[10], to: -25) }
        same("constant updated")
        XCTAssertEqual(chains[0].x[29].value, 310, "5 + 28·10 + 25")
        // Removing a link leaves its tail free.
        for chain in chains { try chain.solver.removeConstraint(chain.constraints[20]) }
        same("link removed")
        for chain in chains { try chain.solver.addConstraint(Constraint(chain.x[20] - chain.x[19] - 1, .equal)) }
        same("link replaced")
        for chain in chains {
            try chain.solver.removeConstraint(chain.constraints[0])
            try chain.solver.addConstraint(Constraint(chain.x[0] - 100, .equal))
        }
        same("root moved")
        XCTAssertEqual(chains[0].x[29].value, 396, "100 + 18·10 + 25 + 1 + 9·10")
        // A definition others build on, removed and put back.
        for chain in chains {
            try chain.solver.removeConstraint(chain.constraints[5])
            try chain.solver.addConstraint(chain.constraints[5])
        }
        same("middle link re-added")
        XCTAssertEqual(chains[0].x[29].value, 396)
    }

    func testConflictsThroughDefinitionsNameTheSameConstraints() throws {
        var reports: [[Int]] = []
        for definitions in [true, false] {
            let chain = try Chain(length: 6, definitions: definitions)
            let s = chain.solver
            let bad = Constraint(chain.x[5] - chain.x[2] - 1, .equal)
            let failure = error { () throws(SolverError) in try s.addConstraint(bad) }
            guard case .unsatisfiableConstraint(let c, let conflicting) = failure else {
                return XCTFail("x5 = x2 + 30 already, got \(String(describing: failure))")
            }
            XCTAssertTrue(c === bad)
            reports.append(conflicting.map { c in chain.constraints.firstIndex { $0 === c } ?? -1 })
            XCTAssertEqual(s.tableau.invariantViolations(), [])
            try s.addConstraint(Constraint(LinearExpression(chain.width), .greaterThanOrEqual))
            try s.addConstraint(Constraint(chain.x[5] - chain.width - 45, .equal))
            // x3 = x2 - 20 would need width = -20.
            XCTAssertThrowsError(try s.updateConstant(of: chain.constraints[3], to: 20))
            XCTAssertEqual(chain.values, [5, 15, 25, 35, 45, 55, 10])
            XCTAssertEqual(s.tableau.invariantViolations(), [])
        }
        XCTAssertEqual(reports[0], reports[1])
        XCTAssertEqual(reports[0], [3, 4, 5], "the links between x2 and x5")
    }
}
