import Foundation

/// A continuous two-finger pinch; the scale starts at 1, as in UIKit, and resets to it.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }

    open override func reset() {
        super.reset()
        scale = 1
    }
}
