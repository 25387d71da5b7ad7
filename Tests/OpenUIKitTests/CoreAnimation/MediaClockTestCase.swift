import Foundation
import XCTest

@testable import OpenUIKit

/// Core Animation tests on a pinned media clock, starting and ending with no animation running, so that
/// what happens on a run-loop turn depends on the time the test sets and on nothing else.
class MediaClockTestCase: XCTestCase {
    override func setUp() {
        super.setUp()
        AnimationTimeline.shared.reset()
        CATransaction.flush()
        AnimationTimeline.shared.reset()
        MediaClock.pinned = 1000
    }

    override func tearDown() {
        AnimationTimeline.shared.reset()
        MediaClock.pinned = nil
        super.tearDown()
    }

    func setClock(_ time: CFTimeInterval) {
        MediaClock.pinned = time
    }

    /// One turn of the main run loop: whatever is due at the pinned time fires.
    func turnRunLoop() {
        _ = RunLoop.main.run(mode: .default, before: Date())
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
    }
}

/// Records an animation delegate's calls, in order.
final class AnimationRecorder: NSObject, CAAnimationDelegate {
    private(set) var events: [String] = []
    private(set) var animations: [CAAnimation] = []

    func animationDidStart(_ anim: CAAnimation) {
        events.append("start")
        animations.append(anim)
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop \(flag)")
        animations.append(anim)
    }
}
