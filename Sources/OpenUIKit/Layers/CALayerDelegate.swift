import Foundation

/// The object a layer asks to display, draw, lay out and find actions. Core Animation's methods are optional;
/// without the Objective-C runtime they have defaults here that do what a delegate that lacks them gets: a
/// layer whose delegate has no `display(_:)` draws itself (`draw(in:)`, which asks `draw(_:in:)`), and no
/// action lets the search go on to the layer's `actions`.
public protocol CALayerDelegate: NSObjectProtocol {
    func display(_ layer: CALayer)
    func draw(_ layer: CALayer, in ctx: CGContext)
    func layerWillDraw(_ layer: CALayer)
    func layoutSublayers(of layer: CALayer)
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { layer.displayByDrawing() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
