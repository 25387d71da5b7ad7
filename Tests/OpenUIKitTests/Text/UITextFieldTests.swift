import XCTest

@testable import OpenUIKit

final class UITextFieldTests: XCTestCase {
    /// uikit-facts-breadth §4: the default font is body (17), the border none, the text empty.
    func testDefaults() {
        let field = UITextField()
        XCTAssertEqual(field.font?.pointSize, 17)
        XCTAssertEqual(field.font?.textStyle, .body)
        XCTAssertEqual(field.borderStyle, .none)
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(field.textAlignment, .natural)
        XCTAssertEqual(field.clearButtonMode, .never)
    }

    /// uikit-facts-breadth §4–5: the placeholder is drawn in placeholderText (60, 60, 67, α 0.3).
    func testPlaceholderShowsInPlaceholderTextUntilThereIsText() {
        let field = UITextField()
        field.placeholder = "Email"
        XCTAssertTrue(field.isShowingPlaceholder)
        XCTAssertEqual(field.displayedLabel.text, "Email")
        XCTAssertEqual(field.displayedLabel.textColor, .placeholderText)
        field.text = "me@example.com"
        XCTAssertFalse(field.isShowingPlaceholder)
        XCTAssertEqual(field.displayedLabel.text, "me@example.com")
        XCTAssertEqual(field.displayedLabel.textColor, .label)
        field.textColor = .systemRed
        XCTAssertEqual(field.displayedLabel.textColor, .systemRed)
    }

    func testSecureEntryShowsOneBulletPerCharacter() {
        let field = UITextField()
        field.text = "hunter2"
        field.isSecureTextEntry = true
        XCTAssertEqual(field.displayedLabel.text, "•••••••")
        XCTAssertEqual(field.text, "hunter2", "the text itself is kept")
        field.isSecureTextEntry = false
        XCTAssertEqual(field.displayedLabel.text, "hunter2")
    }

    /// The rounded-rect height is a choice (uikit-facts-breadth §6 item 8): 34 for body 17.
    func testRoundedRectIsThirtyFourTall() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        XCTAssertEqual(field.intrinsicContentSize.height, 34)
        field.borderStyle = .none
        XCTAssertEqual(field.intrinsicContentSize.height, 20.5, "one 17-pt line at @2x (uikit-facts §6)")
    }

    func testSideViewsFollowTheirModes() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.leftView = left
        XCTAssertTrue(left.isHidden, "mode never")
        field.leftViewMode = .always
        XCTAssertFalse(left.isHidden)
        field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        field.rightViewMode = .whileEditing
        XCTAssertTrue(field.rightView!.isHidden, "nothing is edited here")
        field.layoutIfNeeded()
        XCTAssertEqual(left.frame, CGRect(x: 0, y: 7, width: 30, height: 20))
        XCTAssertEqual(field.textRect(forBounds: field.bounds).minX, 30)
    }

    func testTheClearButtonShowsOnlyOverText() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.clearButtonMode = .always
        XCTAssertEqual(field.clearButtonRect(forBounds: field.bounds), .zero)
        field.text = "x"
        let clear = field.clearButtonRect(forBounds: field.bounds)
        XCTAssertEqual(clear.maxX, 194)
        XCTAssertLessThanOrEqual(field.textRect(forBounds: field.bounds).maxX, clear.minX)
    }

    func testDynamicTypeFollowsTheContentSizeCategory() {
        let window = UIWindow(device: .iPhone8, orientation: .portrait)
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        let field = UITextField()
        field.placeholder = "Name"
        window.addSubview(field)
        let fixed = field.intrinsicContentSize.height
        field.adjustsFontForContentSizeCategory = true
        XCTAssertGreaterThan(field.intrinsicContentSize.height, fixed * 2)
    }

    /// Nothing is edited here: `whileEditing` hides, `unlessEditing` and `always` show, over text only.
    func testClearButtonModes() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.text = "x"
        let shown: [(UITextField.ViewMode, Bool)] = [
            (.never, false), (.whileEditing, false), (.unlessEditing, true), (.always, true),
        ]
        for (mode, shows) in shown {
            field.clearButtonMode = mode
            XCTAssertEqual(field.showsClearButton, shows, "\(mode)")
            XCTAssertEqual(field.clearButtonRect(forBounds: field.bounds).width > 0, shows, "\(mode)")
        }
        let width = field.intrinsicContentSize.width
        field.clearButtonMode = .never
        XCTAssertEqual(field.intrinsicContentSize.width, width - UITextField.clearButtonSide - 12, accuracy: 1)
    }

    func testTheRightViewSitsAtTheTrailingEdgeBeforeTheClearButton() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.text = "text"
        field.clearButtonMode = .always
        let right = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        field.rightView = right
        field.rightViewMode = .unlessEditing
        field.layoutIfNeeded()
        XCTAssertFalse(right.isHidden)
        XCTAssertEqual(right.frame, CGRect(x: 176, y: 5, width: 24, height: 24))
        let clear = field.clearButtonRect(forBounds: field.bounds)
        XCTAssertEqual(clear.maxX, 176 - 6)
        XCTAssertLessThanOrEqual(field.textRect(forBounds: field.bounds).maxX, clear.minX)
        let withoutRight = UITextField()
        withoutRight.text = "text"
        XCTAssertEqual(
            field.intrinsicContentSize.width, withoutRight.intrinsicContentSize.width + 24 + 19 + 12, accuracy: 1)
        field.rightViewMode = .never
        XCTAssertTrue(right.isHidden)
        XCTAssertEqual(field.clearButtonRect(forBounds: field.bounds).maxX, 194)
    }

    func testSecureEntryKeepsAttributedTextAndCountsCharacters() {
        let field = UITextField()
        field.attributedText = NSAttributedString(string: "pässwörd")
        field.isSecureTextEntry = true
        XCTAssertEqual(field.displayedLabel.text, String(repeating: "•", count: 8))
        XCTAssertEqual(field.text, "pässwörd")
        field.text = ""
        field.placeholder = "Password"
        XCTAssertEqual(field.displayedLabel.text, "Password", "the placeholder is never hidden")
    }

    /// Right to left, the field mirrors: the left view leads at the right edge, the right view and the
    /// clear button trail at the left, and the text sits between them.
    func testSideViewsAndTheClearButtonMirrorInRightToLeft() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.semanticContentAttribute = .forceRightToLeft
        field.text = "نص"
        field.clearButtonMode = .always
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.leftViewMode = .always
        field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        field.rightViewMode = .always
        field.layoutIfNeeded()
        XCTAssertEqual(field.leftView?.frame, CGRect(x: 170, y: 7, width: 30, height: 20))
        XCTAssertEqual(field.rightView?.frame, CGRect(x: 0, y: 5, width: 24, height: 24))
        let clear = field.clearButtonRect(forBounds: field.bounds)
        XCTAssertEqual(clear.minX, 24 + 6)
        let text = field.textRect(forBounds: field.bounds)
        XCTAssertEqual(text.minX, clear.maxX + 6)
        XCTAssertEqual(text.maxX, 170)
    }
}
