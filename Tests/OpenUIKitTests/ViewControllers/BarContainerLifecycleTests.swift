import OpenUIKit
import XCTest

private final class LoggingViewController: UIViewController {
    let name: String
    let log: (String) -> Void

    init(_ name: String, log: @escaping (String) -> Void) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        log("\(name).viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log("\(name).viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log("\(name).viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log("\(name).viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log("\(name).viewDidDisappear")
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log("\(name).viewWillLayoutSubviews")
    }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
    }
}

/// Appearance and containment calls in UIKit's order for a non-animated push, pop and tab switch: the incoming
/// view loads, the outgoing controller will disappear, the incoming one will appear and lays out, then the
/// outgoing one did disappear and the incoming one did appear.
final class BarContainerLifecycleTests: BarLayoutTestCase {
    private var log: [String] = []

    private func controller(_ name: String) -> LoggingViewController {
        LoggingViewController(name) { [unowned self] in self.log.append($0) }
    }

    func testInitialAppearanceOfTheRootController() {
        let a = controller("A")
        let nav = UINavigationController(rootViewController: a)
        XCTAssertEqual(log, ["A.willMove(parent)", "A.didMove(parent)"])
        log.removeAll()
        present(nav, on: .iPhone8)
        XCTAssertEqual(log, ["A.viewDidLoad", "A.viewWillAppear", "A.viewWillLayoutSubviews", "A.viewDidAppear"])
    }

    func testPushThenPop() {
        let a = controller("A")
        let nav = UINavigationController(rootViewController: a)
        present(nav, on: .iPhone8)
        log.removeAll()
        let b = controller("B")
        nav.pushViewController(b, animated: false)
        nav.view.layoutIfNeeded()
        XCTAssertEqual(
            log,
            [
                "B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.didMove(parent)",
                "B.viewWillLayoutSubviews", "A.viewDidDisappear", "B.viewDidAppear",
            ])
        XCTAssertTrue(nav.topViewController === b)
        XCTAssertTrue(b.navigationController === nav)
        log.removeAll()
        XCTAssertTrue(nav.popViewController(animated: false) === b)
        nav.view.layoutIfNeeded()
        XCTAssertEqual(
            log,
            [
                "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "B.didMove(nil)",
                "A.viewWillLayoutSubviews", "B.viewDidDisappear", "A.viewDidAppear",
            ])
        XCTAssertNil(b.navigationController)
        XCTAssertNil(nav.popViewController(animated: false), "the root stays")
    }

    func testTabSwitch() {
        let a = controller("A")
        let b = controller("B")
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        present(tabs, on: .iPhone8)
        log.removeAll()
        tabs.selectedIndex = 1
        tabs.view.layoutIfNeeded()
        XCTAssertEqual(
            log,
            [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewWillLayoutSubviews",
                "A.viewDidDisappear", "B.viewDidAppear",
            ])
    }

    func testStackEditing() {
        let a = controller("A")
        let b = controller("B")
        let c = controller("C")
        let nav = UINavigationController(rootViewController: a)
        nav.pushViewController(b, animated: false)
        nav.pushViewController(c, animated: false)
        nav.pushViewController(c, animated: false)
        XCTAssertEqual(nav.viewControllers.count, 3, "a controller already in the stack is not pushed again")
        XCTAssertEqual(nav.navigationBar.items?.map(\.title), ["A", "B", "C"])
        XCTAssertTrue(nav.navigationBar.backItem === b.navigationItem)
        XCTAssertEqual(nav.popToRootViewController(animated: false)?.count, 2)
        XCTAssertTrue(nav.visibleViewController === a)
        XCTAssertEqual(nav.children.count, 1)
        nav.viewControllers = [c, b]
        XCTAssertTrue(nav.topViewController === b)
        XCTAssertTrue(a.parent == nil && c.parent === nav)
    }
}
