import OpenUIKit
import XCTest

/// Custom actions as a cell declares them; performed the way VoiceOver performs them.
final class UIAccessibilityCustomActionTests: XCTestCase {
    private final class MessageCell: UITableViewCell {
        var archived = 0

        func configure() {
            accessibilityCustomActions = [
                UIAccessibilityCustomAction(
                    name: "Archive", target: self, selector: Selector("archive:", MessageCell.archive(_:))),
                UIAccessibilityCustomAction(name: "Flag") { _ in false },
            ]
        }

        func archive(_ action: UIAccessibilityCustomAction) -> Bool {
            archived += 1
            return true
        }
    }

    func testSelectorAndHandlerActionsPerform() {
        let cell = MessageCell()
        cell.configure()
        let actions = cell.accessibilityCustomActions ?? []
        XCTAssertEqual(actions.map(\.name), ["Archive", "Flag"])
        let archive = actions[0]
        XCTAssertTrue(archive.target === cell)
        let result = (archive.target as? NSObject)?.perform(archive.selector, with: archive)?.takeUnretainedValue()
        XCTAssertEqual(result as? Bool, true)
        XCTAssertEqual(cell.archived, 1)
        XCTAssertEqual(actions[1].actionHandler?(actions[1]), false)
        XCTAssertNil(actions[1].selector)
        XCTAssertEqual(
            UIAccessibilityCustomAction(
                attributedName: NSAttributedString(string: "Reply"), target: nil,
                selector: "reply"
            ).attributedName.string, "Reply")
    }
}
