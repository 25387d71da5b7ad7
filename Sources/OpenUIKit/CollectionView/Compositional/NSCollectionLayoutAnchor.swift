import Foundation

/// Where a supplementary item attaches: an edge, or a corner (two adjacent edges), of the item, moved by
/// an offset in points or in fractions of the supplementary item's size. Frames are written for
/// left-to-right layout (leading is left) and mirrored with the rest of the layout in right-to-left.
@preconcurrency @MainActor
open class NSCollectionLayoutAnchor: NSObject, @preconcurrency NSCopying {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges
        self.offset = offset
        self.isAbsoluteOffset = absolute
    }

    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, absolute: true)
    }

    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, absolute: true)
    }

    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The point of `rect` these edges name (the middle along an axis where they name neither edge or
    /// both), moved by the offset; `ownSize` is the supplementary item's size, for a fractional offset.
    func point(in rect: CGRect, ownSize: CGSize) -> CGPoint {
        let leading = edges.contains(.leading)
        let trailing = edges.contains(.trailing)
        let top = edges.contains(.top)
        let bottom = edges.contains(.bottom)
        var x = leading == trailing ? rect.midX : (leading ? rect.minX : rect.maxX)
        var y = top == bottom ? rect.midY : (top ? rect.minY : rect.maxY)
        x += isAbsoluteOffset ? offset.x : offset.x * ownSize.width
        y += isAbsoluteOffset ? offset.y : offset.y * ownSize.height
        return CGPoint(x: x, y: y)
    }
}
