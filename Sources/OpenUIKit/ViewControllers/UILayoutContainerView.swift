import Foundation

/// The root view of a container controller (UIKit's class of the same name): it places the bars and the child
/// views before the engine places anything else.
final class UILayoutContainerView: UIView {
    override func layoutSubviews() {
        (viewController as? BarContainer)?.layoutBarsAndChildren()
        super.layoutSubviews()
    }
}
