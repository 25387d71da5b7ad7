import Foundation

/// How blur and vibrancy effects are drawn, in one place. UIKit's materials are private Core Animation filter
/// chains (blur, saturation, tint layers) whose values Apple does not publish, so these are CHOICES (README,
/// "Choices"): every style is a Gaussian blur of the backdrop, then one flat tint over it. Thinner materials let
/// more of the backdrop through (lower tint alpha); light tints are white, dark tints near-black. Adaptive
/// styles take the light or dark tint from the effect view's `userInterfaceStyle`; `...Light` / `...Dark` styles
/// always take theirs.
enum VisualEffectMetrics {
    /// The blur's standard deviation in points, the same for every style (a choice: materials look equally soft;
    /// their differences are in the tint).
    static let blurSigma: CGFloat = 10

    /// The tint over the blurred backdrop, as sRGB components 0…255 and alpha.
    struct Tint: Equatable, Sendable {
        let red: UInt8, green: UInt8, blue: UInt8
        let alpha: CGFloat

        var color: UIColor {
            UIColor(
                red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
        }
    }

    enum Thickness { case ultraThin, thin, regular, thick, chrome }

    private static func light(_ thickness: Thickness) -> Tint {
        switch thickness {
        case .ultraThin: Tint(red: 255, green: 255, blue: 255, alpha: 0.35)
        case .thin: Tint(red: 255, green: 255, blue: 255, alpha: 0.55)
        case .regular: Tint(red: 255, green: 255, blue: 255, alpha: 0.72)
        case .thick: Tint(red: 255, green: 255, blue: 255, alpha: 0.88)
        // The bars' flat colour (`BarMetrics.materialColor`), seen through.
        case .chrome: Tint(red: 249, green: 249, blue: 249, alpha: 0.8)
        }
    }

    private static func dark(_ thickness: Thickness) -> Tint {
        switch thickness {
        case .ultraThin: Tint(red: 28, green: 28, blue: 30, alpha: 0.45)
        case .thin: Tint(red: 28, green: 28, blue: 30, alpha: 0.6)
        case .regular: Tint(red: 28, green: 28, blue: 30, alpha: 0.75)
        case .thick: Tint(red: 28, green: 28, blue: 30, alpha: 0.88)
        case .chrome: Tint(red: 29, green: 29, blue: 29, alpha: 0.8)
        }
    }

    /// Whether the style shows its dark look in `traits`: fixed for the `...Light` / `...Dark` and the classic
    /// light styles, else the traits' interface style.
    static func isDark(_ style: UIBlurEffect.Style, in traits: UITraitCollection) -> Bool {
        switch style {
        case .extraLight, .light, .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
            .systemThickMaterialLight, .systemChromeMaterialLight:
            false
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
            .systemThickMaterialDark, .systemChromeMaterialDark:
            true
        case .regular, .prominent, .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial,
            .systemThickMaterial, .systemChromeMaterial:
            traits.userInterfaceStyle == .dark
        }
    }

    /// The tint of `style` in `traits`. The classic styles: `extraLight` a nearly opaque white (0.8), `light` a
    /// thin white (0.3), `dark` a dark grey (0.73), `regular` light or dark, `prominent` extraLight or dark.
    static func tint(_ style: UIBlurEffect.Style, in traits: UITraitCollection) -> Tint {
        let dark = isDark(style, in: traits)
        switch style {
        case .extraLight: return Tint(red: 255, green: 255, blue: 255, alpha: 0.8)
        case .light: return Tint(red: 255, green: 255, blue: 255, alpha: 0.3)
        case .dark: return classicDark
        case .regular: return dark ? classicDark : Tint(red: 255, green: 255, blue: 255, alpha: 0.3)
        case .prominent: return dark ? classicDark : Tint(red: 255, green: 255, blue: 255, alpha: 0.8)
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark:
            return dark ? self.dark(.ultraThin) : light(.ultraThin)
        case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark:
            return dark ? self.dark(.thin) : light(.thin)
        case .systemMaterial, .systemMaterialLight, .systemMaterialDark:
            return dark ? self.dark(.regular) : light(.regular)
        case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark:
            return dark ? self.dark(.thick) : light(.thick)
        case .systemChromeMaterial, .systemChromeMaterialLight, .systemChromeMaterialDark:
            return dark ? self.dark(.chrome) : light(.chrome)
        }
    }

    private static let classicDark = Tint(red: 28, green: 28, blue: 30, alpha: 0.73)

    /// Vibrant content is drawn as its own shape (alpha) filled with the semantic colour its style stands for,
    /// resolved light or dark as the blur shows: `.label` → label, `.secondaryLabel` → secondaryLabel, …,
    /// `.fill` → systemFill, `.separator` → separator. A choice: UIKit's vibrancy blends with the backdrop
    /// through private filters; the semantic colours are what Apple's guidelines say vibrant content reads as.
    static func vibrancyColor(_ effect: UIVibrancyEffect, in traits: UITraitCollection) -> UIColor {
        let color: UIColor =
            switch effect.style {
            case .label: .label
            case .secondaryLabel: .secondaryLabel
            case .tertiaryLabel: .tertiaryLabel
            case .quaternaryLabel: .quaternaryLabel
            case .fill: .systemFill
            case .secondaryFill: .secondarySystemFill
            case .tertiaryFill: .tertiarySystemFill
            case .separator: .separator
            }
        let style: UIUserInterfaceStyle = isDark(effect.blurEffect.style, in: traits) ? .dark : .light
        return color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
    }
}
