import Foundation

/// A transition between a layer's old and new content. It changes no property, so the presentation layer
/// shows the model throughout; its timing and callbacks are those of every animation.
open class CATransition: CAAnimation {
    open var type = CATransitionType.fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1
    open var filter: Any?

    override func emptyCopy() -> CAAnimation { CATransition() }

    override func copyState(to copy: CAAnimation) {
        super.copyState(to: copy)
        guard let copy = copy as? CATransition else { return }
        copy.type = type
        copy.subtype = subtype
        copy.startProgress = startProgress
        copy.endProgress = endProgress
        copy.filter = filter
    }
}
