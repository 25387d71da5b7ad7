import Foundation

/// A header or footer of a section, above (`.top`) or below (`.bottom`) its groups, registered and
/// dequeued as a supplementary view of `elementKind`.
open class NSCollectionLayoutBoundarySupplementaryItem: NSObject, NSCopying {
    public let layoutSize: NSCollectionLayoutSize
    public let elementKind: String
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// Kept: nothing scrolls here, so a pinned header stays where it is laid out.
    open var pinToVisibleBounds = false
    open var extendsBoundary = true
    open var zIndex = 1

    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
        absoluteOffset: CGPoint = .zero
    ) {
        precondition(
            alignment == .top || alignment == .bottom,
            "NSCollectionLayoutBoundarySupplementaryItem: only .top and .bottom alignments are laid out")
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        self.offset = absoluteOffset
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}
