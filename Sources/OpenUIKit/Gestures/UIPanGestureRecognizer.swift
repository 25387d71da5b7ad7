import Foundation

/// A continuous drag. The translation is what was last set (nothing moves here). Views have no
/// transforms here, so a vector is the same in every view's space.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int(UInt32.max)
    open var allowedScrollTypesMask: UIScrollTypeMask = []
    private var translation = CGPoint.zero

    open func translation(in view: UIView?) -> CGPoint { translation }

    open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }

    /// Points per second; zero without movement.
    open func velocity(in view: UIView?) -> CGPoint { .zero }

    open override func reset() {
        super.reset()
        translation = .zero
    }
}

/// Which scroll inputs (trackpad, mouse wheel) a pan recognizer accepts (iOS 13.4).
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
