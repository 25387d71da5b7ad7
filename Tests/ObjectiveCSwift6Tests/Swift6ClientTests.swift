import Foundation
import OpenUIKit
import XCTest

/// A view controller of a Swift 6 app, with its selectors written as the porting plugin writes
/// `#selector(…)`: qualified `ObjectiveC.Selector`, the Objective-C name, the unapplied method.
final class ComposeViewController: UIViewController {
    var events: [String] = []
    var threads: [Bool] = []

    lazy var sendSelector = ObjectiveC.Selector("send:", ComposeViewController.send(_:))
    static let refreshSelector = ObjectiveC.Selector("refresh", ComposeViewController.refresh)

    func send(_ sender: Any) { record("send") }
    func refresh() { record("refresh") }
    func keyboardWillShow(_ notification: NSNotification) { record("keyboard") }
    func tick(_ timer: Timer) { record("tick \(timer.userInfo as? String ?? "")") }
    func didTap(_ recognizer: UITapGestureRecognizer) { record("tap") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let button = UIButton(type: .system)
        button.addTarget(
            self, action: ObjectiveC.Selector("send:", ComposeViewController.send(_:)), for: .touchUpInside)
        view.addSubview(button)
        view.addGestureRecognizer(
            UITapGestureRecognizer(
                target: self, action: ObjectiveC.Selector("didTap:", ComposeViewController.didTap(_:))))
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Send", style: .done, target: self,
            action: ObjectiveC.Selector("send:", ComposeViewController.send(_:)))
        NotificationCenter.default.addObserver(
            self, selector: ObjectiveC.Selector("keyboardWillShow:", ComposeViewController.keyboardWillShow),
            name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    /// Made off the main actor, as a selector in a `DispatchQueue.main.async` block or a static is. (A
    /// getter's key path to a main-actor property must be formed on the main actor in Swift 6.)
    nonisolated static func selectorsMadeAnywhere() -> [ObjectiveC.Selector] {
        [
            ObjectiveC.Selector("send:", ComposeViewController.send(_:)),
            ObjectiveC.Selector(getter: "hash", \NSObject.hash),
            ObjectiveC.Selector("viewDidLoad", checking: { _ = ComposeViewController.self }),
        ]
    }

    /// A getter selector made on the main actor.
    static func titleGetter() -> ObjectiveC.Selector { ObjectiveC.Selector(getter: "title", \UIViewController.title) }

    private func record(_ event: String) {
        events.append(event)
        threads.append(Thread.isMainThread)
    }
}

/// A nonisolated class of the same app.
final class Poller: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var polls = 0

    func poll() { lock.withLock { polls += 1 } }
    var count: Int { lock.withLock { polls } }
}

final class Swift6ClientTests: XCTestCase {
    func testSelectorsAsThePluginWritesThemPerform() {
        MainActor.assumeIsolated {
            let controller = ComposeViewController()
            controller.loadViewIfNeeded()
            controller.perform(controller.sendSelector, with: nil)
            controller.perform(ComposeViewController.refreshSelector)
            let button = controller.view.subviews.compactMap { $0 as? UIButton }.first
            button?.sendActions(for: .touchUpInside)
            controller.view.gestureRecognizers?.first?.state = .ended
            let item = controller.navigationItem.rightBarButtonItem
            UIApplication.shared.sendAction(item!.action!, to: item?.target, from: item, for: nil)
            NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
            XCTAssertEqual(controller.events, ["send", "refresh", "send", "tap", "send", "keyboard"])
            NotificationCenter.default.removeObserver(controller)
        }
    }

    func testSelectorsMadeOffTheMainActorAreTheSame() {
        let selectors = ComposeViewController.selectorsMadeAnywhere()
        XCTAssertEqual(selectors.map(\.description), ["send:", "hash", "viewDidLoad"])
        MainActor.assumeIsolated {
            let controller = ComposeViewController()
            controller.title = "Draft"
            XCTAssertTrue(controller.responds(to: selectors[0]))
            XCTAssertEqual(controller.perform(selectors[1])?.takeUnretainedValue() as? Int, controller.hash)
            XCTAssertFalse(controller.responds(to: selectors[2]))
            XCTAssertEqual(
                controller.perform(ComposeViewController.titleGetter())?.takeUnretainedValue() as? String, "Draft")
        }
    }

    /// Swift 6 checks isolation statically; the selector still runs a main-actor method on the thread
    /// that performs it, as Objective-C does, without a run-time trap.
    func testAMainActorMethodPerformedFromABackgroundThread() {
        let (controller, refresh) = MainActor.assumeIsolated {
            (ComposeViewController(), ComposeViewController.refreshSelector)
        }
        let done = expectation(description: "background")
        DispatchQueue.global().async {
            controller.perform(refresh)
            NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        MainActor.assumeIsolated {
            XCTAssertEqual(controller.events, ["refresh"], "not observing: viewDidLoad has not run")
            XCTAssertEqual(controller.threads, [false])
        }
    }

    func testTimersAndDelayedPerformsOfBothKinds() {
        let poller = Poller()
        let timer = Timer.scheduledTimer(
            timeInterval: 0.01, target: poller, selector: ObjectiveC.Selector("poll", Poller.poll), userInfo: nil,
            repeats: true)
        MainActor.assumeIsolated {
            let controller = ComposeViewController()
            Timer.scheduledTimer(
                timeInterval: 0.01, target: controller,
                selector: ObjectiveC.Selector("tick:", ComposeViewController.tick),
                userInfo: "once", repeats: false)
            controller.perform(ComposeViewController.refreshSelector, with: nil, afterDelay: 0.02)
            let deadline = Date(timeIntervalSinceNow: 2)
            while (controller.events.count < 2 || poller.count < 2) && Date() < deadline {
                _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
            }
            XCTAssertEqual(controller.events, ["tick once", "refresh"])
        }
        timer.invalidate()
        XCTAssertGreaterThanOrEqual(poller.count, 2)
    }

    func testKeyPathsAndAssociatedObjects() {
        MainActor.assumeIsolated {
            XCTAssertEqual(
                ObjectiveC.ObjectiveCSyntax.keyPath("view.backgroundColor", checking: \UIViewController.view),
                "view.backgroundColor")
            let view: UIView? = UIView()
            objc_setAssociatedObject(view as Any, &Swift6Keys.label, "label", .OBJC_ASSOCIATION_COPY_NONATOMIC)
            XCTAssertEqual(objc_getAssociatedObject(view as Any, &Swift6Keys.label) as? String, "label")
        }
    }
}

/// An association key as Swift 6 code writes it.
private enum Swift6Keys {
    nonisolated(unsafe) static var label: UInt8 = 0
}
