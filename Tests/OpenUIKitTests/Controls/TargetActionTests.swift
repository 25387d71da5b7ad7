import OpenUIKit
import XCTest

/// Target/action written as app code writes it (the selectors as the porting plugin turns `#selector`
/// into them), in Swift 5 mode: controls, gesture recognizers and bar button items perform their
/// actions, and a nil target is found along the responder chain.
final class TargetActionTests: XCTestCase {
    /// A screen of an app: its actions take the sender, or nothing, or the sender and the event.
    private final class ComposeScreen: UIViewController {
        let sendButton = UIButton(type: .system)
        let cancelButton = UIButton(type: .system)
        let draftSwitch = UISwitch()
        let refresh = UIRefreshControl()
        let tableView = UITableView()
        var events: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            sendButton.addTarget(self, action: Selector("send:", ComposeScreen.send(_:)), for: .touchUpInside)
            // A nil target: the responder chain finds the controller, as UIKit's does.
            cancelButton.addTarget(nil, action: Selector("cancel", ComposeScreen.cancel), for: .touchUpInside)
            draftSwitch.addTarget(
                self, action: Selector("draftChanged:forEvent:", ComposeScreen.draftChanged(_:forEvent:)),
                for: .valueChanged)
            refresh.addTarget(self, action: Selector("reload:", ComposeScreen.reload(_:)), for: .valueChanged)
            tableView.refreshControl = refresh
            view.addGestureRecognizer(
                UITapGestureRecognizer(target: self, action: Selector("dismissKeyboard", ComposeScreen.dismissKeyboard))
            )
            for subview in [sendButton, cancelButton, draftSwitch, tableView] { view.addSubview(subview) }
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Send", style: .done, target: self, action: Selector("send:", ComposeScreen.send(_:)))
            navigationItem.leftBarButtonItem = UIBarButtonItem(
                barButtonSystemItem: .cancel, target: self, action: Selector("cancel", ComposeScreen.cancel))
        }

        func send(_ sender: UIButton) { events.append("send \(sender === sendButton)") }
        func cancel() { events.append("cancel") }
        func draftChanged(_ sender: UISwitch, forEvent event: UIEvent?) {
            events.append("draft \(sender.isOn) \(event == nil ? "no event" : "event")")
        }
        func reload(_ sender: UIRefreshControl) { events.append("reload") }
        func dismissKeyboard() { events.append("dismiss") }
    }

    /// A view that says it is the first responder, as a focused text view would.
    private final class FocusedView: UIView {
        var isFocused = true
        var events: [String] = []
        override var isFirstResponder: Bool { isFocused }
        func cancel() { events.append("cancel") }
    }

    /// A view that has the method but declines to perform it.
    private final class DecliningView: UIView {
        var events: [String] = []
        func cancel() { events.append("declined cancel ran") }
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
    }

    private func presented(_ screen: UIViewController) -> UIWindow {
        let window = UIWindow(device: .iPhone13)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    func testControlsPerformTheirActionsOnTheirTargets() {
        let screen = ComposeScreen()
        let window = presented(screen)
        screen.sendButton.sendActions(for: .touchUpInside)
        screen.draftSwitch.setOn(true, animated: false)
        XCTAssertEqual(screen.events, ["send true"], "setting a switch sends nothing, as in UIKit")
        screen.draftSwitch.sendActions(for: .valueChanged)
        screen.refresh.sendActions(for: .valueChanged)
        XCTAssertEqual(screen.events, ["send true", "draft true no event", "reload"])
        withExtendedLifetime(window) {}
    }

    func testANilTargetIsFoundAlongTheResponderChain() {
        let screen = ComposeScreen()
        let window = presented(screen)
        screen.cancelButton.sendActions(for: .touchUpInside)
        XCTAssertEqual(screen.events, ["cancel"])
        XCTAssertEqual(screen.cancelButton.actions(forTarget: nil, forControlEvent: .touchUpInside), ["cancel"])
        // Not `contains(NSNull())`: Foundation on Linux hashes each NSNull by its address.
        XCTAssertTrue(screen.cancelButton.allTargets.contains { $0.base is NSNull })
        XCTAssertTrue(screen.sendButton.allTargets.contains(screen))
        withExtendedLifetime(window) {}
    }

    /// UIKit starts a nil-targeted action at the first responder; here a responder is first only when it
    /// says so (nothing takes focus by itself). A selector answers for its own method's class only: the
    /// controller's `cancel` passes the focused view by, where Objective-C, matching by name, would stop.
    func testTheFirstResponderComesBeforeTheSendersChain() {
        let screen = ComposeScreen()
        let window = presented(screen)
        let focused = FocusedView()
        screen.view.addSubview(focused)
        defer { focused.isFocused = false }
        let control = UIControl()
        screen.view.addSubview(control)
        control.addTarget(nil, action: Selector("cancel", FocusedView.cancel), for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(focused.events, ["cancel"])
        screen.cancelButton.sendActions(for: .touchUpInside)
        XCTAssertEqual(focused.events, ["cancel"])
        XCTAssertEqual(screen.events, ["cancel"])
        focused.isFocused = false
        XCTAssertFalse(
            UIApplication.shared.sendAction(Selector("cancel", FocusedView.cancel), to: nil, from: nil, for: nil))
        withExtendedLifetime(window) {}
    }

    func testAResponderThatDeclinesPassesTheActionOn() {
        let screen = ComposeScreen()
        let window = presented(screen)
        let declining = DecliningView()
        screen.view.addSubview(declining)
        let control = UIControl()
        declining.addSubview(control)
        control.addTarget(nil, action: Selector("cancel", DecliningView.cancel), for: .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(declining.events, [])
        XCTAssertNil(declining.target(forAction: Selector("cancel", DecliningView.cancel), withSender: control))
        XCTAssertTrue(
            declining.target(forAction: Selector("cancel", ComposeScreen.cancel), withSender: control) as? ComposeScreen
                === screen)
        withExtendedLifetime(window) {}
    }

    func testGestureRecognizersPerformTheirActionsWhenRecognized() {
        let screen = ComposeScreen()
        let window = presented(screen)
        let tap = screen.view.gestureRecognizers?.first
        tap?.state = .ended
        tap?.isEnabled = false
        tap?.state = .ended
        XCTAssertEqual(screen.events, ["dismiss"])
        withExtendedLifetime(window) {}
    }

    func testBarButtonItemsKeepTheirTargetAndActionForTheApplicationToSend() {
        let screen = ComposeScreen()
        let window = presented(screen)
        let items = [screen.navigationItem.rightBarButtonItem, screen.navigationItem.leftBarButtonItem]
        let sent = items.compactMap { $0 }.map { item in
            UIApplication.shared.sendAction(item.action!, to: item.target, from: item, for: nil)
        }
        XCTAssertEqual(sent, [false, true], "send: takes a UIButton, which an item is not")
        let image = UIBarButtonItem(
            image: nil, style: .plain, target: screen, action: Selector("cancel", ComposeScreen.cancel))
        XCTAssertTrue(UIApplication.shared.sendAction(image.action!, to: image.target, from: image, for: nil))
        XCTAssertEqual(screen.events, ["cancel", "cancel"])
        withExtendedLifetime(window) {}
    }

    /// A selector made from a name alone names the method but cannot call it (see `Selector`).
    func testANameAloneIsSentNowhere() {
        let screen = ComposeScreen()
        let window = presented(screen)
        let button = UIButton()
        screen.view.addSubview(button)
        button.addTarget(screen, action: "cancel", for: .touchUpInside)
        button.addTarget(nil, action: NSSelectorFromString("cancel"), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(screen.events, [])
        XCTAssertFalse(screen.responds(to: "cancel"))
        XCTAssertTrue(screen.responds(to: Selector("cancel", ComposeScreen.cancel)))
        XCTAssertFalse(UIApplication.shared.sendAction("cancel", to: screen, from: button, for: nil))
        withExtendedLifetime(window) {}
    }

    func testTheChainRunsFromTheWindowToItsSceneAndTheApplication() {
        let window = UIWindow(device: .iPhone13)
        let scene = window.windowScene
        XCTAssertNotNil(scene)
        XCTAssertTrue(window.next === scene)
        XCTAssertTrue(scene?.next === UIApplication.shared)
        XCTAssertNil(UIApplication.shared.next)
    }
}
