import TestSupport
import XCTest

@testable import Cassowary

/// The worst systems of `bench solver --sweep` (issue 18), built by the same generator as
/// `Sources/bench/UIKitLikeHierarchy.swift` (the checksums are the ones `bench solver` prints), solved
/// with sparse pivoting: the required constraints hold, the tableau is sound and optimal (no symbol
/// left that would improve a level), and where the old rule is affordable in a debug build the
/// violations per level are the ones it reaches. Soundness only: the timing is the benchmark's.
final class SweepSystemTests: XCTestCase {
    struct Spec {
        var terms: [(variable: Int, coefficient: Double)]
        var constant: Double
        var relation: Relation
        var priority: Double
    }

    /// A copy of the bench's generator (the bench is an executable, so tests cannot import it).
    static func hierarchy(views: Int, seed: UInt64) -> [Spec] {
        var specs: [Spec] = []
        var generator = SeededGenerator(seed: seed)
        func next(_ bound: UInt64) -> Double { Double(generator.next() % bound) }
        func add(_ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ priority: Double = 1000) {
            specs.append(
                Spec(terms: terms.map { ($0.0, $0.1) }, constant: constant, relation: relation, priority: priority))
        }
        add([(0, 1)], 0, .equal)
        add([(1, 1)], 0, .equal)
        add([(2, 1)], -20 * Double(max(views, 1)), .equal)
        add([(3, 1)], -2000, .equal)
        var parent = 0
        var siblings = 1 + next(6)
        var remaining = Int(siblings)
        var previous = -1
        for view in 1..<max(views, 1) {
            if remaining == 0 {
                parent += 1
                siblings = 1 + next(6)
                remaining = Int(siblings)
                previous = -1
            }
            remaining -= 1
            let margin = next(17)
            let spacing = next(13)
            if previous < 0 {
                add([(4 * view, 1), (4 * parent, -1)], -margin, .equal)
            } else {
                add([(4 * view, 1), (4 * previous, -1), (4 * previous + 2, -1)], -spacing, .equal)
            }
            if next(4) == 0 {
                add([(4 * view + 1, 1), (4 * parent + 1, -1)], -margin, .greaterThanOrEqual)
                add([(4 * view + 1, 1), (4 * parent + 1, -1)], -margin - 4, .equal, 250)
            } else {
                add([(4 * view + 1, 1), (4 * parent + 1, -1)], -margin, .equal)
            }
            if next(10) < 7 {
                add([(4 * view + 2, 1), (4 * parent + 2, -1 / siblings)], 8, .equal)
                add([(4 * view + 3, 1), (4 * parent + 3, -0.25)], 0, .equal)
            } else {
                let intrinsicWidth = 20 + next(61)
                let intrinsicHeight = 12 + next(17)
                add([(4 * view + 2, 1)], -intrinsicWidth, .greaterThanOrEqual, 750)
                add([(4 * view + 2, 1)], -intrinsicWidth, .lessThanOrEqual, 250)
                add([(4 * view + 2, 1)], 0, .greaterThanOrEqual)
                add([(4 * view + 3, 1)], -intrinsicHeight, .greaterThanOrEqual, 750)
                add([(4 * view + 3, 1)], -intrinsicHeight, .lessThanOrEqual, 250)
            }
            if remaining == 0 {
                add(
                    [(4 * view, 1), (4 * view + 2, 1), (4 * parent, -1), (4 * parent + 2, -1)], 0, .lessThanOrEqual,
                    999)
            }
            previous = view
        }
        return specs
    }

    static func checksum(_ specs: [Spec]) -> Double {
        var sum = 0.0
        for (i, spec) in specs.enumerated() {
            var value = spec.constant + spec.priority
            for term in spec.terms { value += Double(term.variable) * term.coefficient }
            sum += Double(i % 97 + 1) * value
        }
        return sum
    }

    /// Violations per level (999, 750, 250) and the tableau's problems.
    func solve(_ specs: [Spec], views: Int, sparse: Bool) throws -> ([Double], [String]) {
        let variables = (0..<(4 * views)).map { Variable("v\($0)") }
        let solver = Solver()
        if !sparse { solver.tableau.sparseThreshold = .max }
        for spec in specs {
            try solver.addConstraint(
                Constraint(
                    LinearExpression(
                        terms: spec.terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: spec.constant),
                    spec.relation, priority: spec.priority))
        }
        solver.updateVariables()
        XCTAssertEqual(solver.tableau.sparsePivoting, sparse)
        let levels: [Double] = [999, 750, 250]
        var violations = [Double](repeating: 0, count: levels.count)
        for spec in specs {
            let value = spec.terms.reduce(spec.constant) { $0 + $1.coefficient * variables[$1.variable].value }
            let violation: Double
            switch spec.relation {
            case .equal: violation = abs(value)
            case .lessThanOrEqual: violation = max(0, value)
            case .greaterThanOrEqual: violation = max(0, -value)
            }
            if spec.priority >= 1000 {
                XCTAssertLessThan(violation, 1e-6, "required constraint violated, \(views) views")
            } else {
                violations[levels.firstIndex(of: spec.priority)!] += violation
            }
        }
        return (violations, solver.tableau.invariantViolations())
    }

    func testGeneratorIsTheBenchmarks() {
        // `bench solver --only hierarchy` prints hierarchy-1000.checksum for seed 1042.
        XCTAssertEqual(Self.checksum(Self.hierarchy(views: 1_000, seed: 1_042)), 575_860_590.3167, accuracy: 1e-3)
    }

    func testWorstSweepSystemReachesTheSameOptimumAsDantzigsRule() throws {
        let specs = Self.hierarchy(views: 1_500, seed: 1_542)
        let (sparse, problems) = try solve(specs, views: 1_500, sparse: true)
        XCTAssertEqual(problems, [])
        let (dense, denseProblems) = try solve(specs, views: 1_500, sparse: false)
        XCTAssertEqual(denseProblems, [])
        for (a, b) in zip(sparse, dense) { XCTAssertEqual(a, b, accuracy: 1e-6 * max(1, abs(b))) }
        XCTAssertGreaterThan(sparse[0], 0, "some parents overflow at 999, so the coupling is exercised")
    }

    func testLargestSweepOutliersAreSoundAndOptimal() throws {
        // The two slowest of the sweep at 7,000 views (a debug build takes ~20 s for each).
        for (views, seed) in [(7_000, UInt64(7_042)), (7_000, 22_880)] {
            let (violations, problems) = try solve(Self.hierarchy(views: views, seed: seed), views: views, sparse: true)
            XCTAssertEqual(problems, [], "\(views) views, seed \(seed)")
            XCTAssertGreaterThan(violations[0], 0, "\(views) views, seed \(seed)")
        }
    }
}
