import OpenUIKit

/// swift-snapshot-testing's device description: a window size, its safe area and the traits a view
/// controller is shown with. The presets are made from OpenUIKit's device catalog (`Device`), so sizes,
/// safe areas, size classes and scales have one source; their traits follow swift-snapshot-testing's
/// (phones at the `.medium` text size, iPads at the default). The catalog's scale is added as
/// `displayScale`, which swift-snapshot-testing leaves to the simulator running the tests.
public struct ViewImageConfig: Sendable {
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    /// An iPad window: full screen, or the share of the screen a Split View gives it.
    public enum TabletOrientation: Sendable {
        public enum PortraitSplits: Sendable {
            case oneThird
            case twoThirds
            case full
        }

        public enum LandscapeSplits: Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }

        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    public var safeArea: UIEdgeInsets
    /// The window's size; `nil` takes the view's own size.
    public var size: CGSize?
    public var traits: UITraitCollection
    /// The catalog device a preset was made from (`nil` for a configuration made by hand).
    var device: Device?

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }
}

extension ViewImageConfig {
    /// A full-screen phone window in `orientation`, from the catalog.
    static func phone(_ device: Device, _ orientation: Orientation) -> ViewImageConfig {
        let screen: OpenUIKit.Orientation = orientation == .portrait ? .portrait : .landscape
        let classes = device.sizeClasses(screen)
        var config = ViewImageConfig(
            safeArea: device.safeAreaInsets(screen), size: device.screenSize(screen),
            traits: UITraitCollection(traitsFrom: [
                UITraitCollection(horizontalSizeClass: classes.horizontal),
                UITraitCollection(verticalSizeClass: classes.vertical),
                UITraitCollection(displayScale: device.scale),
                UITraitCollection(userInterfaceIdiom: .phone),
                UITraitCollection(layoutDirection: .leftToRight),
                // swift-snapshot-testing's phones are at `.medium`, one step below the system default
                // (uikit-facts §1.3); kept so that layouts match the goldens teams already have.
                UITraitCollection(preferredContentSizeCategory: .medium),
            ]))
        config.device = device
        return config
    }

    /// An iPad window: the whole screen or a Split View share of it (widths from swift-snapshot-testing,
    /// uikit-facts §3.2). Shares narrower than `SplitViewWidths.regularMinimum` are compact.
    static func tablet(_ device: Device, _ orientation: TabletOrientation) -> ViewImageConfig {
        let widths = SplitViewWidths.of(device)
        let screen: OpenUIKit.Orientation
        let width: CGFloat?
        switch orientation {
        case .landscape(let split):
            screen = .landscape
            switch split {
            case .oneThird: width = widths.landscapeOneThird
            case .oneHalf: width = widths.landscapeOneHalf
            case .twoThirds: width = widths.landscapeTwoThirds
            case .full: width = nil
            }
        case .portrait(let split):
            screen = .portrait
            switch split {
            case .oneThird: width = widths.portraitOneThird
            case .twoThirds: width = widths.portraitTwoThirds
            case .full: width = nil
            }
        }
        var size = device.screenSize(screen)
        var horizontal = device.sizeClasses(screen).horizontal
        if let width {
            size.width = width
            horizontal = width >= SplitViewWidths.regularMinimum ? .regular : .compact
        }
        var config = ViewImageConfig(
            safeArea: device.safeAreaInsets(screen), size: size,
            traits: UITraitCollection(traitsFrom: [
                UITraitCollection(horizontalSizeClass: horizontal),
                UITraitCollection(verticalSizeClass: device.sizeClasses(screen).vertical),
                UITraitCollection(displayScale: device.scale),
                UITraitCollection(userInterfaceIdiom: .pad),
            ]))
        config.device = device
        return config
    }

    static func tablet(_ device: Device, _ orientation: Orientation) -> ViewImageConfig {
        tablet(device, orientation == .portrait ? .portrait(splitView: .full) : .landscape(splitView: .full))
    }
}

/// The Split View window widths of the iPads swift-snapshot-testing describes (uikit-facts §3.2).
struct SplitViewWidths {
    let landscapeOneThird: CGFloat
    let landscapeOneHalf: CGFloat
    let landscapeTwoThirds: CGFloat
    let portraitOneThird: CGFloat
    let portraitTwoThirds: CGFloat

    /// The narrowest Split View share with a regular width: 678 (iPad Pro 12.9" landscape half) is regular,
    /// 639 (its portrait two thirds) compact, as in swift-snapshot-testing's traits.
    static let regularMinimum: CGFloat = 678

    static func of(_ device: Device) -> SplitViewWidths {
        switch device {
        case .iPad10_2: return SplitViewWidths(320, 535, 750, 320, 480)
        case .iPadPro10_5: return SplitViewWidths(320, 551, 782, 320, 504)
        case .iPadPro11: return SplitViewWidths(375, 592, 809, 320, 504)
        case .iPadPro12_9_2ndGen: return SplitViewWidths(375, 678, 981, 375, 639)
        default: return SplitViewWidths(320, 507, 694, 320, 438)  // iPad mini and 9.7", 768 × 1024
        }
    }

    private init(_ l3: CGFloat, _ l2: CGFloat, _ l23: CGFloat, _ p3: CGFloat, _ p23: CGFloat) {
        (landscapeOneThird, landscapeOneHalf, landscapeTwoThirds) = (l3, l2, l23)
        (portraitOneThird, portraitTwoThirds) = (p3, p23)
    }
}
