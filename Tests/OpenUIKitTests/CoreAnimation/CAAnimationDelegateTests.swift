import XCTest

@testable import OpenUIKit

/// When the delegate hears, as `CAAnimation` documents: from the main run loop, after the commit, at the
/// pinned media time, with the layer's copy.
final class CAAnimationDelegateTests: MediaClockTestCase {
    private func fade(_ recorder: AnimationRecorder, duration: CFTimeInterval = 1) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 1
        animation.toValue = 0
        animation.duration = duration
        animation.delegate = recorder
        return animation
    }

    func testStartOnTheTurnAfterTheCommitAndStopAfterTheDuration() throws {
        let recorder = AnimationRecorder()
        let layer = CALayer()
        layer.add(fade(recorder), forKey: "fade")
        XCTAssertEqual(recorder.events, [], "nothing during add")
        turnRunLoop()
        XCTAssertEqual(recorder.events, ["start"])
        setClock(1000.99)
        turnRunLoop()
        XCTAssertEqual(recorder.events, ["start"])
        XCTAssertEqual(layer.animationKeys(), ["fade"])
        setClock(1001)
        turnRunLoop()
        XCTAssertEqual(recorder.events, ["start", "stop true"])
        XCTAssertNil(layer.animationKeys(), "removed on completion")
        XCTAssertEqual(recorder.animations.count, 2)
        XCTAssertTrue(recorder.animations[0] === recorder.animations[1], "the same stored copy both times")
    }

    /// A start callback that takes longer than the animation (the clock passes its end before the turn is
    /// over) still leads to the stop on the next turn: the end is not skipped as if it were already handled.
    func testAnEndPassedWhileCallbacksRunIsStillReported() {
        final class SlowStart: NSObject, CAAnimationDelegate {
            var events: [String] = []
            let onStart: () -> Void
            init(onStart: @escaping () -> Void) { self.onStart = onStart }
            func animationDidStart(_ anim: CAAnimation) {
                events.append("start")
                onStart()
            }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
        }
        let delegate = SlowStart { [unowned self] in self.setClock(1001) }
        let layer = CALayer()
        let blink = CABasicAnimation(keyPath: "opacity")
        blink.toValue = 0
        blink.duration = 0.02
        blink.delegate = delegate
        layer.add(blink, forKey: "blink")
        turnRunLoop()
        turnRunLoop()
        XCTAssertEqual(delegate.events, ["start", "stop true"], "the stop comes on a later turn, not never")
        XCTAssertNil(layer.animationKeys())
    }

    func testExplicitTransactionStartsAtCommit() {
        let recorder = AnimationRecorder()
        let layer = CALayer()
        CATransaction.begin()
        layer.add(fade(recorder), forKey: "fade")
        setClock(1000.5)
        turnRunLoop()
        XCTAssertEqual(recorder.events, [], "the transaction is still open")
        CATransaction.commit()
        XCTAssertEqual(layer.animation(forKey: "fade")?.beginTime, 1000.5)
        XCTAssertEqual(recorder.events, [])
        turnRunLoop()
        XCTAssertEqual(recorder.events, ["start"])
    }

    func testLaterBeginTimeDelaysTheStart() {
        let recorder = AnimationRecorder()
        let animation = fade(recorder)
        animation.beginTime = CACurrentMediaTime() + 2
        let layer = CALayer()
        layer.add(animation, forKey: "fade")
        turnRunLoop()
        XCTAssertEqual(recorder.events, [])
        setClock(1002)
        turnRunLoop()
        XCTAssertEqual(recorder.events, ["start"])
        XCTAssertEqual(layer.animationKeys(), ["fade"])
    }

    func testRepeatsAndSpeedSetTheEnd() {
        let recorder = AnimationRecorder()
        let animation = fade(recorder)
        animation.repeatCount = 2
        animation.autoreverses = true
        animation.speed = 2
        let layer = CALayer()
        layer.add(animation, forKey: "fade")
        turnRunLoop()
        setClock(1001.9)
        turnRunLoop()
        XCTAssertEqual(recorder.events, ["start"])
        setClock(1002)
        turnRunLoop()
        XCTAssertEqual(recorder.events, ["start", "stop true"])
        XCTAssertNil(layer.animationKeys())
    }

    /// A layer that goes away takes its animations with it, unannounced.
    func testAnimationsOfAFreedLayerReportNothing() {
        let recorder = AnimationRecorder()
        CALayer().add(fade(recorder), forKey: "fade")
        turnRunLoop()
        setClock(1010)
        turnRunLoop()
        XCTAssertEqual(recorder.events, [])
    }

    func testKeptAnimationStaysAfterItEnds() {
        let recorder = AnimationRecorder()
        let animation = fade(recorder)
        animation.isRemovedOnCompletion = false
        animation.fillMode = .forwards
        let layer = CALayer()
        layer.add(animation, forKey: "fade")
        turnRunLoop()
        setClock(1005)
        turnRunLoop()
        XCTAssertEqual(recorder.events, ["start", "stop true"])
        XCTAssertEqual(layer.animationKeys(), ["fade"])
        layer.removeAnimation(forKey: "fade")
        turnRunLoop()
        XCTAssertEqual(recorder.events, ["start", "stop true"], "one stop only")
    }

    func testEarlyRemovalStopsUnfinishedOnTheNextTurn() {
        let recorder = AnimationRecorder()
        let layer = CALayer()
        layer.add(fade(recorder), forKey: "fade")
        turnRunLoop()
        layer.removeAnimation(forKey: "fade")
        XCTAssertEqual(recorder.events, ["start"], "not during the removal")
        turnRunLoop()
        XCTAssertEqual(recorder.events, ["start", "stop false"])
        setClock(1010)
        turnRunLoop()
        XCTAssertEqual(recorder.events, ["start", "stop false"])
    }

    func testReplacementAndRemoveAllStopUnfinished() {
        let first = AnimationRecorder()
        let second = AnimationRecorder()
        let layer = CALayer()
        layer.add(fade(first), forKey: "fade")
        layer.add(fade(second), forKey: "other")
        turnRunLoop()
        layer.add(fade(AnimationRecorder()), forKey: "fade")
        layer.removeAllAnimations()
        turnRunLoop()
        XCTAssertEqual(first.events, ["start", "stop false"])
        XCTAssertEqual(second.events, ["start", "stop false"])
    }

    func testRemovedBeforeItsCommitReportsNothing() {
        let recorder = AnimationRecorder()
        let layer = CALayer()
        layer.add(fade(recorder), forKey: "fade")
        layer.removeAnimation(forKey: "fade")
        turnRunLoop()
        setClock(1010)
        turnRunLoop()
        XCTAssertEqual(recorder.events, [])
    }

    /// Core Animation documents the delegate as retained by the animation.
    func testTheDelegateIsRetained() {
        let animation = CABasicAnimation()
        weak var weakDelegate: AnimationRecorder?
        do {
            let recorder = AnimationRecorder()
            weakDelegate = recorder
            animation.delegate = recorder
        }
        XCTAssertNotNil(weakDelegate)
    }

    /// Chaining on the stop callback, as apps do: the next animation starts on a later turn.
    func testAnimationAddedFromTheStopCallbackRuns() {
        final class Chain: NSObject, CAAnimationDelegate {
            let layer = CALayer()
            let next = AnimationRecorder()
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                let animation = CABasicAnimation(keyPath: "opacity")
                animation.duration = 1
                animation.delegate = next
                layer.add(animation, forKey: "second")
            }
        }
        let chain = Chain()
        let first = CABasicAnimation(keyPath: "opacity")
        first.duration = 1
        first.delegate = chain
        chain.layer.add(first, forKey: "first")
        turnRunLoop()
        setClock(1001)
        turnRunLoop()
        turnRunLoop()
        XCTAssertEqual(chain.next.events, ["start"])
        XCTAssertEqual(chain.layer.animation(forKey: "second")?.beginTime, 1001)
    }

    /// A delegate that implements neither method compiles and is never a problem.
    func testDelegateMethodsAreOptional() {
        final class Silent: NSObject, CAAnimationDelegate {}
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.delegate = Silent()
        let layer = CALayer()
        layer.add(animation, forKey: "fade")
        turnRunLoop()
        setClock(1001)
        turnRunLoop()
        XCTAssertNil(layer.animationKeys())
    }
}
