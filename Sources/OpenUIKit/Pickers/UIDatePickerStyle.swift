import Foundation

/// UIKit's raw values (iOS 13.4+).
public enum UIDatePickerStyle: Int, Sendable {
    case automatic = 0
    case wheels = 1
    case compact = 2
    case inline = 3
}
