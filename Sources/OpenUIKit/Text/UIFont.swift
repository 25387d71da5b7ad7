import Foundation
import Typesetter

/// UIKit's font object. Glyphs come from the pinned faces (Inter, Noto Sans CJK) through Pango; the
/// vertical metrics are those of San Francisco, so that text measures like UIKit's (see
/// `SystemFontMetrics`).
open class UIFont: NSObject, @unchecked Sendable {
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        /// The OpenType weight (100…900) of the pinned Inter face standing in for this weight; values
        /// between UIKit's constants go to the nearest one.
        var openTypeWeight: Int {
            let table: [(Weight, Int)] = [
                (.ultraLight, 200), (.thin, 100), (.light, 300), (.regular, 400), (.medium, 500),
                (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900),
            ]
            return table.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }
    }

    /// First, so that fonts can be attribute values (see `CoreFoundationObjectHeader`).
    private let coreFoundationHeader = CoreFoundationObjectHeader()
    private let size: CGFloat
    private let name: String
    private let family: String
    let weight: Weight
    /// The Dynamic Type style this font was made for, if any.
    let textStyle: TextStyle?
    /// Set on fonts from `UIFontMetrics`.
    let scaling: Scaling?

    init(pointSize: CGFloat, weight: Weight, textStyle: TextStyle? = nil, scaling: Scaling? = nil) {
        size = pointSize
        self.weight = weight
        self.textStyle = textStyle
        self.scaling = scaling
        family = ".AppleSystemUIFont"
        name = weight == .regular ? ".SFUI-Regular" : ".SFUI-Weight\(weight.rawValue)"
        super.init()
    }

    open var pointSize: CGFloat { size }
    open var fontName: String { name }
    open var familyName: String { family }

    /// A choice (UIKit documents no value for NSObject's `init()` on a font): the system font at
    /// `labelFontSize`, a label's default font.
    public override convenience init() {
        self.init(pointSize: UIFont.labelFontSize, weight: .regular)
    }

    /// Any named font resolves to the system face at that size: only the pinned faces exist here.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let bold = fontName.lowercased().contains("bold")
        self.init(pointSize: fontSize, weight: bold ? .bold : .regular)
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .regular)
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .bold)
    }

    open class var systemFontSize: CGFloat { 14 }
    open class var labelFontSize: CGFloat { 17 }

    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, textStyle: textStyle)
    }

    open var ascender: CGFloat { SystemFontMetrics.ascender(pointSize: pointSize) }
    open var descender: CGFloat { SystemFontMetrics.descender(pointSize: pointSize) }
    open var leading: CGFloat { 0 }
    open var lineHeight: CGFloat { ascender - descender + leading }
    open var capHeight: CGFloat { SystemFontMetrics.capHeight(pointSize: pointSize) }
    open var xHeight: CGFloat { SystemFontMetrics.xHeight(pointSize: pointSize) }

    /// What Pango is asked for when this font lays out text.
    var fontSpec: FontSpec { FontSpec(pointSize: Double(pointSize), weight: weight.openTypeWeight) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.pointSize == pointSize && other.weight == weight && other.textStyle == textStyle
            && other.scaling == scaling
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(textStyle)
        hasher.combine(scaling)
        return hasher.finalize()
    }

    open override var description: String {
        "<UIFont: \(fontName); pointSize: \(pointSize)>"
    }
}
