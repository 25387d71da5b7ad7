import Foundation

/// Core Animation's scroll layer: scrolling moves its bounds' origin, so its sublayers are drawn shifted
/// (the renderer draws every layer's sublayers from its bounds' origin). `scrollMode` limits the axes.
open class CAScrollLayer: CALayer {
    open var scrollMode = CAScrollLayerScrollMode.both

    /// Puts `point` (in the layer's coordinates) at the top-left of the bounds, on the axes `scrollMode` allows.
    open func scroll(to point: CGPoint) {
        var origin = bounds.origin
        if scrollMode == .horizontally || scrollMode == .both { origin.x = point.x }
        if scrollMode == .vertically || scrollMode == .both { origin.y = point.y }
        bounds.origin = origin
    }

    /// Scrolls as little as needed for `rect` to show, as Core Animation does (its top-left wins when it
    /// is larger than the bounds).
    open func scroll(to rect: CGRect) {
        var origin = bounds.origin
        let size = bounds.size
        if rect.maxX > origin.x + size.width { origin.x = rect.maxX - size.width }
        if rect.minX < origin.x { origin.x = rect.minX }
        if rect.maxY > origin.y + size.height { origin.y = rect.maxY - size.height }
        if rect.minY < origin.y { origin.y = rect.minY }
        scroll(to: origin)
    }

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        scrollMode = (layer as? CAScrollLayer)?.scrollMode ?? .both
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    package override class func makeLayer() -> CALayer { CAScrollLayer() }
    package override func makePresentationCopy() -> CALayer { CAScrollLayer(layer: self) }
}

public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CAScrollLayerScrollMode(rawValue: "none")
    public static let vertically = CAScrollLayerScrollMode(rawValue: "vertically")
    public static let horizontally = CAScrollLayerScrollMode(rawValue: "horizontally")
    public static let both = CAScrollLayerScrollMode(rawValue: "both")
}
