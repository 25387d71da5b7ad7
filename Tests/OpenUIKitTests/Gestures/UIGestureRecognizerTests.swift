import XCTest

@testable import OpenUIKit

/// Recognizers carry what client code configures; a test drives their state, as nothing touches the
/// screen here.
final class UIGestureRecognizerTests: XCTestCase {
    /// Delivers actions by name, as the base class documents for subclasses.
    private final class RecordingTap: UITapGestureRecognizer {
        var delivered: [(String, State)] = []
        override func sendAction(_ action: Selector, to target: AnyObject) {
            delivered.append((action.name, state))
        }
    }

    private final class Counter: NSObject {}

    private final class RefusingDelegate: UIGestureRecognizerDelegate {
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            false
        }
    }

    func testDefaultsAreUIKits() {
        let tap = UITapGestureRecognizer()
        XCTAssertEqual(tap.state, .possible)
        XCTAssertEqual(tap.numberOfTapsRequired, 1)
        XCTAssertEqual(tap.numberOfTouchesRequired, 1)
        XCTAssertTrue(tap.isEnabled)
        XCTAssertTrue(tap.cancelsTouchesInView)
        XCTAssertFalse(tap.delaysTouchesBegan)
        XCTAssertTrue(tap.delaysTouchesEnded)
        let press = UILongPressGestureRecognizer()
        XCTAssertEqual(press.minimumPressDuration, 0.5)
        XCTAssertEqual(press.allowableMovement, 10)
        XCTAssertEqual(press.numberOfTapsRequired, 0)
        XCTAssertEqual(UISwipeGestureRecognizer().direction, .right)
        XCTAssertEqual(UIPinchGestureRecognizer().scale, 1)
        XCTAssertEqual(UIRotationGestureRecognizer().rotation, 0)
        XCTAssertEqual(UIScreenEdgePanGestureRecognizer().edges, [])
        XCTAssertEqual(UIGestureRecognizer.State.recognized, .ended)
    }

    func testAViewOwnsItsRecognizersAndTakesThemFromOthers() {
        let first = UIView()
        let second = UIView()
        XCTAssertNil(first.gestureRecognizers)
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        first.addGestureRecognizer(tap)
        first.addGestureRecognizer(tap)
        XCTAssertTrue(tap.view === first)
        XCTAssertEqual(first.gestureRecognizers?.count, 1)
        second.addGestureRecognizer(tap)
        XCTAssertNil(first.gestureRecognizers)
        XCTAssertTrue(tap.view === second)
        second.removeGestureRecognizer(tap)
        XCTAssertNil(tap.view)
        XCTAssertNil(second.gestureRecognizers)
    }

    func testTargetsAreKeptOnceAndWeakly() {
        let tap = UITapGestureRecognizer()
        var target: Counter? = Counter()
        tap.addTarget(target!, action: "didTap:")
        tap.addTarget(target!, action: "didTap:")
        tap.addTarget(target!, action: "other")
        XCTAssertEqual(tap.targetActionPairs.map(\.action.name), ["didTap:", "other"])
        tap.removeTarget(target, action: "other")
        XCTAssertEqual(tap.targetActionPairs.map(\.action.name), ["didTap:"])
        target = nil
        XCTAssertTrue(tap.targetActionPairs.isEmpty)
    }

    /// UIKit sends a discrete gesture's actions once, on recognition, then returns it to `.possible`.
    func testRecognitionSendsActionsThenResets() {
        let target = Counter()
        let tap = RecordingTap(target: target, action: "didTap:")
        tap.state = .recognized
        XCTAssertEqual(tap.delivered.map(\.0), ["didTap:"])
        XCTAssertEqual(tap.delivered.first?.1, .ended)
        XCTAssertEqual(tap.state, .possible)
        tap.state = .failed
        XCTAssertEqual(tap.delivered.count, 1)
        XCTAssertEqual(tap.state, .possible)
    }

    func testContinuousGesturesSendEveryChangeAndDisablingCancels() {
        let target = Counter()
        let tap = RecordingTap(target: target, action: "moved")
        tap.state = .began
        tap.state = .changed
        tap.state = .changed
        tap.isEnabled = false
        XCTAssertEqual(tap.delivered.map(\.1), [.began, .changed, .changed])
        XCTAssertEqual(tap.state, .possible)
        tap.isEnabled = true
        tap.state = .began
        XCTAssertEqual(tap.delivered.count, 4)
    }

    func testPanTranslationAndPinchResetToTheirStart() {
        let pan = UIPanGestureRecognizer()
        pan.setTranslation(CGPoint(x: 12, y: -3), in: nil)
        XCTAssertEqual(pan.translation(in: UIView()), CGPoint(x: 12, y: -3))
        pan.state = .ended
        XCTAssertEqual(pan.translation(in: nil), .zero)
        let pinch = UIPinchGestureRecognizer()
        pinch.scale = 2.5
        pinch.state = .cancelled
        XCTAssertEqual(pinch.scale, 1)
    }

    func testDelegateDefaultsAnswerAsUIKitDoes() {
        let delegate = RefusingDelegate()
        let tap = UITapGestureRecognizer()
        tap.delegate = delegate
        let other = UIPanGestureRecognizer()
        XCTAssertTrue(delegate.gestureRecognizerShouldBegin(tap))
        XCTAssertFalse(delegate.gestureRecognizer(tap, shouldRecognizeSimultaneouslyWith: other))
        XCTAssertFalse(delegate.gestureRecognizer(tap, shouldReceive: UITouch()))
        XCTAssertTrue(tap.delegate === delegate)
    }

    func testScrollViewsCarryTheirPanRecognizer() {
        let scroll = UIScrollView()
        XCTAssertTrue(scroll.gestureRecognizers?.first === scroll.panGestureRecognizer)
        XCTAssertTrue(scroll.panGestureRecognizer.view === scroll)
        scroll.isScrollEnabled = false
        XCTAssertFalse(scroll.panGestureRecognizer.isEnabled)
        XCTAssertEqual(UIScrollView.DecelerationRate.fast.rawValue, 0.99)
        XCTAssertEqual(scroll.decelerationRate, .normal)
    }

    func testLocationsFollowTheView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 40, y: 50, width: 100, height: 100))
        root.addSubview(child)
        let touch = UITouch(at: CGPoint(x: 5, y: 6), in: child)
        XCTAssertEqual(touch.location(in: root), CGPoint(x: 45, y: 56))
        let tap = UITapGestureRecognizer()
        child.addGestureRecognizer(tap)
        XCTAssertEqual(tap.location(in: root), CGPoint(x: 40, y: 50))
        XCTAssertEqual(tap.numberOfTouches, 0)
    }
}

final class UIContextMenuInteractionTests: XCTestCase {
    private final class Provider: UIContextMenuInteractionDelegate {
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
        ) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: "row" as NSString, previewProvider: nil) { _ in
                UIMenu(title: "", children: [UIAction(title: "Share") { _ in }])
            }
        }
    }

    func testInteractionsAttachAndConfigurationsKeepTheirProviders() {
        let provider = Provider()
        let interaction = UIContextMenuInteraction(delegate: provider)
        let view = UIView()
        view.addInteraction(interaction)
        view.addInteraction(interaction)
        XCTAssertEqual(view.interactions.count, 1)
        XCTAssertTrue(interaction.view === view)
        let configuration = provider.contextMenuInteraction(interaction, configurationForMenuAtLocation: .zero)
        XCTAssertEqual(configuration?.actionProvider?([])?.children.map(\.title), ["Share"])
        XCTAssertEqual(configuration?.identifier as? NSString, "row")
        view.removeInteraction(interaction)
        XCTAssertNil(interaction.view)
        XCTAssertTrue(view.interactions.isEmpty)
    }
}
