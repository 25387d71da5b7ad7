import Foundation

/// The bar sizes appearance customisations are made for, with UIKit's raw values.
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102
}
