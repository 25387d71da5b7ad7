import XCTest

@testable import OpenUIKit

/// Input traits and delegates keep what forms set; their defaults are UIKit's.
final class TextInputTraitsTests: XCTestCase {
    private final class Form: UITextFieldDelegate {
        var returned: [String] = []
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            returned.append(textField.placeholder ?? "")
            return false
        }
    }

    func testDefaultsAndSettings() {
        let field = UITextField()
        XCTAssertEqual(field.keyboardType, .default)
        XCTAssertEqual(field.returnKeyType, .default)
        XCTAssertEqual(field.autocapitalizationType, .sentences)
        XCTAssertNil(field.textContentType)
        field.keyboardType = .emailAddress
        field.textContentType = .emailAddress
        field.returnKeyType = .next
        XCTAssertEqual(field.textContentType?.rawValue, "email")
        XCTAssertEqual(UIKeyboardType.emailAddress.rawValue, 7)
        XCTAssertEqual(UIReturnKeyType.done.rawValue, 9)
        XCTAssertEqual(UIScrollView().keyboardDismissMode, .none)
    }

    func testDelegatesAnswerWhatTheyImplementAndDefaultTheRest() {
        let form = Form()
        let field = UITextField()
        field.placeholder = "Email"
        field.delegate = form
        XCTAssertFalse(form.textFieldShouldReturn(field))
        XCTAssertTrue(form.textFieldShouldBeginEditing(field))
        XCTAssertTrue(
            form.textField(field, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "a"))
        XCTAssertEqual(form.returned, ["Email"])
        XCTAssertTrue(field.delegate === form)
        XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
    }
}
