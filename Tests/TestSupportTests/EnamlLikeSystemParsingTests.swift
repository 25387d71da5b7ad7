import Cassowary
import TestSupport
import XCTest

final class EnamlLikeSystemParsingTests: XCTestCase {
    private let small = """
        # a comment
        edit width strong
        edit height 1000
        +1*left +0 >= 0 | required
        +1*right -1*left -2*width +10 == 0 | weak
        +0.5*height -3 <= 0 | 100000.0
        """

    func testReadsTermsConstantsRelationsAndStrengths() throws {
        let system = try EnamlLikeSystem(text: small)
        XCTAssertEqual(system.variables.map(\.name), ["width", "height", "left", "right"])
        XCTAssertEqual(system.editVariables.map(\.name), ["width", "height"])
        // The last edit line's strength: 100 + 100·log10(1000).
        XCTAssertEqual(system.editPriority, 400, accuracy: 1e-9)
        XCTAssertEqual(system.constraints.map(\.relation), [.greaterThanOrEqual, .equal, .lessThanOrEqual])
        XCTAssertEqual(system.constraints.map(\.priority), [Priority.required, 100, 600])
        let equality = system.constraints[1].expression
        XCTAssertEqual(equality.constant, 10)
        XCTAssertEqual(equality.terms.map(\.variable.name), ["right", "left", "width"])
        XCTAssertEqual(equality.terms.map(\.coefficient), [1, -1, -2])
        XCTAssertTrue(system.variable("left") === system.constraints[0].expression.terms[0].variable)
    }

    func testKiwiStrengthsMapOntoOrderedPriorities() throws {
        XCTAssertEqual(try EnamlLikeSystem.priority("weak"), 100)
        XCTAssertEqual(try EnamlLikeSystem.priority("medium"), 400)
        XCTAssertEqual(try EnamlLikeSystem.priority("strong"), 700)
        XCTAssertEqual(try EnamlLikeSystem.priority("required"), Priority.required)
        XCTAssertEqual(try EnamlLikeSystem.priority("1e6"), 700, accuracy: 1e-9)
        XCTAssertThrowsError(try EnamlLikeSystem.priority("0"))
        XCTAssertThrowsError(try EnamlLikeSystem.priority("loud"))
    }

    func testMalformedLinesAreNamedInTheError() {
        let cases = [
            ("edit width strong\nedit height strong\n+1*a +0 >= 0", "bad line"),
            ("edit width strong\nedit height strong\n+1*a +0 => 0 | weak", "bad relation"),
            ("edit width strong\nedit height strong\n+1*a +x >= 0 | weak", "bad term +x"),
            ("edit width strong\nedit height\n", "bad edit line"),
            ("edit width strong\n+1*a +0 >= 0 | weak", "expected two edit variables"),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try EnamlLikeSystem(text: text), text) { error in
                XCTAssertTrue("\(error)".contains(message), "\(error)")
            }
        }
    }

    /// The benchmark's own file: kiwi's enaml-like system has 111 constraints on width and height.
    func testReadsTheBenchmarkFile() throws {
        let system = try EnamlLikeSystem()
        XCTAssertEqual(system.constraints.count, 111)
        XCTAssertEqual(system.editVariables.map(\.name), ["width", "height"])
        XCTAssertEqual(system.editPriority, 700)
    }
}
