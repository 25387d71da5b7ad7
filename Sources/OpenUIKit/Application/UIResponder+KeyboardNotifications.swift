import Foundation

/// The keyboard's notifications and their user-info keys, UIKit's names and strings. No keyboard shows
/// here, so they are posted only by client code (a test that simulates one).
extension UIResponder {
    public nonisolated static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    public nonisolated static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    public nonisolated static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    public nonisolated static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
    public nonisolated static let keyboardWillChangeFrameNotification = NSNotification.Name(
        "UIKeyboardWillChangeFrameNotification")
    public nonisolated static let keyboardDidChangeFrameNotification = NSNotification.Name(
        "UIKeyboardDidChangeFrameNotification")
    public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public nonisolated static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    public nonisolated static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
