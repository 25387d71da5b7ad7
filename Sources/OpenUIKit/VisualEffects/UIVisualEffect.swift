import Foundation

/// The effect a `UIVisualEffectView` applies: a blur (`UIBlurEffect`) or vibrancy (`UIVibrancyEffect`).
open class UIVisualEffect: NSObject, NSCopying, @unchecked Sendable {
    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}
