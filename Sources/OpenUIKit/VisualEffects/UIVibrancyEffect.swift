import Foundation

/// Content drawn through a blur: placed in the `contentView` of a visual effect view nested in a blur's
/// `contentView`. Drawn here as the content's shape in the style's colour (`VisualEffectMetrics.vibrancyColor`).
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    public let blurEffect: UIBlurEffect
    /// `.label` for the pre-iOS 13 initializer.
    public let style: UIVibrancyEffectStyle

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIVibrancyEffect else { return false }
        return other.blurEffect.isEqual(blurEffect) && other.style == style
    }

    open override var hash: Int { blurEffect.hash &* 31 &+ style.rawValue }
}
