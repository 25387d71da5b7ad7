import XCTest

@testable import OpenUIKit

/// The spring's defaults and settling duration against Core Animation's documentation
/// (https://developer.apple.com/documentation/quartzcore/caspringanimation/settlingduration: damping 5 settles
/// in "approximately 2.85 seconds", damping 15 in "just over 1 second"), and its closed-form motion.
final class CASpringAnimationTests: XCTestCase {
    func testDefaults() {
        let spring = CASpringAnimation(keyPath: "position.x")
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(spring.stiffness, 100)
        XCTAssertEqual(spring.damping, 10)
        XCTAssertEqual(spring.initialVelocity, 0)
        XCTAssertFalse(spring.allowsOverdamping)
    }

    func testSettlingDurationMatchesApplesDocumentedExample() {
        let spring = CASpringAnimation()
        spring.damping = 5
        XCTAssertEqual(spring.settlingDuration, 2.85, accuracy: 0.1)
        spring.damping = 15
        XCTAssertEqual(spring.settlingDuration, 1.0, accuracy: 0.05)
    }

    /// With the defaults (ratio ½, ω₀ 10), the envelope √(4/3)·e^(−5t) falls under 0.001 at ln(1000·√(4/3))/5.
    func testSettlingDurationOfTheDefaultSpring() {
        XCTAssertEqual(CASpringAnimation().settlingDuration, log(1000 * sqrt(4.0 / 3)) / 5, accuracy: 1e-9)
    }

    func testSettlingDurationFollowsEveryParameter() {
        let spring = CASpringAnimation()
        let base = spring.settlingDuration
        spring.mass = 2
        XCTAssertGreaterThan(spring.settlingDuration, base, "more mass, more oscillation")
        spring.mass = 1
        spring.stiffness = 400
        XCTAssertLessThan(spring.settlingDuration, base)
        spring.stiffness = 100
        spring.damping = 20
        let critical = spring.settlingDuration
        XCTAssertLessThan(critical, base, "critical damping settles faster than half of it")
        spring.damping = 60
        XCTAssertGreaterThan(spring.settlingDuration, critical, "overdamped creeps")
        spring.damping = 0
        XCTAssertEqual(spring.settlingDuration, .infinity, "an undamped spring never settles")
    }

    /// Every regime starts at the from value, ends at the to value, and an underdamped one overshoots.
    func testProgressStartsAtZeroAndSettlesAtOne() {
        for damping in [5.0, 20, 60] {
            let spring = CASpringAnimation()
            spring.damping = CGFloat(damping)
            XCTAssertEqual(spring.progress(atBasicTime: 0), 0, accuracy: 1e-12)
            XCTAssertEqual(spring.progress(atBasicTime: spring.settlingDuration + 1), 1, accuracy: 1e-3)
        }
        let bouncy = CASpringAnimation()
        bouncy.damping = 5
        let peak = stride(from: 0.0, to: 1, by: 0.01).map { bouncy.progress(atBasicTime: $0) }.max() ?? 0
        XCTAssertGreaterThan(peak, 1.4, "ratio ¼ overshoots by e^(−π/√15), 44 %")
    }

    func testPerceptualDurationAndBounce() {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(Double(spring.stiffness), pow(2 * .pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(Double(spring.damping), 4 * .pi * 0.7 / 0.5, accuracy: 1e-9)
        XCTAssertEqual(spring.perceptualDuration, 0.5, accuracy: 1e-9)
        XCTAssertEqual(Double(spring.bounce), 0.3, accuracy: 1e-9)
        let overdamped = CASpringAnimation(perceptualDuration: 1, bounce: -0.5)
        XCTAssertEqual(Double(overdamped.bounce), -0.5, accuracy: 1e-9)
        XCTAssertEqual(Double(CASpringAnimation(perceptualDuration: 1, bounce: 0).bounce), 0, accuracy: 1e-9)
    }
}
