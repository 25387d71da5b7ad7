import Foundation

/// The drawing properties of a view's layer that the renderer honours. `masksToBounds` is the view's
/// `clipsToBounds`, as in UIKit; `opacity` is its `alpha`. A layer that masks to bounds casts no
/// shadow (the mask clips the shadow too), as in Core Animation. Defaults are Core Animation's
/// (shadow black, opacity 0, offset (0, -3), radius 3).
open class CALayer: NSObject {
    package weak var view: UIView?
    public var cornerRadius: CGFloat = 0
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    public var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    public var shadowOpacity: Float = 0
    public var shadowOffset = CGSize(width: 0, height: -3)
    public var shadowRadius: CGFloat = 3
    /// The shadow's shape; when nil the shadow follows the layer's drawn alpha (background, content,
    /// sublayers), as in Core Animation.
    public var shadowPath: CGPath?
    public var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    private var ownMasksToBounds = false

    public override init() { super.init() }

    public var masksToBounds: Bool {
        get { view?.clipsToBounds ?? ownMasksToBounds }
        set {
            if let view { view.clipsToBounds = newValue } else { ownMasksToBounds = newValue }
        }
    }

    public var backgroundColor: CGColor? {
        get { view?.backgroundColor?.cgColor }
        set { view?.backgroundColor = newValue.map { UIColor(cgColor: $0) } }
    }

    public var opacity: Float {
        get { Float(view?.alpha ?? 1) }
        set { view?.alpha = CGFloat(newValue) }
    }

    public var frame: CGRect { view?.frame ?? .zero }
    public var bounds: CGRect { view?.bounds ?? .zero }
}

public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}
