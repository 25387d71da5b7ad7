import Foundation
import ObjectiveC
import XCTest

final class SelectorTests: XCTestCase {
    func testEqualityAndHashingGoByNameAlone() {
        let withMethod = Selector("refresh", MainActorController.refresh)
        let named: Selector = "refresh"
        XCTAssertEqual(withMethod, named)
        XCTAssertEqual(withMethod.hashValue, Selector("refresh").hashValue)
        XCTAssertEqual(Set([withMethod, named, Selector("other")]).count, 2)
        XCTAssertNotEqual(withMethod, Selector("refresh:"))
        XCTAssertEqual(withMethod.description, "refresh")
        XCTAssertEqual("\(Selector("tap:", MainActorController.tap(_:)))", "tap:")
    }

    func testEachArityPerformsItsMethod() {
        MainActor.assumeIsolated {
            let controller = MainActorController()
            XCTAssertTrue(perform(Selector("refresh", MainActorController.refresh), on: controller, []))
            XCTAssertTrue(perform(Selector("tap:", MainActorController.tap(_:)), on: controller, ["button"]))
            XCTAssertTrue(perform(Selector("move::", MainActorController.move(_:_:)), on: controller, [1, 2]))
            XCTAssertTrue(perform(Selector("three:::", MainActorController.three), on: controller, ["a", "b", "c"]))
            XCTAssertEqual(controller.calls, ["refresh", "tap button", "move 1 2", "abc"])
            let sum = Selector("four::::", MainActorController.four).perform(on: controller, with: [1, 2, 3, 4])
            guard case .returned(let value) = sum else { return XCTFail("not performed") }
            XCTAssertEqual(value as? Int, 10)
        }
    }

    func testAPlainClassesMethodsPerformToo() {
        let object = PlainObject()
        XCTAssertTrue(perform(Selector("ping", PlainObject.ping), on: object, []))
        XCTAssertTrue(perform(Selector("take:", PlainObject.take), on: object, ["x"]))
        XCTAssertEqual(object.calls, ["ping", "take x"])
    }

    /// A subclass has its superclass's methods; another class does not.
    func testTheTargetMustBeOfTheMethodsClass() {
        let ping = Selector("ping", PlainObject.ping)
        XCTAssertTrue(ping.isMethod(of: PlainSubclass()))
        XCTAssertTrue(perform(ping, on: PlainSubclass(), []))
        XCTAssertFalse(ping.isMethod(of: Marker()))
        XCTAssertFalse(perform(ping, on: Marker(), []))
    }

    func testANameAloneCannotBePerformed() {
        let object = PlainObject()
        for selector in [Selector("ping"), "ping", NSSelectorFromString("ping"), Selector("ping", checking: {})] {
            XCTAssertFalse(selector.isMethod(of: object))
            XCTAssertFalse(perform(selector, on: object, []))
        }
        XCTAssertEqual(object.calls, [])
    }

    /// The `checking:` closure is there for the compiler only.
    func testTheCheckingReferenceIsNeverRun() {
        var ran = false
        let selector = Selector("classMethod", checking: { ran = true })
        XCTAssertEqual(selector.description, "classMethod")
        XCTAssertFalse(ran)
    }

    func testArgumentsAreCastToTheParameterTypes() {
        MainActor.assumeIsolated {
            let controller = MainActorController()
            let select = Selector("select:", MainActorController.select)
            XCTAssertFalse(perform(select, on: controller, [PlainObject()]), "a mismatched argument")
            XCTAssertFalse(perform(select, on: controller, [nil]), "nil for a non-optional parameter")
            XCTAssertFalse(perform(select, on: controller, []), "a missing argument")
            XCTAssertTrue(perform(select, on: controller, [controller]))
            let move = Selector("move::", MainActorController.move(_:_:))
            XCTAssertFalse(perform(move, on: controller, [1, "2"]))
            XCTAssertEqual(controller.calls, ["select"])
        }
    }

    /// Objective-C's calling convention drops extra arguments (an action need not take its sender); a
    /// missing one is nil where the parameter is optional, and an `Any` holding nil where it is `Any`.
    func testExtraArgumentsAreDroppedAndMissingOnesAreNil() {
        MainActor.assumeIsolated {
            let controller = MainActorController()
            XCTAssertTrue(perform(Selector("refresh", MainActorController.refresh), on: controller, ["sender", 1]))
            XCTAssertTrue(perform(Selector("optional:", MainActorController.optional), on: controller, []))
            XCTAssertTrue(perform(Selector("tap:", MainActorController.tap(_:)), on: controller, [nil]))
            XCTAssertEqual(controller.calls, ["refresh", "optional nil", "tap nil"])
        }
    }

    /// Optionals inside `Any` are looked through, as Objective-C sees the object or nil.
    func testOptionalArgumentsInsideAnyAreUnwrapped() {
        let object = PlainObject()
        let text: String? = "boxed"
        let none: String? = nil
        XCTAssertTrue(perform(Selector("take:", PlainObject.take), on: object, [text as Any]))
        XCTAssertTrue(perform(Selector("take:", PlainObject.take), on: object, [none as Any]))
        XCTAssertEqual(object.calls, ["take boxed", "take nil"])
    }

    /// Apps declare `keyboardWillShow(_ notification: NSNotification)`; a `Notification` reaches it, and
    /// an `NSNotification` reaches a `Notification` parameter.
    func testNotificationsBridgeToTheParameterType() {
        MainActor.assumeIsolated {
            let controller = MainActorController()
            let name = Notification.Name("KeyboardWillShow")
            let ns = Selector("keyboardWillShow:", MainActorController.keyboardWillShow)
            XCTAssertTrue(perform(ns, on: controller, [Notification(name: name)]))
            let value = Selector("didChange:", MainActorController.didChange)
            XCTAssertTrue(perform(value, on: controller, [NSNotification(name: name, object: nil)]))
            XCTAssertEqual(controller.calls, ["ns KeyboardWillShow", "note KeyboardWillShow"])
        }
    }

    func testResultsAreHandedOnAsObjectiveCWould() {
        MainActor.assumeIsolated {
            let controller = MainActorController()
            guard
                case .returned(let void) = Selector("refresh", MainActorController.refresh).perform(
                    on: controller, with: [])
            else { return XCTFail("not performed") }
            XCTAssertNil(void)
            guard
                case .returned(let none) = Selector("maybe", MainActorController.maybe).perform(
                    on: controller, with: [])
            else { return XCTFail("not performed") }
            XCTAssertNil(none)
            guard
                case .returned(let count) = Selector("count", MainActorController.count).perform(
                    on: controller, with: [])
            else { return XCTFail("not performed") }
            XCTAssertEqual(count as? Int, 1)
        }
    }

    func testGetterAndSetterSelectorsReadAndWriteTheProperty() {
        MainActor.assumeIsolated {
            let controller = MainActorController()
            let getter = Selector(getter: "title", \MainActorController.title)
            guard case .returned(let title) = getter.perform(on: controller, with: []) else { return XCTFail() }
            XCTAssertEqual(title as? String, "Inbox")
            let setter = Selector(setter: "setTitle:", \MainActorController.title)
            XCTAssertTrue(perform(setter, on: controller, ["Archive"]))
            XCTAssertFalse(perform(setter, on: controller, [3]))
            XCTAssertEqual(controller.title, "Archive")
        }
    }

    /// The Objective-C runtime calls a method on the caller's thread; so does a selector, even for a
    /// main-actor class's method, without trapping.
    func testAMainActorMethodRunsOnTheCallersThread() {
        let controller = MainActor.assumeIsolated { MainActorController() }
        let tap = Selector("tap:", MainActorController.tap(_:))
        let done = expectation(description: "performed on a background thread")
        let box = UncheckedBox(controller)
        Thread.detachNewThread {
            _ = tap.perform(on: box.value, with: ["background"])
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        MainActor.assumeIsolated {
            XCTAssertEqual(controller.calls, ["tap background"])
            XCTAssertEqual(controller.threads, [false])
        }
    }

    func testKeyPathStringsAreReturnedAsWritten() {
        // A key path to a main-actor property is formed on the main actor, as Swift 6 requires.
        MainActor.assumeIsolated {
            XCTAssertEqual(ObjectiveCSyntax.keyPath("title.count", checking: \MainActorController.title), "title.count")
        }
        XCTAssertEqual(ObjectiveCSyntax.keyPath("layer.cornerRadius"), "layer.cornerRadius")
    }

    private func perform(_ selector: Selector, on target: AnyObject, _ arguments: [Any?]) -> Bool {
        if case .returned = selector.perform(on: target, with: arguments) { return true }
        return false
    }
}

/// Hands a non-Sendable value to another thread in a test, where the test orders the accesses.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
