import Foundation

/// The bar numbers, in one place with their sources (uikit-facts-breadth §3) and the choices made where the
/// sources are silent (listed in the README's "Choices").
enum BarMetrics {
    /// Phones whose height is compact (landscape) use the "mini" bars.
    static func usesMiniBars(_ traits: UITraitCollection) -> Bool {
        traits.userInterfaceIdiom == .phone && traits.verticalSizeClass == .compact
    }

    /// Navigation bar content height: 44, 32 on landscape phones, 50 on iPad (breadth §3.1,
    /// `_UINavigationBarContentViewLayout -baseHeight`).
    static func navigationBarHeight(_ traits: UITraitCollection) -> CGFloat {
        if traits.userInterfaceIdiom == .pad { return 50 }
        return usesMiniBars(traits) ? 32 : 44
    }

    /// Large titles add 52 (breadth §3.1, hacknicity). Choice: the same 52 on iPad (50 + 52), and no large title
    /// in a compact-height environment (landscape phones show the inline title, as iOS 11 introduced them).
    static let largeTitleHeight: CGFloat = 52

    static func showsLargeTitles(_ traits: UITraitCollection) -> Bool { traits.verticalSizeClass != .compact }

    /// A prompt adds a 30-pt band above the title. UNCERTAIN (not in the reference): the iOS 7–10 value.
    static let promptHeight: CGFloat = 30

    /// Tab bar height above the bottom safe area: 49, 32 mini, 50 on iPad (breadth §3.1,
    /// `_UITabBarVisualProviderLegacyIOS -intrinsicContentSizeGivenSize:`); the bottom safe area is added on top.
    static func tabBarHeight(_ traits: UITraitCollection) -> CGFloat {
        if traits.userInterfaceIdiom == .pad { return 50 }
        return usesMiniBars(traits) ? 32 : 49
    }

    /// Toolbar: 44; 49 at the bottom above a home indicator; 32 mini; 50 iPad (breadth §3.1,
    /// `_UIToolbarVisualProviderModernIOS -defaultSizeForOrientation:`). "Above a home indicator" is read as
    /// "the toolbar's container has a bottom safe-area inset of its own".
    static func toolbarHeight(_ traits: UITraitCollection, aboveHomeIndicator: Bool) -> CGFloat {
        if traits.userInterfaceIdiom == .pad { return 50 }
        if usesMiniBars(traits) { return 32 }
        return aboveHomeIndicator ? 49 : 44
    }

    /// Horizontal content inset of bars inside their safe area. Choice: the root-view margin (16 compact,
    /// 20 regular width; `LayoutMetrics`), which is where UIKit's bar buttons line up with the content.
    static func sideMargin(_ traits: UITraitCollection) -> CGFloat {
        LayoutMetrics.systemMinimumSideMargin(horizontalSizeClass: traits.horizontalSizeClass)
    }

    // MARK: Type (UNCERTAIN in breadth §3.3; the common values are used)

    /// Inline title: 17 semibold (headline). Large title: 34 bold.
    static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let largeTitleFont = UIFont.systemFont(ofSize: 34, weight: .bold)
    /// Bar button titles: 17 regular; `.done` 17 semibold. Prompt: 13 regular.
    static let buttonFont = UIFont.systemFont(ofSize: 17)
    static let doneButtonFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let promptFont = UIFont.systemFont(ofSize: 13)
    /// Tab item titles: 10 medium stacked, 13 medium side by side. Badge: 13 regular on a systemRed capsule
    /// at least 18 high. Choices (not in the reference).
    static let stackedTabTitleFont = UIFont.systemFont(ofSize: 10, weight: .medium)
    static let inlineTabTitleFont = UIFont.systemFont(ofSize: 13, weight: .medium)
    static let badgeFont = UIFont.systemFont(ofSize: 13)
    static let badgeMinimumSize: CGFloat = 18

    // MARK: Geometry choices (not in the reference)

    /// Glyph boxes: the back chevron 13 × 21 at 8 pt from the safe leading edge, its title 6 pt after it;
    /// system-item glyphs 22 × 22; tab icons 25 × 25 stacked, 22 × 22 side by side.
    static let backChevronSize = CGSize(width: 13, height: 21)
    static let backChevronInset: CGFloat = 8
    static let backTitleGap: CGFloat = 6
    static let systemGlyphSize: CGFloat = 22
    static let stackedTabIconSize: CGFloat = 25
    static let inlineTabIconSize: CGFloat = 22
    /// Space between bar button items in a navigation bar or toolbar.
    static let itemSpacing: CGFloat = 8
    /// Regular-width tab bars centre their items: at least 80 wide, 30 apart (breadth §3.1, decompiled defaults).
    static let centeredTabItemWidth: CGFloat = 80
    static let centeredTabItemSpacing: CGFloat = 30

    // MARK: Colours

    /// The default bar material (blur style 10, systemChromeMaterial) drawn as a flat colour, since a snapshot
    /// has no blur: light #F9F9F9, dark #1D1D1D. Choice: the material's usual look over a white / black page.
    static let materialColor = UIColor(
        systemName: "barMaterial", light: UIColor(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 1),
        dark: UIColor(red: 29 / 255, green: 29 / 255, blue: 29 / 255, alpha: 1))

    /// The hairline (`_systemChromeShadowColor`, RGBA UNCERTAIN in breadth §3.3): black α 0.3 light,
    /// white α 0.15 dark, the two values the sources mention. One device pixel high.
    static let shadowColor = UIColor(
        systemName: "barShadow", light: UIColor(red: 0, green: 0, blue: 0, alpha: 0.3),
        dark: UIColor(red: 1, green: 1, blue: 1, alpha: 0.15))

    /// Unselected tab items: systemGray (iOS 13+ look).
    static let unselectedTabColor = UIColor.systemGray
    static let badgeColor = UIColor.systemRed
}
