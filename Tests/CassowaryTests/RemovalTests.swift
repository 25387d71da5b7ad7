import XCTest

@testable import Cassowary

final class RemovalTests: XCTestCase {
    func testRemovingEverythingLeavesAnEmptyTableau() throws {
        let system = try EnamlLikeSystem.load()
        let solver = Solver()
        for c in system.constraints { try solver.addConstraint(c) }
        for v in system.editVariables { try solver.addEditVariable(v, priority: system.editPriority) }
        try solver.suggestValue(system.variable("width"), 700)
        XCTAssertEqual(solver.tableau.invariantViolations(), [])
        var rng = SplitMix64(seed: 3)
        var remaining = system.constraints
        while !remaining.isEmpty {
            let c = remaining.remove(at: rng.int(0...(remaining.count - 1)))
            try solver.removeConstraint(c)
            XCTAssertEqual(solver.tableau.invariantViolations(), [], "after removing \(c)")
            if remaining.count == 50 {
                try solver.suggestValue(system.variable("height"), 300)
                XCTAssertEqual(solver.tableau.invariantViolations(), [])
            }
        }
        for v in system.editVariables { try solver.removeEditVariable(v) }
        XCTAssertEqual(solver.tableau.invariantViolations(), [])
        XCTAssertTrue(solver.tableau.levels.isEmpty)
        XCTAssertTrue(solver.tableau.basicOf.allSatisfy { $0 < 0 })
        XCTAssertTrue(solver.tableau.externals.isEmpty, "variables no constraint mentions are forgotten")
        XCTAssertTrue(solver.tableau.symbolOfVariable.isEmpty)
        // And it is as good as new.
        for c in system.constraints { try solver.addConstraint(c) }
        for v in system.editVariables { try solver.addEditVariable(v, priority: system.editPriority) }
        let fresh = Solver()
        for c in system.constraints { try fresh.addConstraint(c) }
        for v in system.editVariables { try fresh.addEditVariable(v, priority: system.editPriority) }
        for s in [solver, fresh] {
            try s.suggestValue(system.variable("width"), 900)
            try s.suggestValue(system.variable("height"), 500)
        }
        solver.updateVariables()
        let reused = system.variables.map(\.value)
        fresh.updateVariables()
        for (a, b) in zip(reused, system.variables.map(\.value)) { XCTAssertEqual(a, b, accuracy: 1e-9) }
        XCTAssertEqual(solver.tableau.invariantViolations(), [])
    }
}
