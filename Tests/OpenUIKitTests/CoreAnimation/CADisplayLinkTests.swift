import XCTest

@testable import OpenUIKit

/// The display link keeps its target and selector and, once on a run loop, fires every frame through its
/// frame hook with timestamps from the media clock.
final class CADisplayLinkTests: MediaClockTestCase {
    private final class Target: NSObject {}

    func testDefaultsAndTimestamps() {
        let link = CADisplayLink(target: Target(), selector: "step:")
        XCTAssertEqual(link.selector, "step:")
        XCTAssertFalse(link.isPaused)
        XCTAssertEqual(link.preferredFramesPerSecond, 0)
        XCTAssertTrue(link.preferredFrameRateRange.isEqual(to: .default))
        XCTAssertEqual(link.duration, 1.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(link.timestamp, 0)
        var frames = 0
        link.frameHandler = { _ in frames += 1 }
        link.fire()
        XCTAssertEqual(frames, 1)
        XCTAssertEqual(link.timestamp, 1000)
        XCTAssertEqual(link.targetTimestamp, 1000 + 1.0 / 60, accuracy: 1e-9)
        link.preferredFramesPerSecond = 30
        setClock(1001)
        link.fire()
        XCTAssertEqual(link.targetTimestamp - link.timestamp, 1.0 / 30, accuracy: 1e-9)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 60, preferred: 20)
        link.fire()
        XCTAssertEqual(link.targetTimestamp - link.timestamp, 1.0 / 20, accuracy: 1e-9)
    }

    func testPausedAndInvalidatedLinksSkipFrames() {
        weak var weakTarget: Target?
        let link: CADisplayLink
        do {
            let target = Target()
            weakTarget = target
            link = CADisplayLink(target: target, selector: "step:")
        }
        XCTAssertNotNil(weakTarget, "the link retains its target")
        var frames = 0
        link.frameHandler = { _ in frames += 1 }
        link.isPaused = true
        link.fire()
        XCTAssertEqual(frames, 0)
        link.isPaused = false
        link.invalidate()
        link.fire()
        XCTAssertEqual(frames, 0)
        XCTAssertNil(weakTarget, "and lets go of it when invalidated")
    }

    func testFiresFromTheRunLoopItWasAddedTo() {
        let link = CADisplayLink(target: Target(), selector: "step:")
        var frames = 0
        link.frameHandler = { _ in frames += 1 }
        link.add(to: .main, forMode: .common)
        let deadline = Date(timeIntervalSinceNow: 5)
        while frames < 2 && Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
        }
        XCTAssertGreaterThanOrEqual(frames, 2)
        link.invalidate()
        let after = frames
        for _ in 0..<3 { _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.03)) }
        XCTAssertEqual(frames, after, "an invalidated link fires no more")
    }
}
