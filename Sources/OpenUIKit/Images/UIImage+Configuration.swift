import Foundation

extension UIImage {
    /// Configuration of how an image is drawn; symbol images take a `SymbolConfiguration`.
    open class Configuration: NSObject, @unchecked Sendable {
        public let traitCollection: UITraitCollection?

        init(traitCollection: UITraitCollection?) {
            self.traitCollection = traitCollection
            super.init()
        }
    }

    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    public enum SymbolScale: Int, Sendable {
        case `default` = -1
        case unspecified = 0
        case small, medium, large
    }

    /// Point size (or text style), weight and scale of a symbol image. Unset fields keep the other
    /// configuration's values when applied, as in UIKit.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        public let pointSize: CGFloat?
        public let textStyle: UIFont.TextStyle?
        public let weight: SymbolWeight
        public let scale: SymbolScale

        init(pointSize: CGFloat?, textStyle: UIFont.TextStyle?, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize
            self.textStyle = textStyle
            self.weight = weight
            self.scale = scale
            super.init(traitCollection: nil)
        }

        public static let unspecified = SymbolConfiguration(
            pointSize: nil, textStyle: nil, weight: .unspecified, scale: .unspecified)

        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
        }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, textStyle: nil, weight: weight, scale: scale)
        }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: nil, textStyle: textStyle, weight: .unspecified, scale: scale)
        }
        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: nil, textStyle: nil, weight: weight, scale: .unspecified)
        }
        public convenience init(scale: SymbolScale) {
            self.init(pointSize: nil, textStyle: nil, weight: .unspecified, scale: scale)
        }
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, textStyle: nil, weight: .unspecified, scale: scale)
        }

        /// `other`'s set fields over this configuration's.
        open func applying(_ other: UIImage.Configuration?) -> SymbolConfiguration {
            guard let other = other as? SymbolConfiguration else { return self }
            let sizeFromOther = other.pointSize != nil || other.textStyle != nil
            return SymbolConfiguration(
                pointSize: sizeFromOther ? other.pointSize : pointSize,
                textStyle: sizeFromOther ? other.textStyle : textStyle,
                weight: other.weight == .unspecified ? weight : other.weight,
                scale: other.scale == .unspecified || other.scale == .default ? scale : other.scale)
        }

        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && textStyle == other.textStyle && weight == other.weight
                && scale == other.scale
        }

        open override var hash: Int { pointSize.hashValue ^ weight.rawValue ^ scale.rawValue }
    }
}
