import Foundation

/// A header or footer of a section, above (`.top`) or below (`.bottom`) its groups, registered and
/// dequeued as a supplementary view of `elementKind`.
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    /// Kept: nothing scrolls here, so a pinned header stays where it is laid out.
    open var pinToVisibleBounds = false
    open var extendsBoundary = true

    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
        absoluteOffset: CGPoint = .zero
    ) {
        precondition(
            alignment == .top || alignment == .bottom,
            "NSCollectionLayoutBoundarySupplementaryItem: only .top and .bottom alignments are laid out")
        self.alignment = alignment
        self.offset = absoluteOffset
        super.init(
            layoutSize: layoutSize, elementKind: elementKind,
            containerAnchor: NSCollectionLayoutAnchor(edges: alignment == .top ? .top : .bottom), itemAnchor: nil)
    }
}

public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}
