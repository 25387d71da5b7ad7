import XCTest

@testable import OpenUIKit

/// The named curves' control points are Apple's documented ones
/// (https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname), and the curve maps
/// elapsed time to progress as a cubic Bézier from (0, 0) to (1, 1).
final class CAMediaTimingFunctionTests: XCTestCase {
    private func points(_ function: CAMediaTimingFunction) -> [[Float]] {
        (0..<4).map { index in
            var values: [Float] = [0, 0]
            function.getControlPoint(at: index, values: &values)
            return values
        }
    }

    func testNamedCurvesHaveApplesControlPoints() {
        let expected: [(CAMediaTimingFunctionName, [[Float]])] = [
            (.linear, [[0, 0], [0, 0], [1, 1], [1, 1]]),
            (.easeIn, [[0, 0], [0.42, 0], [1, 1], [1, 1]]),
            (.easeOut, [[0, 0], [0, 0], [0.58, 1], [1, 1]]),
            (.easeInEaseOut, [[0, 0], [0.42, 0], [0.58, 1], [1, 1]]),
            (.default, [[0, 0], [0.25, 0.1], [0.25, 1], [1, 1]]),
        ]
        for (name, controlPoints) in expected {
            XCTAssertEqual(points(CAMediaTimingFunction(name: name)), controlPoints, name.rawValue)
        }
    }

    func testCustomControlPointsAreKept() {
        XCTAssertEqual(
            points(CAMediaTimingFunction(controlPoints: 0.4, 0, 0.2, 1)), [[0, 0], [0.4, 0], [0.2, 1], [1, 1]])
    }

    func testProgressFollowsTheCurve() {
        let linear = CAMediaTimingFunction(name: .linear)
        for x in stride(from: 0.0, through: 1, by: 0.125) {
            XCTAssertEqual(linear.progress(at: x), x, accuracy: 1e-6)
        }
        let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)
        XCTAssertEqual(easeInOut.progress(at: 0.5), 0.5, accuracy: 1e-6, "the curve is symmetric")
        XCTAssertEqual(easeInOut.progress(at: 0.25) + easeInOut.progress(at: 0.75), 1, accuracy: 1e-6)
        XCTAssertLessThan(easeInOut.progress(at: 0.2), 0.2, "slow start")
        let easeOut = CAMediaTimingFunction(name: .easeOut)
        XCTAssertGreaterThan(easeOut.progress(at: 0.2), 0.2, "fast start")
        XCTAssertEqual(easeOut.progress(at: 0), 0)
        XCTAssertEqual(easeOut.progress(at: 1), 1)
    }

    /// For a curve point at parameter s, the progress at its x is its y.
    func testProgressInvertsTheCurvesX() {
        let function = CAMediaTimingFunction(name: .default)
        for s in stride(from: 0.05, to: 1, by: 0.1) {
            let x = 3 * (1 - s) * (1 - s) * s * 0.25 + 3 * (1 - s) * s * s * 0.25 + s * s * s
            let y = 3 * (1 - s) * (1 - s) * s * 0.1 + 3 * (1 - s) * s * s * 1 + s * s * s
            XCTAssertEqual(function.progress(at: x), y, accuracy: 1e-5)
        }
    }
}
