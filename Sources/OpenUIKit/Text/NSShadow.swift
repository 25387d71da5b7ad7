import Foundation

/// A drop shadow for text (the `.shadow` attribute): the glyphs drawn again in `shadowColor`, moved by
/// `shadowOffset` and blurred by `shadowBlurRadius`, under the text. Defaults are UIKit's: no offset, no blur,
/// and a nil colour, which draws black at a third of full opacity.
open class NSShadow: NSObject, NSCopying, @unchecked Sendable {
    /// First, so that shadows can be attribute values (see `CoreFoundationObjectHeader`).
    private let coreFoundationHeader = CoreFoundationObjectHeader()

    /// How far the shadow is moved from the glyphs, in points; positive heights move it down, as UIKit draws.
    open var shadowOffset: CGSize = .zero
    open var shadowBlurRadius: CGFloat = 0
    /// A `UIColor` (or `CGColor`); nil draws black at alpha 1/3.
    open var shadowColor: Any?

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }

    /// The colour drawn: `shadowColor`, or black at a third of full opacity.
    var resolvedColor: UIColor {
        if let color = shadowColor as? UIColor { return color }
        if let color = shadowColor as? CGColor {
            return UIColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        }
        return UIColor(white: 0, alpha: 1 / 3)
    }

    /// Shadows with the same offset, blur and colour are equal, as in UIKit.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSShadow else { return false }
        return other.shadowOffset == shadowOffset && other.shadowBlurRadius == shadowBlurRadius
            && (other.shadowColor == nil) == (shadowColor == nil) && other.resolvedColor == resolvedColor
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(shadowOffset.width)
        hasher.combine(shadowOffset.height)
        hasher.combine(shadowBlurRadius)
        return hasher.finalize()
    }
}
