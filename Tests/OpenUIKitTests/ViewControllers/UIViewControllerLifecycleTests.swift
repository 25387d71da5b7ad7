import OpenUIKit
import XCTest

private final class RecordingViewController: UIViewController {
    let name: String
    var record: (String) -> Void

    init(_ name: String, record: @escaping (String) -> Void) {
        self.name = name
        self.record = record
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func loadView() {
        record("\(name).loadView")
        super.loadView()
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        record("\(name).viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        record("\(name).viewWillAppear")
    }
    override func updateViewConstraints() {
        record("\(name).updateViewConstraints")
        super.updateViewConstraints()
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        record("\(name).viewWillLayoutSubviews")
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        record("\(name).viewDidLayoutSubviews")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        record("\(name).viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        record("\(name).viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        record("\(name).viewDidDisappear")
    }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        record("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        record("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
    }
}

/// UIKit's order: loadView, viewDidLoad, viewWillAppear, updateViewConstraints, viewWillLayoutSubviews,
/// viewDidLayoutSubviews, viewDidAppear (UIViewController.h and Apple's view controller lifecycle docs).
final class UIViewControllerLifecycleTests: XCTestCase {
    func testRootControllerOrder() {
        var events: [String] = []
        let vc = RecordingViewController("root") { events.append($0) }
        XCTAssertFalse(vc.isViewLoaded)
        let window = UIWindow(device: .iPhone8)
        window.rootViewController = vc
        XCTAssertFalse(vc.isViewLoaded, "the view loads when the window shows it")
        window.makeKeyAndVisible()
        XCTAssertEqual(events, ["root.loadView", "root.viewDidLoad", "root.viewWillAppear"])
        window.layoutIfNeeded()
        XCTAssertEqual(
            events,
            [
                "root.loadView", "root.viewDidLoad", "root.viewWillAppear", "root.updateViewConstraints",
                "root.viewWillLayoutSubviews", "root.viewDidLayoutSubviews", "root.viewDidAppear",
            ])
        events.removeAll()
        window.layoutIfNeeded()
        XCTAssertEqual(events, [], "nothing needs layout")
        vc.view.setNeedsLayout()
        window.layoutIfNeeded()
        XCTAssertEqual(events, ["root.viewWillLayoutSubviews", "root.viewDidLayoutSubviews"])
    }

    func testAddingAChildRunsItsAppearanceInsideTheParentsLayout() {
        var events: [String] = []
        let parent = RecordingViewController("parent") { events.append($0) }
        let child = RecordingViewController("child") { events.append($0) }
        let window = present(parent, on: .iPadAir)
        events.removeAll()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.didMove(toParent: parent)
        window.layoutIfNeeded()
        XCTAssertEqual(
            events,
            [
                "child.willMove(parent)", "child.loadView", "child.viewDidLoad", "child.viewWillAppear",
                "child.didMove(parent)", "child.updateViewConstraints", "parent.viewWillLayoutSubviews",
                "parent.viewDidLayoutSubviews", "child.viewWillLayoutSubviews", "child.viewDidLayoutSubviews",
                "child.viewDidAppear",
            ])
        XCTAssertTrue(child.parent === parent)
        XCTAssertEqual(parent.children.count, 1)
        // Children inherit the window's traits through their view.
        XCTAssertEqual(child.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(child.systemMinimumLayoutMargins.leading, 20)
        events.removeAll()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        XCTAssertEqual(
            events,
            [
                "child.willMove(nil)", "child.viewWillDisappear", "child.viewDidDisappear", "child.didMove(nil)",
            ])
        XCTAssertNil(child.parent)
    }
}
