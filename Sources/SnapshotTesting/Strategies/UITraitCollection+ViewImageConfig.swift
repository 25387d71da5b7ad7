import OpenUIKit

// swift-snapshot-testing's trait collections for its devices, public as there (`traits: .iPhone8(.landscape)`),
// each the traits of the `ViewImageConfig` preset of the same name.
extension UITraitCollection {
    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        ViewImageConfig.iPhoneSe(orientation).traits
    }

    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        ViewImageConfig.iPhone8(orientation).traits
    }

    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        ViewImageConfig.iPhone8Plus(orientation).traits
    }

    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        ViewImageConfig.iPhoneX(orientation).traits
    }

    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        ViewImageConfig.iPhoneXr(orientation).traits
    }

    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        ViewImageConfig.iPhoneXsMax(orientation).traits
    }

    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        ViewImageConfig.iPhone12(orientation).traits
    }

    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        ViewImageConfig.iPhone12ProMax(orientation).traits
    }

    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        ViewImageConfig.iPhone13(orientation).traits
    }

    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        ViewImageConfig.iPhone13ProMax(orientation).traits
    }

    public static let iPadMini = ViewImageConfig.iPadMini.traits
    public static let iPadMini_Compact_SplitView = ViewImageConfig.iPadMini(.landscape(splitView: .oneThird)).traits

    public static let iPad9_7 = ViewImageConfig.iPad9_7.traits
    public static let iPad9_7_Compact_SplitView = ViewImageConfig.iPad9_7(.landscape(splitView: .oneThird)).traits

    public static let iPad10_2 = ViewImageConfig.iPad10_2.traits
    public static let iPad10_2_Compact_SplitView = ViewImageConfig.iPad10_2(.landscape(splitView: .oneThird)).traits

    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5.traits
    public static let iPadPro10_5_Compact_SplitView = ViewImageConfig.iPadPro10_5(.landscape(splitView: .oneThird))
        .traits

    public static let iPadPro11 = ViewImageConfig.iPadPro11.traits
    public static let iPadPro11_Compact_SplitView = ViewImageConfig.iPadPro11(.landscape(splitView: .oneThird)).traits

    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9.traits
    public static let iPadPro12_9_Compact_SplitView = ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneThird))
        .traits
}
