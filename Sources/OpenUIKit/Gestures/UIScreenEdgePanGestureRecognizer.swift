import Foundation

/// A pan that starts at a screen edge; UIKit's default is no edge.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}
