import Foundation

/// The background and shadow of a bar (iOS 13+). The default background is the chrome material, which a
/// snapshot draws as a flat colour (`BarMetrics.materialColor`).
open class UIBarAppearance: NSObject, NSCopying {
    /// Whether the material is drawn under `backgroundColor` (UIKit's `backgroundEffect`).
    public internal(set) var usesMaterial = true
    open var backgroundColor: UIColor?
    open var shadowColor: UIColor?

    public override required init() {
        super.init()
        configureWithDefaultBackground()
    }

    public required init(barAppearance: UIBarAppearance) {
        super.init()
        usesMaterial = barAppearance.usesMaterial
        backgroundColor = barAppearance.backgroundColor
        shadowColor = barAppearance.shadowColor
        copyExtras(from: barAppearance)
    }

    /// Subclasses copy their own properties.
    func copyExtras(from other: UIBarAppearance) {}

    /// Material background and the default hairline (`_UIBarBackgroundAppearanceData +standardBackgroundData`).
    open func configureWithDefaultBackground() {
        usesMaterial = true
        backgroundColor = nil
        shadowColor = BarMetrics.shadowColor
    }

    /// systemBackground and the default hairline (`+opaqueBackgroundData`).
    open func configureWithOpaqueBackground() {
        usesMaterial = false
        backgroundColor = .systemBackground
        shadowColor = BarMetrics.shadowColor
    }

    /// No material, no colour, no hairline (`+transparentBackgroundData`).
    open func configureWithTransparentBackground() {
        usesMaterial = false
        backgroundColor = nil
        shadowColor = nil
    }

    open func copy(with zone: NSZone? = nil) -> Any { type(of: self).init(barAppearance: self) }

    /// The colour the bar's background view is filled with: the material, with `backgroundColor` over it.
    func resolvedBackground(in traits: UITraitCollection) -> UIColor? {
        let base: UIColor? = usesMaterial ? BarMetrics.materialColor : nil
        guard let top = backgroundColor else { return base }
        guard let base else { return top }
        let t = top.rgba(in: traits)
        let b = base.rgba(in: traits)
        let a = t.alpha
        return UIColor(
            red: t.red * a + b.red * (1 - a), green: t.green * a + b.green * (1 - a),
            blue: t.blue * a + b.blue * (1 - a), alpha: 1)
    }

    /// A bar over which content shows: nothing opaque behind it.
    var isTranslucent: Bool {
        if usesMaterial { return true }
        guard let color = backgroundColor else { return true }
        return color.rgba(in: UITraitCollection()).alpha < 1
    }
}

/// A navigation bar's appearance: background, hairline and the title attributes.
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Kept, not drawn: the title is placed by `BarMetrics`.
    open var titlePositionAdjustment = UIOffset.zero

    override func copyExtras(from other: UIBarAppearance) {
        guard let other = other as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
    }
}

/// A tab bar's appearance.
open class UITabBarAppearance: UIBarAppearance {}

/// A toolbar's appearance.
open class UIToolbarAppearance: UIBarAppearance {}
