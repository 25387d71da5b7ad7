import Foundation

/// A view is its layer's delegate, as in UIKit; its members are in the class body (`UIView.swift`) so that a
/// subclass overrides them.
extension UIView: CALayerDelegate {}
