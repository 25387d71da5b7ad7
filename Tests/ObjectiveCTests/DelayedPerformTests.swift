import Foundation
import ObjectiveC
import XCTest

final class DelayedPerformTests: XCTestCase {
    func testADelayedPerformRunsOnlyWhenTheRunLoopTurns() {
        let object = PlainObject()
        object.perform(Selector("take:", PlainObject.take), with: "later", afterDelay: 0)
        XCTAssertEqual(object.calls, [], "not before the run loop turns")
        turnRunLoop { !object.calls.isEmpty }
        XCTAssertEqual(object.calls, ["take later"])
        turnRunLoop(for: 0.05)
        XCTAssertEqual(object.calls, ["take later"], "once")
    }

    func testAMainActorControllerIsPerformedOnTheMainRunLoop() {
        MainActor.assumeIsolated {
            let controller = MainActorController()
            controller.perform(Selector("refresh", MainActorController.refresh), with: nil, afterDelay: 0.01)
            turnRunLoop { !controller.calls.isEmpty }
            XCTAssertEqual(controller.calls, ["refresh"])
            XCTAssertEqual(controller.threads, [true])
        }
    }

    /// The target and the argument are held until the request fires.
    func testTheTargetIsHeldUntilItFires() {
        weak var weakObject: PlainObject?
        do {
            let object = PlainObject()
            weakObject = object
            object.perform(Selector("ping", PlainObject.ping), with: nil, afterDelay: 0)
        }
        XCTAssertNotNil(weakObject)
        turnRunLoop { weakObject == nil }
        XCTAssertNil(weakObject)
    }

    func testCancellingByTarget() {
        let object = PlainObject()
        let other = PlainObject()
        object.perform(Selector("ping", PlainObject.ping), with: nil, afterDelay: 0)
        object.perform(Selector("take:", PlainObject.take), with: "x", afterDelay: 0)
        other.perform(Selector("ping", PlainObject.ping), with: nil, afterDelay: 0)
        NSObject.cancelPreviousPerformRequests(withTarget: object)
        turnRunLoop { !other.calls.isEmpty }
        turnRunLoop(for: 0.05)
        XCTAssertEqual(object.calls, [])
        XCTAssertEqual(other.calls, ["ping"])
    }

    /// The argument is matched with `isEqual(_:)`, not identity; nil matches nil.
    func testCancellingBySelectorAndEqualArgument() {
        let object = PlainObject()
        let take = Selector("take:", PlainObject.take)
        object.perform(take, with: "a", afterDelay: 0)
        object.perform(take, with: "b", afterDelay: 0)
        object.perform(take, with: nil, afterDelay: 0)
        object.perform(Selector("ping", PlainObject.ping), with: nil, afterDelay: 0)
        NSObject.cancelPreviousPerformRequests(withTarget: object, selector: take, object: NSString(string: "a"))
        NSObject.cancelPreviousPerformRequests(withTarget: object, selector: take, object: nil)
        turnRunLoop { object.calls.count == 2 }
        turnRunLoop(for: 0.05)
        XCTAssertEqual(object.calls.sorted(), ["ping", "take b"])
    }

    func testARequestInAnotherModeWaitsForThatMode() {
        let object = PlainObject()
        let mode = RunLoop.Mode("DelayedPerformTestsMode")
        object.perform(Selector("ping", PlainObject.ping), with: nil, afterDelay: 0, inModes: [mode])
        turnRunLoop(for: 0.05)
        XCTAssertEqual(object.calls, [])
        let deadline = Date(timeIntervalSinceNow: 1)
        while object.calls.isEmpty && Date() < deadline {
            _ = RunLoop.current.run(mode: mode, before: Date(timeIntervalSinceNow: 0.01))
        }
        XCTAssertEqual(object.calls, ["ping"])
    }

    func testPerformingOnTheMainThreadAndInTheBackground() {
        let object = PlainObject()
        object.performSelector(onMainThread: Selector("ping", PlainObject.ping), with: nil, waitUntilDone: true)
        XCTAssertEqual(object.calls, ["ping"], "at once on the main thread")
        object.performSelector(onMainThread: Selector("take:", PlainObject.take), with: "queued", waitUntilDone: false)
        XCTAssertEqual(object.calls, ["ping"])
        turnRunLoop { object.calls.count == 2 }
        XCTAssertEqual(object.calls, ["ping", "take queued"])

        let recorder = ThreadRecorder()
        recorder.performSelector(inBackground: Selector("record", ThreadRecorder.record), with: nil)
        turnRunLoop { !recorder.onMainThread.isEmpty }
        XCTAssertEqual(recorder.onMainThread, [false])
    }
}
