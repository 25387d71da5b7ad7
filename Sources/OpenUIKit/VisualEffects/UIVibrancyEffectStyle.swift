import Foundation

/// What vibrant content stands for (iOS 13), in UIKit's raw values.
public enum UIVibrancyEffectStyle: Int, Sendable, CaseIterable {
    case label = 0
    case secondaryLabel = 1
    case tertiaryLabel = 2
    case quaternaryLabel = 3
    case fill = 4
    case secondaryFill = 5
    case tertiaryFill = 6
    case separator = 7
}
