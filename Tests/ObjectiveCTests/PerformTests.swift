import Foundation
import ObjectiveC
import XCTest

final class PerformTests: XCTestCase {
    func testPerformPassesItsArguments() {
        let object = PlainObject()
        XCTAssertNil(object.perform(Selector("ping", PlainObject.ping)), "a Void method returns nil")
        object.perform(Selector("take:", PlainObject.take), with: "one")
        object.perform(Selector("take:", PlainObject.take), with: nil)
        MainActor.assumeIsolated {
            let controller = MainActorController()
            controller.perform(Selector("move::", MainActorController.move(_:_:)), with: 3, with: 4)
            XCTAssertEqual(controller.calls, ["move 3 4"])
        }
        XCTAssertEqual(object.calls, ["ping", "take one", "take nil"])
    }

    /// Where Objective-C raises "unrecognized selector", nothing happens.
    func testWhatCannotBePerformedDoesNothing() {
        let object = PlainObject()
        XCTAssertNil(object.perform(Selector("ping")))
        XCTAssertNil(object.perform(Selector("refresh", MainActorController.refresh)))
        XCTAssertNil(object.perform(Selector("take:", PlainObject.take), with: 42))
        XCTAssertEqual(object.calls, [])
    }

    /// An object result stays alive until the run loop turns, where iOS would drain the autorelease pool.
    func testAnObjectResultIsUnretainedAndKeptUntilTheRunLoopTurns() {
        MainActor.assumeIsolated {
            let controller = MainActorController()
            var released = false
            do {
                let result = controller.perform(Selector("make", MainActorController.make))
                let marker = result?.takeUnretainedValue() as? Marker
                XCTAssertNotNil(marker)
                marker?.onDeinit = { released = true }
            }
            XCTAssertFalse(released)
            turnRunLoop(for: 1) { released }
            XCTAssertTrue(released)
        }
    }

    func testAValueResultIsBoxed() {
        MainActor.assumeIsolated {
            let controller = MainActorController()
            let result = controller.perform(Selector("count", MainActorController.count))
            XCTAssertEqual(result?.takeUnretainedValue() as? Int, 0)
        }
    }
}
