import Foundation
import ObjectiveC
import XCTest

final class TimerSelectorTests: XCTestCase {
    private let fired = Selector("fired:", PlainObject.fired)

    func testAScheduledTimerFiresWhenTheRunLoopTurnsPassingItself() {
        let object = PlainObject()
        let timer = Timer.scheduledTimer(
            timeInterval: 0.01, target: object, selector: fired, userInfo: "info", repeats: false)
        XCTAssertEqual(timer.userInfo as? String, "info")
        XCTAssertEqual(object.calls, [])
        turnRunLoop { !object.calls.isEmpty }
        XCTAssertEqual(object.calls, ["fired info"])
        XCTAssertFalse(timer.isValid)
        turnRunLoop(for: 0.05)
        XCTAssertEqual(object.calls.count, 1)
    }

    func testARepeatingTimerFiresUntilInvalidated() {
        let object = PlainObject()
        let timer = Timer.scheduledTimer(
            timeInterval: 0.01, target: object, selector: Selector("ping", PlainObject.ping), userInfo: nil,
            repeats: true)
        turnRunLoop { object.calls.count >= 3 }
        timer.invalidate()
        let count = object.calls.count
        turnRunLoop(for: 0.05)
        XCTAssertEqual(object.calls.count, count)
        XCTAssertGreaterThanOrEqual(count, 3)
    }

    /// A timer made with an initializer waits for a run loop, and keeps its `userInfo`.
    func testTimersMadeWithInitializersRunOnceAdded() {
        let object = PlainObject()
        let later = Timer(timeInterval: 0.01, target: object, selector: fired, userInfo: ["key": 1], repeats: false)
        let atDate = Timer(
            fireAt: Date(timeIntervalSinceNow: 0.02), interval: 0, target: object, selector: fired, userInfo: 7,
            repeats: false)
        XCTAssertEqual((later.userInfo as? [String: Int])?["key"], 1)
        XCTAssertEqual(atDate.userInfo as? Int, 7)
        turnRunLoop(for: 0.05)
        XCTAssertEqual(object.calls, [], "not on a run loop yet")
        RunLoop.current.add(later, forMode: .default)
        RunLoop.current.add(atDate, forMode: .default)
        turnRunLoop { object.calls.count == 2 }
        XCTAssertEqual(object.calls, ["fired [\"key\": 1]", "fired 7"])
    }

    /// Foundation holds the target until the timer is invalidated (for a one-shot timer: until it fired).
    func testTheTargetIsHeldUntilInvalidation() {
        weak var weakTarget: PlainObject?
        var timer: Timer?
        do {
            let object = PlainObject()
            weakTarget = object
            timer = Timer.scheduledTimer(
                timeInterval: 10, target: object, selector: Selector("ping", PlainObject.ping), userInfo: nil,
                repeats: true)
        }
        XCTAssertNotNil(weakTarget)
        timer?.invalidate()
        XCTAssertNil(weakTarget)
        XCTAssertNil(timer?.userInfo)
    }

    func testFiringByHandPerformsTheSelector() {
        let object = PlainObject()
        let timer = Timer(timeInterval: 10, target: object, selector: fired, userInfo: "now", repeats: false)
        timer.fire()
        XCTAssertEqual(object.calls, ["fired now"])
    }

    /// A main-actor controller's timer, scheduled from the main thread, fires there.
    func testAMainActorTargetFiresOnTheMainThread() {
        MainActor.assumeIsolated {
            let controller = MainActorController()
            Timer.scheduledTimer(
                timeInterval: 0.01, target: controller, selector: Selector("refresh", MainActorController.refresh),
                userInfo: nil, repeats: false)
            turnRunLoop { !controller.calls.isEmpty }
            XCTAssertEqual(controller.calls, ["refresh"])
            XCTAssertEqual(controller.threads, [true])
        }
    }
}
