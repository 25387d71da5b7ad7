import Foundation
import ObjectiveC
import XCTest

final class NotificationCenterSelectorTests: XCTestCase {
    private let center = NotificationCenter()
    private let keyboard = Notification.Name("UIKeyboardWillShowNotification")
    private let other = Notification.Name("Other")

    func testPostingDeliversSynchronouslyToTheSelector() {
        MainActor.assumeIsolated {
            let controller = MainActorController()
            center.addObserver(
                controller, selector: Selector("keyboardWillShow:", MainActorController.keyboardWillShow),
                name: keyboard,
                object: nil)
            center.post(name: keyboard, object: nil)
            XCTAssertEqual(controller.calls, ["ns UIKeyboardWillShowNotification"], "before post returns")
            center.post(name: other, object: nil)
            XCTAssertEqual(controller.calls.count, 1)
        }
    }

    /// On the posting thread, as on iOS, even for a main-actor observer's method.
    func testDeliveryIsOnThePostingThread() {
        let recorder = ThreadRecorder()
        center.addObserver(
            recorder, selector: Selector("observe:", ThreadRecorder.observe), name: keyboard, object: nil)
        let done = expectation(description: "posted")
        let center = UncheckedBox(self.center)
        let name = keyboard
        DispatchQueue.global().async {
            center.value.post(name: name, object: nil)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        center.value.post(name: name, object: nil)
        XCTAssertEqual(recorder.onMainThread, [false, true])
    }

    func testANilNameHearsEverythingAndAnObjectNarrowsTheSender() {
        let all = PlainObject()
        let fromSender = PlainObject()
        let sender = PlainObject()
        center.addObserver(all, selector: Selector("ping", PlainObject.ping), name: nil, object: nil)
        center.addObserver(fromSender, selector: Selector("ping", PlainObject.ping), name: keyboard, object: sender)
        center.post(name: keyboard, object: nil)
        center.post(name: other, object: sender)
        center.post(name: keyboard, object: sender)
        XCTAssertEqual(all.calls.count, 3)
        XCTAssertEqual(fromSender.calls, ["ping"])
    }

    func testRemoveObserverRemovesEverySelectorRegistration() {
        let object = PlainObject()
        center.addObserver(object, selector: Selector("ping", PlainObject.ping), name: keyboard, object: nil)
        center.addObserver(object, selector: Selector("ping", PlainObject.ping), name: other, object: nil)
        center.removeObserver(object)
        center.post(name: keyboard, object: nil)
        center.post(name: other, object: nil)
        XCTAssertEqual(object.calls, [])
    }

    func testRemovingByNameLeavesTheOtherNames() {
        let object = PlainObject()
        let sender = PlainObject()
        center.addObserver(object, selector: Selector("ping", PlainObject.ping), name: keyboard, object: nil)
        center.addObserver(object, selector: Selector("ping", PlainObject.ping), name: other, object: sender)
        center.removeObserver(object, name: keyboard, object: nil)
        center.removeObserver(object, name: other, object: PlainObject())
        center.post(name: keyboard, object: nil)
        center.post(name: other, object: sender)
        XCTAssertEqual(object.calls, ["ping"], "the registration for another sender stays")
        center.removeObserver(object, name: nil, object: sender)
        center.post(name: other, object: sender)
        XCTAssertEqual(object.calls, ["ping"])
    }

    /// An observer that is gone is dropped: nothing is performed on it and nothing keeps it.
    func testAnObserverIsHeldWeaklyAndDroppedWhenGone() {
        weak var weakObserver: PlainObject?
        do {
            let observer = PlainObject()
            weakObserver = observer
            center.addObserver(observer, selector: Selector("ping", PlainObject.ping), name: keyboard, object: nil)
        }
        XCTAssertNil(weakObserver)
        center.post(name: keyboard, object: nil)
        center.post(name: keyboard, object: nil)
    }

    /// An observer may remove itself while a notification is delivered to it.
    func testAnObserverMayRemoveItselfWhileNotified() {
        let observer = SelfRemovingObserver(center: center)
        center.addObserver(
            observer, selector: Selector("heard:", SelfRemovingObserver.heard), name: keyboard, object: nil)
        center.post(name: keyboard, object: nil)
        center.post(name: keyboard, object: nil)
        XCTAssertEqual(observer.count, 1)
    }

    /// Block observers still go through Foundation: their tokens are removed by the same call.
    func testBlockObserversTokensAreStillRemoved() {
        let heard = ThreadRecorder()
        let token = center.addObserver(forName: keyboard, object: nil, queue: nil) { _ in heard.record() }
        center.post(name: keyboard, object: nil)
        center.removeObserver(token)
        center.post(name: keyboard, object: nil)
        let named = center.addObserver(forName: other, object: nil, queue: nil) { _ in heard.record() }
        center.removeObserver(named, name: other, object: nil)
        center.post(name: other, object: nil)
        XCTAssertEqual(heard.onMainThread.count, 1)
    }

    func testOnlyTheCenterRegisteredWithRemoves() {
        let object = PlainObject()
        center.addObserver(object, selector: Selector("ping", PlainObject.ping), name: keyboard, object: nil)
        NotificationCenter().removeObserver(object)
        center.post(name: keyboard, object: nil)
        XCTAssertEqual(object.calls, ["ping"])
    }
}

private final class SelfRemovingObserver: NSObject {
    let center: NotificationCenter
    var count = 0

    init(center: NotificationCenter) { self.center = center }

    func heard(_ notification: Notification) {
        count += 1
        center.removeObserver(self)
    }
}
