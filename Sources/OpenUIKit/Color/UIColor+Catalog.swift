import Foundation

extension UIColor {
    fileprivate static func hex(_ value: UInt32, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(
            red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
            blue: CGFloat(value & 0xFF) / 255, alpha: alpha)
    }

    fileprivate static func system(
        _ name: String, _ light: UInt32, _ lightAlpha: CGFloat = 1, dark: UInt32, _ darkAlpha: CGFloat = 1
    ) -> UIColor {
        UIColor(systemName: name, light: hex(light, lightAlpha), dark: hex(dark, darkAlpha))
    }

    fileprivate static func fixed(_ name: String, _ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor
    {
        UIColor(fixedName: name, red: r, green: g, blue: b, alpha: a)
    }

    // Fixed colours: component values from Apple's UIColor documentation (uikit-facts §7 for the greys).
    public static let black = fixed("black", 0, 0, 0)
    public static let darkGray = fixed("darkGray", 1 / 3, 1 / 3, 1 / 3)
    public static let lightGray = fixed("lightGray", 2 / 3, 2 / 3, 2 / 3)
    public static let white = fixed("white", 1, 1, 1)
    public static let gray = fixed("gray", 0.5, 0.5, 0.5)
    public static let red = fixed("red", 1, 0, 0)
    public static let green = fixed("green", 0, 1, 0)
    public static let blue = fixed("blue", 0, 0, 1)
    public static let cyan = fixed("cyan", 0, 1, 1)
    public static let yellow = fixed("yellow", 1, 1, 0)
    public static let magenta = fixed("magenta", 1, 0, 1)
    public static let orange = fixed("orange", 1, 0.5, 0)
    public static let purple = fixed("purple", 0.5, 0, 0.5)
    public static let brown = fixed("brown", 0.6, 0.4, 0.2)
    public static let clear = fixed("clear", 0, 0, 0, 0)
    public static let lightText = fixed("lightText", 1, 1, 1, 0.6)
    public static let darkText = fixed("darkText", 0, 0, 0)

    // Dynamic system colours, light / dark. Source: uikit-facts §7 (Alderis ColorGroup.swift dump,
    // cross-checked with noahsark769/ColorCompatibility); where the two differ (tertiary/quaternaryLabel alpha)
    // the Alderis value is used because it carries both appearances from one dump.
    public static let systemBackground = system("systemBackground", 0xFFFFFF, dark: 0x000000)
    public static let secondarySystemBackground = system("secondarySystemBackground", 0xF2F2F7, dark: 0x1C1C1E)
    public static let tertiarySystemBackground = system("tertiarySystemBackground", 0xFFFFFF, dark: 0x2C2C2E)
    public static let systemGroupedBackground = system("systemGroupedBackground", 0xF2F2F7, dark: 0x000000)
    public static let secondarySystemGroupedBackground = system(
        "secondarySystemGroupedBackground", 0xFFFFFF, dark: 0x1C1C1E)
    public static let tertiarySystemGroupedBackground = system(
        "tertiarySystemGroupedBackground", 0xF2F2F7, dark: 0x2C2C2E)
    public static let label = system("label", 0x000000, dark: 0xFFFFFF)
    public static let secondaryLabel = system("secondaryLabel", 0x3C3C43, 0.6, dark: 0xEBEBF5, 0.6)
    public static let tertiaryLabel = system("tertiaryLabel", 0x3C3C43, 0.298, dark: 0xEBEBF5, 0.298)
    public static let quaternaryLabel = system("quaternaryLabel", 0x3C3C43, 0.176, dark: 0xEBEBF5, 0.157)
    public static let separator = system("separator", 0x3C3C43, 0.29, dark: 0x545458, 0.6)
    public static let opaqueSeparator = system("opaqueSeparator", 0xC6C6C8, dark: 0x38383A)
    public static let systemGray = system("systemGray", 0x8E8E93, dark: 0x8E8E93)
    public static let systemGray2 = system("systemGray2", 0xAEAEB2, dark: 0x636366)
    public static let systemGray3 = system("systemGray3", 0xC7C7CC, dark: 0x48484A)
    public static let systemGray4 = system("systemGray4", 0xD1D1D6, dark: 0x3A3A3C)
    public static let systemGray5 = system("systemGray5", 0xE5E5EA, dark: 0x2C2C2E)
    public static let systemGray6 = system("systemGray6", 0xF2F2F7, dark: 0x1C1C1E)
    public static let systemBlue = system("systemBlue", 0x007AFF, dark: 0x0A84FF)
    public static let link = system("link", 0x007AFF, dark: 0x0984FF)
    public static let systemFill = system("systemFill", 0x787880, 0.20, dark: 0x787880, 0.36)

    // Not in the reference: the iOS 13 published values of the remaining common system colours.
    // Unverified against a device; kept so that client code compiles and renders plausibly.
    public static let systemRed = system("systemRed", 0xFF3B30, dark: 0xFF453A)
    public static let systemGreen = system("systemGreen", 0x34C759, dark: 0x30D158)
    public static let systemOrange = system("systemOrange", 0xFF9500, dark: 0xFF9F0A)
    public static let systemYellow = system("systemYellow", 0xFFCC00, dark: 0xFFD60A)
    public static let systemPink = system("systemPink", 0xFF2D55, dark: 0xFF375F)
    public static let systemPurple = system("systemPurple", 0xAF52DE, dark: 0xBF5AF2)
    public static let systemTeal = system("systemTeal", 0x5AC8FA, dark: 0x64D2FF)
    public static let systemIndigo = system("systemIndigo", 0x5856D6, dark: 0x5E5CE6)
    public static let secondarySystemFill = system("secondarySystemFill", 0x787880, 0.16, dark: 0x787880, 0.32)
    public static let tertiarySystemFill = system("tertiarySystemFill", 0x767680, 0.12, dark: 0x767680, 0.24)
    public static let quaternarySystemFill = system("quaternarySystemFill", 0x747480, 0.08, dark: 0x767680, 0.18)
    public static let placeholderText = system("placeholderText", 0x3C3C43, 0.3, dark: 0xEBEBF5, 0.3)
}
