import Foundation

/// UIKit's editing notifications, with UIKit's names. UIKit posts them when the user edits: it does not post
/// `textDidChangeNotification` when code sets `text`. Nothing edits a field here (no keyboard shows and
/// `becomeFirstResponder()` answers `false`), so the framework never posts them; observers compile and run when
/// the app posts them itself.
extension UITextField {
    public nonisolated static let textDidBeginEditingNotification = Notification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    public nonisolated static let textDidEndEditingNotification = Notification.Name(
        "UITextFieldTextDidEndEditingNotification")
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// The `userInfo` key of `textDidEndEditingNotification` for the `DidEndEditingReason` raw value.
    public nonisolated static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonKey"
}
