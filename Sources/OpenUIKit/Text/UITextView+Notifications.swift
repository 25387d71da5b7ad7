import Foundation

/// As for `UITextField`: names as UIKit's, posted by the app, never by the framework here.
extension UITextView {
    public nonisolated static let textDidBeginEditingNotification = Notification.Name(
        "UITextViewTextDidBeginEditingNotification")
    public nonisolated static let textDidEndEditingNotification = Notification.Name(
        "UITextViewTextDidEndEditingNotification")
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
}
