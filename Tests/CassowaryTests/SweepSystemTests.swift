import TestSupport
import XCTest

@testable import Cassowary

/// The worst systems of `bench solver --sweep` (issue 18), built by its generator
/// (`UIKitLikeHierarchy`; the checksums are the ones `bench solver` prints), solved
/// with sparse pivoting: the required constraints hold, the tableau is sound and optimal (no symbol
/// left that would improve a level), and where the old rule is affordable in a debug build the
/// violations per level are the ones it reaches. Soundness only: the timing is the benchmark's.
final class SweepSystemTests: XCTestCase {
    /// Violations per level (999, 750, 250) and the tableau's problems.
    func solve(_ specs: [UIKitLikeHierarchy.Spec], views: Int, sparse: Bool) throws -> ([Double], [String]) {
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
        XCTAssertEqual(UIKitLikeHierarchy(viewCount: 1_000, seed: 1_042).checksum, 575_860_590.3167, accuracy: 1e-3)
    }

    func testWorstSweepSystemReachesTheSameOptimumAsDantzigsRule() throws {
        // Everyday: a smaller system of the sweep, still past the 1,000 constraints where sparse pivoting starts.
        let (views, seed) = SolverSweeps.choose(everyday: (500, UInt64(542)), full: (1_500, 1_542))
        let specs = UIKitLikeHierarchy(viewCount: views, seed: seed).specs
        let (sparse, problems) = try solve(specs, views: views, sparse: true)
        XCTAssertEqual(problems, [])
        let (dense, denseProblems) = try solve(specs, views: views, sparse: false)
        XCTAssertEqual(denseProblems, [])
        for (a, b) in zip(sparse, dense) { XCTAssertEqual(a, b, accuracy: 1e-6 * max(1, abs(b))) }
        XCTAssertGreaterThan(sparse[0], 0, "some parents overflow at 999, so the coupling is exercised")
    }

    func testLargestSweepOutliersAreSoundAndOptimal() throws {
        // The two slowest of the sweep at 7,000 views (a debug build takes ~10 s for each); everyday, the
        // sweep's seed at 2,000 views.
        let systems = SolverSweeps.choose(
            everyday: [(2_000, UInt64(2_042))], full: [(7_000, UInt64(7_042)), (7_000, 22_880)])
        for (views, seed) in systems {
            let (violations, problems) = try solve(
                UIKitLikeHierarchy(viewCount: views, seed: seed).specs, views: views, sparse: true)
            XCTAssertEqual(problems, [], "\(views) views, seed \(seed)")
            XCTAssertGreaterThan(violations[0], 0, "\(views) views, seed \(seed)")
        }
    }
}
