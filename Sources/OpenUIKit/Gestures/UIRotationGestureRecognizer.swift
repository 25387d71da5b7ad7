import Foundation

/// A continuous two-finger rotation in radians; starts at 0, as in UIKit, and resets to it.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    open var velocity: CGFloat { 0 }

    open override func reset() {
        super.reset()
        rotation = 0
    }
}
