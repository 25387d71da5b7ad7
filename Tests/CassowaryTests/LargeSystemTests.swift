import TestSupport
import XCTest

@testable import Cassowary

/// Large UIKit-like trees, the shape of `bench solver --sweep`: no dense oracle scales to them, so the check is
/// that the lexicographic optimum (the violations per level) does not depend on the order the constraints
/// arrive in, that the required constraints hold and that the tableau stays sound. Labels may have children and
/// every parent keeps its last child inside at 999, the coupling that made the sweep erratic.
final class LargeSystemTests: XCTestCase {
    struct Item {
        var terms: [(Int, Double)]
        var constant: Double
        var relation: Relation
        var priority: Double
    }

    func tree(views: Int, seed: UInt64) -> [Item] {
        var rng = SeededGenerator(seed: seed)
        var items: [Item] = []
        func add(_ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ priority: Double = 1000) {
            items.append(Item(terms: terms, constant: constant, relation: relation, priority: priority))
        }
        // Variables per view: left 4v, top 4v+1, width 4v+2, height 4v+3.
        add([(0, 1)], 0, .equal)
        add([(1, 1)], 0, .equal)
        add([(2, 1)], -20 * Double(views), .equal)
        add([(3, 1)], -2000, .equal)
        var parent = 0
        var remaining = rng.int(1...6)
        var siblings = remaining
        var previous = -1
        for view in 1..<views {
            if remaining == 0 {
                parent += 1
                remaining = rng.int(1...6)
                siblings = remaining
                previous = -1
            }
            remaining -= 1
            let margin = Double(rng.int(0...16))
            if previous < 0 {
                add([(4 * view, 1), (4 * parent, -1)], -margin, .equal)
            } else {
                add([(4 * view, 1), (4 * previous, -1), (4 * previous + 2, -1)], -Double(rng.int(0...12)), .equal)
            }
            add([(4 * view + 1, 1), (4 * parent + 1, -1)], -margin, .greaterThanOrEqual)
            add([(4 * view + 1, 1), (4 * parent + 1, -1)], -margin - 4, .equal, 250)
            if rng.chance(70) {
                add([(4 * view + 2, 1), (4 * parent + 2, -1 / Double(siblings))], 8, .equal)
                add([(4 * view + 3, 1), (4 * parent + 3, -0.25)], 0, .equal)
            } else {
                let width = Double(rng.int(20...80))
                add([(4 * view + 2, 1)], -width, .greaterThanOrEqual, 750)
                add([(4 * view + 2, 1)], -width, .lessThanOrEqual, 250)
                add([(4 * view + 2, 1)], 0, .greaterThanOrEqual)
                add([(4 * view + 3, 1)], -Double(rng.int(12...28)), .equal, 750)
            }
            if remaining == 0 {
                add(
                    [(4 * view, 1), (4 * view + 2, 1), (4 * parent, -1), (4 * parent + 2, -1)], 0, .lessThanOrEqual,
                    999)
            }
            previous = view
        }
        return items
    }

    /// Adds the items in `order`; returns the violation per level (highest first) and the tableau's problems.
    private func solve(_ items: [Item], order: [Int], variableCount: Int) throws -> ([Double], [String]) {
        let (violations, problems, _) = try solve(items, order: order, views: variableCount / 4)
        return (violations, problems)
    }

    /// Also returns every variable's value; `definitions: false` holds every equality in the rows,
    /// `sparse: false` keeps Dantzig's rule and the optimum after every add at any size.
    func solve(
        _ items: [Item], order: [Int], views: Int, definitions: Bool = true, sparse: Bool = true
    ) throws -> ([Double], [String], [Double]) {
        let variables = (0..<(4 * views)).map { Variable("x\($0)") }
        let constraints = items.map { item in
            Constraint(
                LinearExpression(terms: item.terms.map { Term(variables[$0.0], $0.1) }, constant: item.constant),
                item.relation, priority: item.priority)
        }
        let solver = Solver()
        solver.tableau.definesFreshVariables = definitions
        if !sparse { solver.tableau.sparseThreshold = .max }
        for index in order { try solver.addConstraint(constraints[index]) }
        solver.updateVariables()
        let levels = Array(Set(items.map(\.priority).filter { $0 < 1000 })).sorted(by: >)
        var violations = [Double](repeating: 0, count: levels.count)
        for item in items {
            let value = item.terms.reduce(item.constant) { $0 + $1.1 * variables[$1.0].value }
            let violation: Double
            switch item.relation {
            case .equal: violation = abs(value)
            case .lessThanOrEqual: violation = max(0, value)
            case .greaterThanOrEqual: violation = max(0, -value)
            }
            if item.priority >= 1000 {
                XCTAssertLessThan(violation, 1e-6, "required constraint violated")
            } else {
                violations[levels.firstIndex(of: item.priority)!] += violation
            }
        }
        return (violations, solver.tableau.invariantViolations(), variables.map(\.value))
    }

    func testOptimumOfLargeTreesDoesNotDependOnInsertionOrder() throws {
        for (views, seed) in [(300, UInt64(7)), (700, 8)] {
            let items = tree(views: views, seed: seed)
            let (inOrder, problems) = try solve(items, order: Array(items.indices), variableCount: 4 * views)
            XCTAssertEqual(problems, [], "\(views) views")
            var rng = SeededGenerator(seed: UInt64(seed) &* 31)
            var shuffled = Array(items.indices)
            for i in shuffled.indices.dropLast() { shuffled.swapAt(i, rng.int(i...(shuffled.count - 1))) }
            let (otherOrder, _) = try solve(items, order: shuffled, variableCount: 4 * views)
            for (a, b) in zip(inOrder, otherOrder) {
                XCTAssertEqual(a, b, accuracy: 1e-6 * max(1, abs(a)), "\(views) views, seed \(seed)")
            }
            XCTAssertGreaterThan(inOrder[0], 0, "some parents overflow at 999, so the coupling is exercised")
        }
    }
}

/// The systems of `bench solver --sweep` at the sizes that blew up (issue 18), checked against the
/// tableau form without definitions: the same violations per level and, under the same pivot rule
/// (Dantzig's, after every add), the same layout. Sparse pivoting chooses by column length, which
/// the two forms do not share, so there only the violations are compared (ties may be placed
/// differently).
extension LargeSystemTests {
    func testSweepSystemsMatchTheTableauFormWithoutDefinitions() throws {
        // 3,000 views is checked for soundness alone: the form without definitions is slow in debug.
        // Everyday, smaller systems of the sweep (`SolverSweeps`).
        let bigViews = SolverSweeps.choose(everyday: 1_000, full: 3_000)
        let big = tree(views: bigViews, seed: UInt64(bigViews + 42))
        let (_, bigProblems, _) = try solve(big, order: Array(big.indices), views: bigViews)
        XCTAssertEqual(bigProblems, [], "\(bigViews) views")
        for (views, seed) in [SolverSweeps.choose(everyday: (500, UInt64(542)), full: (1_500, 1_542))] {
            let items = tree(views: views, seed: seed)
            let (withDefinitions, problems, _) = try solve(items, order: Array(items.indices), views: views)
            XCTAssertEqual(problems, [], "\(views) views")
            let (dense, denseProblems, values) = try solve(
                items, order: Array(items.indices), views: views, sparse: false)
            XCTAssertEqual(denseProblems, [], "\(views) views")
            let (plain, _, plainValues) = try solve(
                items, order: Array(items.indices), views: views, definitions: false, sparse: false)
            for (a, b) in zip(withDefinitions, plain) {
                XCTAssertEqual(a, b, accuracy: 1e-6 * max(1, abs(a)), "\(views) views, seed \(seed)")
            }
            for (a, b) in zip(dense, plain) {
                XCTAssertEqual(a, b, accuracy: 1e-6 * max(1, abs(a)), "\(views) views, seed \(seed)")
            }
            let differing = zip(values, plainValues).filter { abs($0 - $1) > 1e-6 * max(1, abs($1)) }.count
            XCTAssertEqual(differing, 0, "\(views) views, seed \(seed): variables placed differently")
        }
    }
}
