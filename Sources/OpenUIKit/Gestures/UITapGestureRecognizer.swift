import Foundation

/// A discrete tap; defaults are UIKit's (one tap, one finger).
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary
}
