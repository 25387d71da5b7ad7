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

    /// Cards stacked vertically, each constrained in the order UIKit installs them: a card's own
    /// relations first (`button.top = divider.bottom + 8` before `divider.top = tag.bottom + 8`), its
    /// subviews' sizes last (`tag.height = 20`). The later equalities' variables are mentioned by
    /// earlier definitions only, and are defined too, ahead of those definitions in evaluation order.
    private struct Cards {
        var variables: [Variable] = []
        var constraints: [Constraint] = []
        let solver = Solver()

        init(count: Int, definitions: Bool) throws {
            solver.tableau.definesFreshVariables = definitions
            var previousBottom: LinearExpression = LinearExpression(constant: 0)
            for i in 0..<count {
                let v = (0..<12).map { Variable("card\(i).\($0)") }
                variables += v
                let (top, height, labelTop, labelHeight, tagTop, tagHeight) = (v[0], v[1], v[2], v[3], v[4], v[5])
                let (dividerTop, dividerHeight, buttonTop, buttonHeight, iconTop) = (v[6], v[7], v[8], v[9], v[10])
                let wish = 20 + Double(i % 3) * 17
                constraints += [
                    Constraint(top - previousBottom - 12, .equal),
                    Constraint(iconTop - top - 12, .equal),
                    Constraint(labelTop - iconTop, .equal),
                    Constraint(labelHeight - wish, .greaterThanOrEqual, priority: 750),
                    Constraint(labelHeight - wish, .lessThanOrEqual, priority: 250),
                    Constraint(tagTop - labelTop - labelHeight - 8, .equal),
                    Constraint(buttonTop - dividerTop - dividerHeight - 8, .equal),
                    Constraint(buttonTop + buttonHeight - top - height + 12, .equal),
                    Constraint(dividerTop - tagTop - tagHeight - 8, .equal),
                    Constraint(dividerTop - iconTop - 44 - 8, .greaterThanOrEqual),
                    Constraint(height - 0, .equal, priority: 1),
                    Constraint(tagHeight - 20, .equal),
                    Constraint(dividerHeight - 1, .equal),
                    Constraint(buttonHeight - 32, .equal),
                ]
                previousBottom = top + height
            }
            for c in constraints { try solver.addConstraint(c) }
        }

        var values: [Double] {
            solver.updateVariables()
            return variables.map(\.value)
        }
    }

    func testEqualitiesOnVariablesOnlyDefinitionsMentionAreDefinitionsToo() throws {
        let ours = try Cards(count: 60, definitions: true)
        let plain = try Cards(count: 60, definitions: false)
        XCTAssertEqual(ours.solver.tableau.invariantViolations(), [])
        for (a, b) in zip(ours.values, plain.values) { XCTAssertEqual(a, b, accuracy: 1e-9) }
        // Card 0 at 12, 12 + 20 + 8 + 20 + 8 + 1 + 8 + 32 + 12 high; card 1 12 below it.
        XCTAssertEqual(ours.variables[12].value, 12 + 12 + 20 + 8 + 20 + 8 + 1 + 8 + 32 + 12 + 12)
        // No row holds the cards above its own: the tableau form's rows grow with the card's index.
        XCTAssertLessThan(ours.solver.shape.longestRow, 40)
        XCTAssertGreaterThan(plain.solver.shape.longestRow, 200)
        XCTAssertGreaterThanOrEqual(ours.solver.tableau.definitions.count, 60 * 8)
    }

    func testReorderedDefinitionsFollowConstantUpdatesAndRemovals() throws {
        let both = [try Cards(count: 12, definitions: true), try Cards(count: 12, definitions: false)]
        func same(_ context: String) {
            for (a, b) in zip(both[0].values, both[1].values) { XCTAssertEqual(a, b, accuracy: 1e-9, context) }
            XCTAssertEqual(both[0].solver.tableau.invariantViolations(), [], context)
        }
        same("built")
        // `divider.top = tag.bottom + 8` of card 3, defined ahead of `button.top`'s definition.
        let divider = 3 * 14 + 8
        for cards in both { try cards.solver.updateConstant(of: cards.constraints[divider], to: -30) }
        same("constant updated")
        for cards in both { try cards.solver.removeConstraint(cards.constraints[divider]) }
        same("removed")
        for cards in both { try cards.solver.addConstraint(cards.constraints[divider]) }
        same("added back")
        // `tag.height = 20` of card 5, defined ahead of the divider's definition.
        for cards in both {
            try cards.solver.removeConstraint(cards.constraints[5 * 14 + 11])
            try cards.solver.updateConstant(of: cards.constraints[5 * 14 + 3], to: -70)
        }
        same("tag height removed, label wish moved")
        let batched = try Cards(count: 12, definitions: true)
        batched.solver.batchConstantUpdates {
            for (i, c) in batched.constraints.enumerated() where i % 14 == 3 || i % 14 == 4 {
                try? batched.solver.updateConstant(of: c, to: -55)
            }
        }
        let single = try Cards(count: 12, definitions: true)
        for (i, c) in single.constraints.enumerated() where i % 14 == 3 || i % 14 == 4 {
            try single.solver.updateConstant(of: c, to: -55)
        }
        for (a, b) in zip(batched.values, single.values) { XCTAssertEqual(a, b, accuracy: 1e-9, "batched") }
        XCTAssertEqual(batched.solver.tableau.invariantViolations(), [])
    }

    /// `a = b + 1` defines `a`; `b = a + c` cannot define `b` (a cycle through `a`'s definition), so
    /// it defines `c`.
    func testADefinitionThatWouldMakeACycleIsNotMade() throws {
        let (a, b, c) = (Variable("a"), Variable("b"), Variable("c"))
        let solver = Solver()
        try solver.addConstraint(Constraint(a - b - 1, .equal))
        try solver.addConstraint(Constraint(b - a - c, .equal))
        try solver.addConstraint(Constraint(b - 10, .equal))
        XCTAssertEqual(solver.tableau.invariantViolations(), [])
        solver.updateVariables()
        XCTAssertEqual([a.value, b.value, c.value], [11, 10, -1])
    }
}
