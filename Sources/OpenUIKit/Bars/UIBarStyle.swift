import Foundation

/// A bar's classic style (UIKit's raw values; `blackOpaque` is `black`, deprecated).
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
    case blackTranslucent = 2

    public static let blackOpaque = UIBarStyle.black
}
