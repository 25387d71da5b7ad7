import XCTest

@testable import OpenUIKit

final class UIControlTests: XCTestCase {
    /// Records what `sendActions(for:)` hands to `sendAction(_:to:for:)`: the delivery point on Linux.
    private final class RecordingControl: UIControl {
        var sent: [(Selector, ObjectIdentifier?)] = []
        override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
            sent.append((action, target.map { ObjectIdentifier($0 as AnyObject) }))
        }
    }

    private final class Target: NSObject {}

    func testStateCombinesTheFlags() {
        let control = UIControl()
        XCTAssertEqual(control.state, .normal)
        control.isHighlighted = true
        control.isSelected = true
        XCTAssertEqual(control.state, [.highlighted, .selected])
        control.isEnabled = false
        XCTAssertEqual(control.state, [.highlighted, .selected, .disabled])
        control.isHighlighted = false
        XCTAssertEqual(control.state, [.selected, .disabled])
    }

    func testActionsRunForTheirEventsOnly() {
        let control = UIControl()
        var log: [String] = []
        control.addAction(UIAction { _ in log.append("changed") }, for: .valueChanged)
        control.addAction(UIAction { _ in log.append("tapped") }, for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(log, ["changed"])
        control.sendActions(for: [.touchUpInside, .valueChanged])
        XCTAssertEqual(log, ["changed", "changed", "tapped"])
    }

    func testTheActionSeesItsSenderWhileItRuns() {
        let control = UIControl()
        var sender: AnyObject?
        control.addAction(UIAction { action in sender = action.sender }, for: .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        XCTAssertTrue(sender === control)
    }

    func testAnActionWithTheSameIdentifierReplacesTheOld() {
        let control = UIControl()
        var log: [Int] = []
        control.addAction(UIAction(identifier: "one") { _ in log.append(1) }, for: .valueChanged)
        control.addAction(UIAction(identifier: "one") { _ in log.append(2) }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(log, [2])
        control.removeAction(identifiedBy: "one", for: .valueChanged)
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(log, [2])
    }

    func testTargetActionPairsReachSendActionInOrder() {
        let control = RecordingControl()
        let first = Target()
        let second = Target()
        control.addTarget(first, action: Selector("didChange:"), for: .valueChanged)
        control.addTarget(second, action: "didTap", for: .touchUpInside)
        control.addTarget(first, action: Selector("didChange:"), for: .valueChanged)  // a duplicate is ignored
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(control.sent.map(\.0), [Selector("didChange:")])
        XCTAssertEqual(control.sent.map(\.1), [ObjectIdentifier(first)])
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(control.sent.map(\.0.name), ["didChange:", "didTap"])
        XCTAssertEqual(control.actions(forTarget: first, forControlEvent: .valueChanged), ["didChange:"])
        XCTAssertNil(control.actions(forTarget: first, forControlEvent: .touchUpInside))
        XCTAssertEqual(control.allTargets.count, 2)
        XCTAssertEqual(control.allControlEvents, [.valueChanged, .touchUpInside])
        control.removeTarget(first, action: nil, for: .allEvents)
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(control.sent.count, 2)
    }

    func testADisabledControlSendsNothing() {
        let control = RecordingControl()
        var ran = false
        control.addAction(UIAction { _ in ran = true }, for: .valueChanged)
        control.addTarget(Target(), action: "x", for: .valueChanged)
        control.isEnabled = false
        control.sendActions(for: .valueChanged)
        XCTAssertFalse(ran)
        XCTAssertTrue(control.sent.isEmpty)
    }

    func testLeadingAndTrailingAlignmentsFollowTheLayoutDirection() {
        let control = UIControl()
        control.contentHorizontalAlignment = .leading
        XCTAssertEqual(control.effectiveContentHorizontalAlignment, .left)
        control.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(control.effectiveContentHorizontalAlignment, .right)
        control.contentHorizontalAlignment = .trailing
        XCTAssertEqual(control.effectiveContentHorizontalAlignment, .left)
        XCTAssertEqual(control.contentVerticalAlignment, .center)
    }
}
