import OpenUIKit

/// Where and how a screen is snapshotted: a device in an orientation, the traits a user can change
/// (text size, appearance, layout direction) and the rendering options.
public struct DeviceConfiguration: Hashable, Sendable {
    public var device: Device
    public var orientation: Orientation
    public var contentSizeCategory: UIContentSizeCategory
    public var userInterfaceStyle: UIUserInterfaceStyle
    public var layoutDirection: UITraitEnvironmentLayoutDirection
    /// Whether scroll indicators are drawn (UIKit flashes them when a scroll view appears).
    public var showsScrollIndicators: Bool
    /// Whether the status bar and home indicator are drawn over the screen.
    public var showsChrome: Bool

    public init(
        device: Device, orientation: Orientation = .portrait, contentSizeCategory: UIContentSizeCategory = .large,
        userInterfaceStyle: UIUserInterfaceStyle = .light,
        layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
        showsScrollIndicators: Bool = true, showsChrome: Bool = false
    ) {
        self.device = device
        self.orientation = orientation
        self.contentSizeCategory = contentSizeCategory
        self.userInterfaceStyle = userInterfaceStyle
        self.layoutDirection = layoutDirection
        self.showsScrollIndicators = showsScrollIndicators
        self.showsChrome = showsChrome
    }

    /// A device in the traits a collection specifies, as the window's `traitOverrides` would set them,
    /// and the defaults above for those it leaves unspecified (a scene's trait variants). A device decides
    /// its size classes, idiom and scale itself, so those of `traits` are not used.
    public init(
        device: Device, orientation: Orientation = .portrait, traits: UITraitCollection,
        showsScrollIndicators: Bool = true, showsChrome: Bool = false
    ) {
        let size = traits.preferredContentSizeCategory
        self.init(
            device: device, orientation: orientation, contentSizeCategory: size == .unspecified ? .large : size,
            userInterfaceStyle: traits.userInterfaceStyle == .unspecified ? .light : traits.userInterfaceStyle,
            layoutDirection: traits.layoutDirection == .unspecified ? .leftToRight : traits.layoutDirection,
            showsScrollIndicators: showsScrollIndicators, showsChrome: showsChrome)
    }

    /// The file-name stem: `<device>-<orientation>`, then one part for each trait that differs from the
    /// default, in a fixed order (`-dark`, `-rtl`, `-<content size>`, `-chrome`).
    public var fileStem: String {
        var parts = [device.name, orientation.rawValue]
        if userInterfaceStyle == .dark { parts.append("dark") }
        if layoutDirection == .rightToLeft { parts.append("rtl") }
        if contentSizeCategory != .large { parts.append(contentSizeCategory.shortName) }
        if showsChrome { parts.append("chrome") }
        return parts.joined(separator: "-")
    }

    var traitOverrides: UITraitOverrides {
        var overrides = UITraitOverrides()
        overrides.preferredContentSizeCategory = contentSizeCategory
        overrides.userInterfaceStyle = userInterfaceStyle
        overrides.layoutDirection = layoutDirection
        return overrides
    }
}
