import Foundation

/// A description of a font: the system face at a size and weight, for a Dynamic Type style or not.
/// Only the pinned faces exist here (regular through black, upright, the default design), so a
/// descriptor asking for italic, condensed or expanded faces, or for another design, cannot be
/// satisfied: `withSymbolicTraits` and `withDesign` return nil, as UIKit does for a face it lacks.
open class UIFontDescriptor: NSObject {
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
    }

    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    public let pointSize: CGFloat
    let weight: UIFont.Weight
    let textStyle: UIFont.TextStyle?

    init(pointSize: CGFloat, weight: UIFont.Weight, textStyle: UIFont.TextStyle?) {
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
        super.init()
    }

    /// The descriptor of the style's font at the default text size, `.large`.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    open class func preferredFontDescriptor(
        withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    /// Bold from semibold up, as the system face's symbolic traits report.
    open var symbolicTraits: SymbolicTraits { weight.rawValue >= UIFont.Weight.semibold.rawValue ? .traitBold : [] }

    /// The descriptor with exactly `symbolicTraits`: bold makes the face bold, no bold makes it regular;
    /// nil for traits no pinned face has.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        guard symbolicTraits.isSubset(of: [.traitBold, .traitUIOptimized, .traitTightLeading, .traitLooseLeading])
        else { return nil }
        let bold = symbolicTraits.contains(.traitBold)
        let keepsWeight = bold == self.symbolicTraits.contains(.traitBold)
        return UIFontDescriptor(
            pointSize: pointSize, weight: keepsWeight ? weight : (bold ? .bold : .regular), textStyle: textStyle)
    }

    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? { design == .default ? self : nil }

    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(pointSize: newPointSize, weight: weight, textStyle: textStyle)
    }

    /// Reads a size and a weight (`.traits` with `TraitKey.weight`); other attributes name faces that are
    /// not pinned and change nothing.
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        var size = pointSize
        var newWeight = weight
        if let value = attributes[.size] as? CGFloat { size = value }
        if let value = attributes[.size] as? NSNumber { size = CGFloat(value.doubleValue) }
        if let traits = attributes[.traits] as? [TraitKey: Any] {
            if let value = traits[.weight] as? UIFont.Weight { newWeight = value }
            if let value = traits[.weight] as? CGFloat { newWeight = UIFont.Weight(value) }
            if let value = traits[.weight] as? NSNumber { newWeight = UIFont.Weight(CGFloat(value.doubleValue)) }
        }
        return UIFontDescriptor(pointSize: size, weight: newWeight, textStyle: textStyle)
    }
}

extension UIFont {
    public var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(pointSize: pointSize, weight: weight, textStyle: textStyle)
    }

    /// A size of 0 keeps the descriptor's, as in UIKit. A font from a text style's descriptor keeps the
    /// style, so labels that adjust to the text size rescale it (keeping its weight).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self.init(
            pointSize: pointSize > 0 ? pointSize : descriptor.pointSize, weight: descriptor.weight,
            textStyle: descriptor.textStyle)
    }
}
