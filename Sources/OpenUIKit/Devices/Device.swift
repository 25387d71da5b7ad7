import Foundation
import NameMatching

/// Interface orientation of a simulated device.
public enum Orientation: String, Sendable, CaseIterable {
    case portrait
    case landscape
}

/// A simulated device: screen size in points, scale, safe areas, size classes and chrome.
///
/// Numbers come from uikit-facts §3 (columns: SST = pointfreeco/swift-snapshot-testing,
/// PB = playbook-ios, TL = Tinder/Layout, FORK = extended SST fork, CSDN/hacknicity blogs). Choices where the sources
/// disagree:
/// - iPhone X-class landscape bottom inset: 21, not SST/PB's 24. Every later phone has 21 in all sources, and the
///   home indicator area is the same hardware-independent 21 pt in the other captured logs.
/// - iPhone 12/13 mini: 375×812 (SST, FORK). PB's 360×780 is the native pixel grid divided by 3; UIKit reports the
///   scaled 375×812 point size.
/// - iPad Pro 11" and iPad mini 6: (24,0,20,0) (SST/FORK), as for every other iPad without a home button; PB's
///   values disagree with its own other Face-ID iPads.
/// - iPad Pro 12.9": the 3rd generation and later (no home button, (24,0,20,0), PB/CSDN); the home-button
///   generations are `iPadPro12_9_2ndGen`.
/// - Status bar height: 20 on home-button devices; on notched phones the top safe inset; on Dynamic Island phones
///   54 (one third-party token table, UNCERTAIN). iPhones hide the status bar in landscape.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// Stable command-line name, e.g. `iPhone8`.
    public let name: String
    public let displayName: String
    public let idiom: UIUserInterfaceIdiom
    /// Portrait screen size in points.
    public let portraitSize: CGSize
    public let scale: CGFloat
    public let portraitSafeArea: UIEdgeInsets
    public let landscapeSafeArea: UIEdgeInsets
    public let portraitSizeClasses: SizeClasses
    public let landscapeSizeClasses: SizeClasses
    public let hasHomeIndicator: Bool
    public let portraitStatusBarHeight: CGFloat
    public let landscapeStatusBarHeight: CGFloat

    public struct SizeClasses: Hashable, Sendable {
        public let horizontal: UIUserInterfaceSizeClass
        public let vertical: UIUserInterfaceSizeClass
    }

    public var description: String { name }

    public func screenSize(_ orientation: Orientation) -> CGSize {
        switch orientation {
        case .portrait: return portraitSize
        case .landscape: return CGSize(width: portraitSize.height, height: portraitSize.width)
        }
    }

    public func safeAreaInsets(_ orientation: Orientation) -> UIEdgeInsets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    public func sizeClasses(_ orientation: Orientation) -> SizeClasses {
        orientation == .portrait ? portraitSizeClasses : landscapeSizeClasses
    }

    public func statusBarHeight(_ orientation: Orientation) -> CGFloat {
        orientation == .portrait ? portraitStatusBarHeight : landscapeStatusBarHeight
    }

    /// The traits a full-screen window on this device has: default text size `.large` (Apple's default setting;
    /// see uikit-facts §1.3 for the `.medium` trap in snapshot libraries), left-to-right, light.
    public func traitCollection(_ orientation: Orientation) -> UITraitCollection {
        let classes = sizeClasses(orientation)
        return UITraitCollection(
            horizontal: classes.horizontal, vertical: classes.vertical, scale: scale, idiom: idiom,
            contentSize: .large, direction: .leftToRight, style: .light)
    }
}

extension Device {
    private static let compactRegular = SizeClasses(horizontal: .compact, vertical: .regular)
    private static let compactCompact = SizeClasses(horizontal: .compact, vertical: .compact)
    private static let regularCompact = SizeClasses(horizontal: .regular, vertical: .compact)
    private static let regularRegular = SizeClasses(horizontal: .regular, vertical: .regular)

    private static func insets(_ t: CGFloat, _ l: CGFloat, _ b: CGFloat, _ r: CGFloat) -> UIEdgeInsets {
        UIEdgeInsets(top: t, left: l, bottom: b, right: r)
    }

    /// Home-button phone: 20-pt status bar in portrait, nothing in landscape.
    private static func classicPhone(
        _ name: String, _ displayName: String, _ w: CGFloat, _ h: CGFloat, scale: CGFloat, plus: Bool
    ) -> Device {
        Device(
            name: name, displayName: displayName, idiom: .phone, portraitSize: CGSize(width: w, height: h),
            scale: scale, portraitSafeArea: insets(20, 0, 0, 0), landscapeSafeArea: .zero,
            portraitSizeClasses: compactRegular, landscapeSizeClasses: plus ? regularCompact : compactCompact,
            hasHomeIndicator: false, portraitStatusBarHeight: 20, landscapeStatusBarHeight: 0)
    }

    /// Face-ID phone: sensor housing on top in portrait and on both sides in landscape; home indicator 34 / 21.
    private static func modernPhone(
        _ name: String, _ displayName: String, _ w: CGFloat, _ h: CGFloat, scale: CGFloat, top: CGFloat,
        max: Bool, statusBar: CGFloat? = nil
    ) -> Device {
        Device(
            name: name, displayName: displayName, idiom: .phone, portraitSize: CGSize(width: w, height: h),
            scale: scale, portraitSafeArea: insets(top, 0, 34, 0), landscapeSafeArea: insets(0, top, 21, top),
            portraitSizeClasses: compactRegular, landscapeSizeClasses: max ? regularCompact : compactCompact,
            hasHomeIndicator: true, portraitStatusBarHeight: statusBar ?? top, landscapeStatusBarHeight: 0)
    }

    private static func pad(
        _ name: String, _ displayName: String, _ w: CGFloat, _ h: CGFloat, homeButton: Bool
    ) -> Device {
        let safe = homeButton ? insets(20, 0, 0, 0) : insets(24, 0, 20, 0)
        return Device(
            name: name, displayName: displayName, idiom: .pad, portraitSize: CGSize(width: w, height: h), scale: 2,
            portraitSafeArea: safe, landscapeSafeArea: safe, portraitSizeClasses: regularRegular,
            landscapeSizeClasses: regularRegular, hasHomeIndicator: !homeButton,
            portraitStatusBarHeight: safe.top, landscapeStatusBarHeight: safe.top)
    }

    public static let iPhoneSE1 = classicPhone(
        "iPhoneSE1", "iPhone SE (1st generation)", 320, 568, scale: 2, plus: false)
    public static let iPhone8 = classicPhone("iPhone8", "iPhone 8", 375, 667, scale: 2, plus: false)
    public static let iPhoneSE2 = classicPhone(
        "iPhoneSE2", "iPhone SE (2nd generation)", 375, 667, scale: 2, plus: false)
    public static let iPhoneSE3 = classicPhone(
        "iPhoneSE3", "iPhone SE (3rd generation)", 375, 667, scale: 2, plus: false)
    public static let iPhone8Plus = classicPhone("iPhone8Plus", "iPhone 8 Plus", 414, 736, scale: 3, plus: true)
    public static let iPhoneX = modernPhone("iPhoneX", "iPhone X", 375, 812, scale: 3, top: 44, max: false)
    public static let iPhoneXS = modernPhone("iPhoneXS", "iPhone XS", 375, 812, scale: 3, top: 44, max: false)
    public static let iPhone11Pro = modernPhone("iPhone11Pro", "iPhone 11 Pro", 375, 812, scale: 3, top: 44, max: false)
    public static let iPhoneXR = modernPhone("iPhoneXR", "iPhone XR", 414, 896, scale: 2, top: 44, max: true)
    public static let iPhone11 = modernPhone("iPhone11", "iPhone 11", 414, 896, scale: 2, top: 44, max: true)
    public static let iPhoneXSMax = modernPhone("iPhoneXSMax", "iPhone XS Max", 414, 896, scale: 3, top: 44, max: true)
    public static let iPhone11ProMax = modernPhone(
        "iPhone11ProMax", "iPhone 11 Pro Max", 414, 896, scale: 3, top: 44, max: true)
    public static let iPhone12mini = modernPhone(
        "iPhone12mini", "iPhone 12 mini", 375, 812, scale: 3, top: 50, max: false)
    public static let iPhone13mini = modernPhone(
        "iPhone13mini", "iPhone 13 mini", 375, 812, scale: 3, top: 50, max: false)
    public static let iPhone12 = modernPhone("iPhone12", "iPhone 12", 390, 844, scale: 3, top: 47, max: false)
    public static let iPhone12Pro = modernPhone("iPhone12Pro", "iPhone 12 Pro", 390, 844, scale: 3, top: 47, max: false)
    public static let iPhone13 = modernPhone("iPhone13", "iPhone 13", 390, 844, scale: 3, top: 47, max: false)
    public static let iPhone13Pro = modernPhone("iPhone13Pro", "iPhone 13 Pro", 390, 844, scale: 3, top: 47, max: false)
    public static let iPhone14 = modernPhone("iPhone14", "iPhone 14", 390, 844, scale: 3, top: 47, max: false)
    public static let iPhone16e = modernPhone("iPhone16e", "iPhone 16e", 390, 844, scale: 3, top: 47, max: false)
    public static let iPhone12ProMax = modernPhone(
        "iPhone12ProMax", "iPhone 12 Pro Max", 428, 926, scale: 3, top: 47, max: true)
    public static let iPhone13ProMax = modernPhone(
        "iPhone13ProMax", "iPhone 13 Pro Max", 428, 926, scale: 3, top: 47, max: true)
    public static let iPhone14Plus = modernPhone(
        "iPhone14Plus", "iPhone 14 Plus", 428, 926, scale: 3, top: 47, max: true)
    public static let iPhone14Pro = modernPhone(
        "iPhone14Pro", "iPhone 14 Pro", 393, 852, scale: 3, top: 59, max: false, statusBar: 54)
    public static let iPhone15 = modernPhone(
        "iPhone15", "iPhone 15", 393, 852, scale: 3, top: 59, max: false, statusBar: 54)
    public static let iPhone15Pro = modernPhone(
        "iPhone15Pro", "iPhone 15 Pro", 393, 852, scale: 3, top: 59, max: false, statusBar: 54)
    public static let iPhone16 = modernPhone(
        "iPhone16", "iPhone 16", 393, 852, scale: 3, top: 59, max: false, statusBar: 54)
    public static let iPhone14ProMax = modernPhone(
        "iPhone14ProMax", "iPhone 14 Pro Max", 430, 932, scale: 3, top: 59, max: true, statusBar: 54)
    public static let iPhone15Plus = modernPhone(
        "iPhone15Plus", "iPhone 15 Plus", 430, 932, scale: 3, top: 59, max: true, statusBar: 54)
    public static let iPhone15ProMax = modernPhone(
        "iPhone15ProMax", "iPhone 15 Pro Max", 430, 932, scale: 3, top: 59, max: true, statusBar: 54)
    public static let iPhone16Plus = modernPhone(
        "iPhone16Plus", "iPhone 16 Plus", 430, 932, scale: 3, top: 59, max: true, statusBar: 54)
    // iPhone 16 Pro / Pro Max: FORK only (uikit-facts §3.1); status bar assumed 54 like other Dynamic Island phones.
    public static let iPhone16Pro = modernPhone(
        "iPhone16Pro", "iPhone 16 Pro", 402, 874, scale: 3, top: 62, max: false, statusBar: 54)
    public static let iPhone16ProMax = modernPhone(
        "iPhone16ProMax", "iPhone 16 Pro Max", 440, 956, scale: 3, top: 62, max: true, statusBar: 54)

    public static let iPadMini = pad("iPadMini", "iPad mini (5th generation)", 768, 1024, homeButton: true)
    public static let iPad9_7 = pad("iPad9_7", "iPad (9.7-inch)", 768, 1024, homeButton: true)
    public static let iPadAir2 = pad("iPadAir2", "iPad Air 2", 768, 1024, homeButton: true)
    public static let iPadPro9_7 = pad("iPadPro9_7", "iPad Pro (9.7-inch)", 768, 1024, homeButton: true)
    public static let iPadMini6 = pad("iPadMini6", "iPad mini (6th generation)", 744, 1133, homeButton: false)
    public static let iPad10_2 = pad("iPad10_2", "iPad (9th generation)", 810, 1080, homeButton: true)
    public static let iPadAir3 = pad("iPadAir3", "iPad Air (3rd generation)", 834, 1112, homeButton: true)
    public static let iPadPro10_5 = pad("iPadPro10_5", "iPad Pro (10.5-inch)", 834, 1112, homeButton: true)
    public static let iPad10 = pad("iPad10", "iPad (10th generation)", 820, 1180, homeButton: false)
    public static let iPadAir = pad("iPadAir", "iPad Air (5th generation)", 820, 1180, homeButton: false)
    public static let iPadPro11 = pad("iPadPro11", "iPad Pro (11-inch)", 834, 1194, homeButton: false)
    public static let iPadPro11M4 = pad("iPadPro11M4", "iPad Pro 11-inch (M4)", 834, 1210, homeButton: false)
    public static let iPadPro12_9 = pad("iPadPro12_9", "iPad Pro (12.9-inch)", 1024, 1366, homeButton: false)
    public static let iPadPro12_9_2ndGen = pad(
        "iPadPro12_9_2ndGen", "iPad Pro (12.9-inch) (2nd generation)", 1024, 1366, homeButton: true)
    public static let iPadPro13M4 = pad("iPadPro13M4", "iPad Pro 13-inch (M4)", 1032, 1376, homeButton: false)
    public static let iPadAir13 = pad("iPadAir13", "iPad Air 13-inch (M2)", 1024, 1366, homeButton: false)

    public static let all: [Device] = [
        iPhoneSE1, iPhone8, iPhoneSE2, iPhoneSE3, iPhone8Plus, iPhoneX, iPhoneXS, iPhone11Pro, iPhoneXR, iPhone11,
        iPhoneXSMax, iPhone11ProMax, iPhone12mini, iPhone13mini, iPhone12, iPhone12Pro, iPhone13, iPhone13Pro,
        iPhone14, iPhone16e, iPhone12ProMax, iPhone13ProMax, iPhone14Plus, iPhone14Pro, iPhone15, iPhone15Pro,
        iPhone16, iPhone14ProMax, iPhone15Plus, iPhone15ProMax, iPhone16Plus, iPhone16Pro, iPhone16ProMax,
        iPadMini, iPad9_7, iPadAir2, iPadPro9_7, iPadMini6, iPad10_2, iPadAir3, iPadPro10_5, iPad10, iPadAir,
        iPadPro11, iPadPro11M4, iPadPro12_9, iPadPro12_9_2ndGen, iPadPro13M4, iPadAir13,
    ]

    /// A screen that is not in the catalog: one size, safe area and size classes in every orientation (a
    /// split-view window, a size a snapshot test chooses). `name` says where it came from.
    package static func screen(
        named name: String, idiom: UIUserInterfaceIdiom, size: CGSize, scale: CGFloat, safeArea: UIEdgeInsets,
        horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass
    ) -> Device {
        let classes = SizeClasses(horizontal: horizontal, vertical: vertical)
        return Device(
            name: name, displayName: name, idiom: idiom, portraitSize: size, scale: scale,
            portraitSafeArea: safeArea, landscapeSafeArea: safeArea, portraitSizeClasses: classes,
            landscapeSizeClasses: classes, hasHomeIndicator: false, portraitStatusBarHeight: safeArea.top,
            landscapeStatusBarHeight: safeArea.top)
    }

    /// Exact (case-sensitive) lookup by command-line name.
    public static func named(_ name: String) -> Device? {
        all.first { $0.name == name }
    }

    /// The catalog name closest to `name`, ignoring case, for "did you mean" messages.
    public static func closestName(to name: String) -> String? {
        NameSuggestion.closest(to: name, among: all.map(\.name))
    }
}
