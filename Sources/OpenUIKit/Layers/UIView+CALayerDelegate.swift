import Foundation

/// A view is its layer's delegate, as in UIKit; its layer lays out through `layoutSublayers(of:)`.
extension UIView: CALayerDelegate {}

extension CALayerDelegate where Self: UIView {
    /// No action, as UIKit's view answers outside an animation block; here `UIView.animate` changes apply at
    /// once, so there is no block in which a view's layer would animate.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { NSNull() }
}
