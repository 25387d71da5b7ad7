import XCTest

@testable import OpenUIKit

/// Modal presentation: who presents, what the window holds, appearance callbacks, dismissal.
final class UIViewControllerPresentationTests: XCTestCase {
    private final class Recorder: UIViewController {
        var events: [String] = []
        override func viewWillAppear(_ animated: Bool) { events.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { events.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { events.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { events.append("didDisappear") }
    }

    func testDefaultsAreUIKits() {
        let controller = UIViewController()
        XCTAssertEqual(controller.modalPresentationStyle, .automatic)
        XCTAssertEqual(controller.modalTransitionStyle, .coverVertical)
        XCTAssertFalse(controller.isModalInPresentation)
        XCTAssertEqual(UIModalPresentationStyle.automatic.rawValue, -2)
        XCTAssertEqual(UIModalPresentationStyle.overFullScreen.rawValue, 5)
    }

    /// A child presents through the root of its containment, which becomes the presenting controller.
    func testFullScreenPresentationReplacesThePresentersView() {
        let child = Recorder()
        let navigation = UINavigationController(rootViewController: child)
        let window = present(navigation, on: .iPhone8)
        let modal = Recorder()
        modal.modalPresentationStyle = .fullScreen
        var completed = false
        child.present(modal, animated: true) { completed = true }
        window.layoutIfNeeded()
        XCTAssertTrue(completed)
        XCTAssertTrue(navigation.presentedViewController === modal)
        XCTAssertTrue(child.presentedViewController === modal)
        XCTAssertTrue(modal.presentingViewController === navigation)
        XCTAssertTrue(modal.view.superview === window)
        XCTAssertEqual(modal.view.frame, window.bounds)
        XCTAssertNil(navigation.viewIfLoaded?.superview, "the presenter's view leaves the window")
        XCTAssertEqual(modal.events, ["willAppear", "didAppear"])
        XCTAssertEqual(child.events.suffix(2), ["willDisappear", "didDisappear"])

        modal.dismiss(animated: true)
        window.layoutIfNeeded()
        XCTAssertNil(navigation.presentedViewController)
        XCTAssertNil(modal.presentingViewController)
        XCTAssertNil(modal.view.superview)
        XCTAssertTrue(navigation.view.superview === window)
        XCTAssertEqual(child.events.suffix(2), ["willAppear", "didAppear"])
    }

    func testOverFullScreenKeepsThePresenterAndARepeatIsRefused() {
        let root = UIViewController()
        let window = present(root, on: .iPhone8)
        let overlay = UIViewController()
        overlay.modalPresentationStyle = .overFullScreen
        root.present(overlay, animated: false)
        XCTAssertTrue(root.view.superview === window)
        XCTAssertTrue(window.subviews.last === overlay.view)
        let second = UIViewController()
        root.present(second, animated: false)
        XCTAssertTrue(root.presentedViewController === overlay, "UIKit refuses a second presentation")
        root.dismiss(animated: false)
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(window.subviews.count, 1)
    }

    /// Sheets are recorded but not drawn: the window reports them.
    func testSheetsAndAlertsAreRecordedAsUndrawn() {
        let root = UIViewController()
        _ = present(root, on: .iPhone8)
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        let delete = UIAlertAction(title: "Delete", style: .destructive)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(delete)
        alert.preferredAction = delete
        alert.addTextField { $0.placeholder = "Type DELETE" }
        root.present(alert, animated: true)
        XCTAssertTrue(root.undrawnPresentation === alert)
        XCTAssertEqual(alert.actions.map(\.title), ["Cancel", "Delete"])
        XCTAssertEqual(alert.textFields?.first?.placeholder, "Type DELETE")
        XCTAssertEqual(alert.modalPresentationStyle, .custom)
        XCTAssertNil(alert.viewIfLoaded?.superview)
        alert.dismiss(animated: true)
        XCTAssertNil(root.undrawnPresentation)
    }
}
