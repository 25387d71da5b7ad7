import OpenUIKit

// swift-snapshot-testing's presets, each a catalog device (`Device`). Phones default to portrait and iPads to
// landscape, as there. Its `.iPadPro12_9` has the home-button generations' safe area (20, 0, 0, 0), so it is
// `Device.iPadPro12_9_2ndGen`; its iPhone X-class landscape bottom inset of 24 is the catalog's 21 here (the
// sources disagree; see `Device`). The iPhone 14 to 16 presets are those of its later releases.
extension ViewImageConfig {
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhoneSE1, orientation) }

    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhone8, orientation) }

    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhone8Plus, orientation) }

    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhoneX, orientation) }

    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhoneXSMax, orientation) }

    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhoneXR, orientation) }

    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhone12, orientation) }

    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhone12Pro, orientation) }

    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(.iPhone12ProMax, orientation)
    }

    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhone13, orientation) }

    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhone13mini, orientation) }

    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhone13Pro, orientation) }

    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(.iPhone13ProMax, orientation)
    }

    public static let iPhone14 = ViewImageConfig.iPhone14(.portrait)
    public static func iPhone14(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhone14, orientation) }

    public static let iPhone14Plus = ViewImageConfig.iPhone14Plus(.portrait)
    public static func iPhone14Plus(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhone14Plus, orientation) }

    public static let iPhone14Pro = ViewImageConfig.iPhone14Pro(.portrait)
    public static func iPhone14Pro(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhone14Pro, orientation) }

    public static let iPhone14ProMax = ViewImageConfig.iPhone14ProMax(.portrait)
    public static func iPhone14ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(.iPhone14ProMax, orientation)
    }

    public static let iPhone15 = ViewImageConfig.iPhone15(.portrait)
    public static func iPhone15(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhone15, orientation) }

    public static let iPhone15Plus = ViewImageConfig.iPhone15Plus(.portrait)
    public static func iPhone15Plus(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhone15Plus, orientation) }

    public static let iPhone15Pro = ViewImageConfig.iPhone15Pro(.portrait)
    public static func iPhone15Pro(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhone15Pro, orientation) }

    public static let iPhone15ProMax = ViewImageConfig.iPhone15ProMax(.portrait)
    public static func iPhone15ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(.iPhone15ProMax, orientation)
    }

    public static let iPhone16 = ViewImageConfig.iPhone16(.portrait)
    public static func iPhone16(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhone16, orientation) }

    public static let iPhone16Plus = ViewImageConfig.iPhone16Plus(.portrait)
    public static func iPhone16Plus(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhone16Plus, orientation) }

    public static let iPhone16Pro = ViewImageConfig.iPhone16Pro(.portrait)
    public static func iPhone16Pro(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhone16Pro, orientation) }

    public static let iPhone16ProMax = ViewImageConfig.iPhone16ProMax(.portrait)
    public static func iPhone16ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(.iPhone16ProMax, orientation)
    }

    public static let iPhone16e = ViewImageConfig.iPhone16e(.portrait)
    public static func iPhone16e(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhone16e, orientation) }

    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { tablet(.iPadMini, orientation) }
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig { tablet(.iPadMini, orientation) }

    public static let iPad9_7 = ViewImageConfig.iPad9_7(.landscape)
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { tablet(.iPad9_7, orientation) }
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { tablet(.iPad9_7, orientation) }

    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { tablet(.iPad10_2, orientation) }
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig { tablet(.iPad10_2, orientation) }

    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { tablet(.iPadPro10_5, orientation) }
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(.iPadPro10_5, orientation)
    }

    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { tablet(.iPadPro11, orientation) }
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(.iPadPro11, orientation)
    }

    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
        tablet(.iPadPro12_9_2ndGen, orientation)
    }
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(.iPadPro12_9_2ndGen, orientation)
    }
}
