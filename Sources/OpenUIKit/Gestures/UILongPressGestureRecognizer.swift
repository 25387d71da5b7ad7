import Foundation

/// A continuous press; defaults are UIKit's (0.5 s, one finger, 10 points of movement allowed).
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 0
    open var numberOfTouchesRequired = 1
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
}
