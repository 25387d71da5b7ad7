import Foundation

/// A blur of the content behind a `UIVisualEffectView`, tinted by its material. How each style is drawn is in
/// `VisualEffectMetrics`.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// Raw values as UIKit's `UIBlurEffectStyle` (3, `extraDark`, exists on tvOS only).
    public enum Style: Int, Sendable, CaseIterable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIBlurEffect else { return false }
        return type(of: other) == type(of: self) && other.style == style
    }

    open override var hash: Int { style.rawValue }

    open override var description: String { "<UIBlurEffect style=\(style)>" }
}
