import OpenUIKit
import XCTest

/// Display links as animation code writes them: made with a selector, added to the main run loop,
/// invalidated from the callback.
final class CADisplayLinkSelectorTests: XCTestCase {
    private final class Animator: UIView {
        var frames: [CFTimeInterval] = []
        var stopAfter = 3

        func start() {
            let link = CADisplayLink(target: self, selector: Selector("step:", Animator.step(_:)))
            link.preferredFramesPerSecond = 120
            // Not kept: the run loop keeps the link, as on iOS.
            link.add(to: .main, forMode: .common)
        }

        func step(_ link: CADisplayLink) {
            frames.append(link.timestamp)
            XCTAssertEqual(link.targetTimestamp - link.timestamp, link.duration, accuracy: 1e-9)
            if frames.count == stopAfter { link.invalidate() }
        }
    }

    private func turnRunLoop(for seconds: TimeInterval, until condition: () -> Bool = { false }) {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while !condition() && Date() < deadline {
            _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
        }
    }

    func testALinkFiresEachFrameWhileTheRunLoopTurnsUntilInvalidated() {
        let animator = Animator()
        animator.start()
        XCTAssertEqual(animator.frames, [], "nothing fires before the run loop turns")
        turnRunLoop(for: 2) { animator.frames.count >= 3 }
        XCTAssertEqual(animator.frames.count, 3)
        XCTAssertEqual(animator.frames, animator.frames.sorted())
        turnRunLoop(for: 0.05)
        XCTAssertEqual(animator.frames.count, 3, "invalidated from its own callback")
    }

    func testAPausedLinkPerformsNothingAndTheRateFollowsThePreference() {
        let animator = Animator()
        let link = CADisplayLink(target: animator, selector: Selector("step:", Animator.step(_:)))
        XCTAssertEqual(link.duration, 1.0 / 60, accuracy: 1e-9, "the display's refresh interval")
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 120, preferred: 100)
        XCTAssertEqual(link.duration, 1.0 / 60, accuracy: 1e-9, "a preference above the display's rate is capped")
        link.isPaused = true
        link.add(to: .current, forMode: .default)
        turnRunLoop(for: 0.05)
        XCTAssertEqual(animator.frames, [])
        link.remove(from: .current, forMode: .default)
        link.isPaused = false
        turnRunLoop(for: 0.05)
        XCTAssertEqual(animator.frames, [], "removed from its only mode")
        link.invalidate()
    }

    func testMediaTimeIsMonotonic() {
        let first = CACurrentMediaTime()
        XCTAssertGreaterThan(first, 0)
        XCTAssertGreaterThanOrEqual(CACurrentMediaTime(), first)
    }
}
