import TestSupport
import XCTest

@testable import Cassowary

final class EnamlBenchmarkSystemTests: XCTestCase {
    func testEveryWindowSizeMeetsTheRequiredConstraintsAndTheStrongSizes() throws {
        let system = try EnamlLikeSystem()
        XCTAssertEqual(system.constraints.count, 111)
        XCTAssertEqual(system.editVariables.map(\.name), ["width", "height"])
        let solver = Solver()
        for c in system.constraints { try solver.addConstraint(c) }
        for v in system.editVariables { try solver.addEditVariable(v, priority: system.editPriority) }
        let width = system.variable("width")
        let height = system.variable("height")
        for (w, h) in EnamlLikeSystem.sizes {
            try solver.suggestValue(width, w)
            try solver.suggestValue(height, h)
            solver.updateVariables()
            for c in system.constraints where c.isRequired {
                let value = c.expression.value
                switch c.relation {
                case .equal: XCTAssertEqual(value, 0, accuracy: 1e-6, "\(c)")
                case .greaterThanOrEqual: XCTAssertGreaterThanOrEqual(value, -1e-6, "\(c)")
                case .lessThanOrEqual: XCTAssertLessThanOrEqual(value, 1e-6, "\(c)")
                }
            }
            XCTAssertEqual(width.value, w)
            XCTAssertEqual(height.value, h)
            let v = system.variable
            XCTAssertEqual(v("contents_right").value - v("contents_left").value, w - 20, accuracy: 1e-9)
            XCTAssertEqual(v("contents_bottom").value - v("contents_top").value, h - 20, accuracy: 1e-9)
            // Strong size preferences hold at every window size.
            XCTAssertEqual(v("fl1height").value, 21, accuracy: 1e-9)
            XCTAssertEqual(v("lb1height").value, 16, accuracy: 1e-9)
            XCTAssertGreaterThanOrEqual(v("fl1width").value, 125 - 1e-9)
        }
    }
}
