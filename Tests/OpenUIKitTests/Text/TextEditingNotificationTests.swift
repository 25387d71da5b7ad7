import Foundation
import XCTest

@testable import OpenUIKit

final class TextEditingNotificationTests: XCTestCase {
    /// UIKit's names (the Objective-C constants' values).
    func testNamesAreUIKits() {
        XCTAssertEqual(
            UITextField.textDidBeginEditingNotification.rawValue, "UITextFieldTextDidBeginEditingNotification")
        XCTAssertEqual(UITextField.textDidEndEditingNotification.rawValue, "UITextFieldTextDidEndEditingNotification")
        XCTAssertEqual(UITextField.textDidChangeNotification.rawValue, "UITextFieldTextDidChangeNotification")
        XCTAssertEqual(UITextField.didEndEditingReasonUserInfoKey, "UITextFieldDidEndEditingReasonKey")
        XCTAssertEqual(UITextView.textDidBeginEditingNotification.rawValue, "UITextViewTextDidBeginEditingNotification")
        XCTAssertEqual(UITextView.textDidEndEditingNotification.rawValue, "UITextViewTextDidEndEditingNotification")
        XCTAssertEqual(UITextView.textDidChangeNotification.rawValue, "UITextViewTextDidChangeNotification")
    }

    /// As in UIKit, code setting the text posts nothing; only editing would, and nothing edits here.
    func testSettingTextPostsNothing() {
        let field = UITextField()
        let view = UITextView()
        let posted = PostedNames()
        let names = [
            UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
            UITextField.textDidEndEditingNotification, UITextView.textDidChangeNotification,
        ]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
                posted.names.append($0.name)
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        field.text = "typed"
        view.text = "typed"
        XCTAssertFalse(field.becomeFirstResponder())
        XCTAssertEqual(posted.names, [])
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: field)
        XCTAssertEqual(posted.names, [UITextField.textDidChangeNotification], "an app's own post reaches observers")
    }
}

/// Observers run on the posting thread (no queue), the test's.
private final class PostedNames: @unchecked Sendable {
    var names: [Notification.Name] = []
}
