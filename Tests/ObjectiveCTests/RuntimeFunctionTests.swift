import Foundation
import ObjectiveC
import XCTest

/// A class nothing in the program refers to, but `NSClassFromString` by name.
final class NeverMentioned: NSObject {}

final class RuntimeFunctionTests: XCTestCase {
    func testSelectorsAndTheirNames() {
        XCTAssertEqual(NSStringFromSelector(Selector("tableView:didSelectRowAt:")), "tableView:didSelectRowAt:")
        XCTAssertEqual(NSSelectorFromString("reload"), Selector("reload", MainActorController.refresh))
        let name = sel_getName(Selector("save:"))
        XCTAssertEqual(String(cString: name), "save:")
        XCTAssertEqual(sel_getName(Selector("save:")), name, "the same name is the same pointer")
        XCTAssertEqual(sel_registerName("save:"), Selector("save:"))
        XCTAssertTrue(sel_isEqual(Selector("a"), "a"))
    }

    func testClassNames() {
        XCTAssertEqual(String(cString: class_getName(PlainObject.self)), "ObjectiveCTests.PlainObject")
        XCTAssertEqual(String(cString: class_getName(nil)), "nil")
        XCTAssertEqual(NSStringFromClass(PlainSubclass.self), "ObjectiveCTests.PlainSubclass")
        XCTAssertTrue(NSClassFromString("ObjectiveCTests.NeverMentioned") == NeverMentioned.self)
        XCTAssertNil(NSClassFromString("ObjectiveCTests.Missing"))
        XCTAssertEqual(String(cString: object_getClassName(PlainSubclass())), "ObjectiveCTests.PlainSubclass")
    }

    func testObjectGetClassLooksThroughOptionals() {
        let object: PlainObject? = PlainSubclass()
        XCTAssertTrue(object_getClass(object) == PlainSubclass.self)
        XCTAssertTrue(object_getClass(object as Any) == PlainSubclass.self)
        XCTAssertNil(object_getClass(nil))
        XCTAssertNil(object_getClass(42))
    }

    func testRespondingFollowsTheMethodsClass() {
        let ping = Selector("ping", PlainObject.ping)
        XCTAssertTrue(PlainObject().responds(to: ping))
        XCTAssertTrue(PlainSubclass().responds(to: ping))
        XCTAssertFalse(Marker().responds(to: ping))
        XCTAssertFalse(PlainObject().responds(to: Selector("ping")), "a name alone answers false")
        XCTAssertTrue(PlainSubclass.instancesRespond(to: ping))
        XCTAssertFalse(Marker.instancesRespond(to: ping))
        XCTAssertTrue(class_respondsToSelector(PlainSubclass.self, ping))
        XCTAssertFalse(class_respondsToSelector(nil, ping))
        MainActor.assumeIsolated {
            XCTAssertTrue(MainActorController().responds(to: Selector("refresh", MainActorController.refresh)))
        }
    }

    func testTheIntegerTypesAreSwifts() {
        let count: NSInteger = -3
        let size: NSUInteger = 3
        XCTAssertTrue(type(of: count) == Int.self)
        XCTAssertTrue(type(of: size) == UInt.self)
    }

    func testAutoreleasePoolRunsItsBody() throws {
        XCTAssertEqual(autoreleasepool { 7 }, 7)
        struct Failure: Error {}
        XCTAssertThrowsError(try autoreleasepool(invoking: { throw Failure() }))
    }

    func testSynchronizedSectionsExcludeOtherThreadsAndNest() {
        let lock = PlainObject()
        let counter = UncheckedBox(Counter())
        XCTAssertEqual(objc_sync_enter(lock), OBJC_SYNC_SUCCESS)
        XCTAssertEqual(objc_sync_enter(lock), OBJC_SYNC_SUCCESS, "recursive")
        let done = expectation(description: "the other thread got in")
        Thread.detachNewThread {
            objc_sync_enter(lock)
            counter.value.value += 1
            objc_sync_exit(lock)
            done.fulfill()
        }
        Thread.sleep(forTimeInterval: 0.05)
        XCTAssertEqual(counter.value.value, 0, "held by this thread")
        objc_sync_exit(lock)
        XCTAssertEqual(counter.value.value, 0, "still held once")
        XCTAssertEqual(objc_sync_exit(lock), OBJC_SYNC_SUCCESS)
        wait(for: [done], timeout: 5)
        XCTAssertEqual(counter.value.value, 1)
        XCTAssertEqual(objc_sync_exit(lock), OBJC_SYNC_NOT_OWNING_THREAD_ERROR)
    }

    private final class Counter {
        var value = 0
    }
}
