import Foundation

/// UIKit's notification of a change of the preferred text size, with its user-info key and string. The
/// text size never changes under a running app here (each snapshot is made at one size), so it is posted
/// only by client code, as a test that simulates the change would.
extension UIContentSizeCategory {
    public static let didChangeNotification = NSNotification.Name("UIContentSizeCategoryDidChangeNotification")
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
