import Foundation

/// A supplementary view attached to an item or a group (a badge), registered and dequeued as a
/// supplementary view of `elementKind` at the index path of the item it is attached to (for a group, its
/// first item). Its size's fractional dimensions are fractions of that item's frame. An estimated
/// dimension keeps its estimate: attached supplementary views are not measured.
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let containerAnchor: NSCollectionLayoutAnchor
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// 1, as boundary supplementary items have had here (UIKit documents no default): above the cells.
    open var zIndex = 1

    init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor?
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize)
    }

    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(
            layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
            itemAnchor: Optional(itemAnchor))
    }

    /// The frame in the same coordinates as `container`, the frame of the item it is attached to: the
    /// item anchor's point of the view (by default the point the container anchor names, so the view sits
    /// inside those edges) on the container anchor's point of the item.
    func frame(attachedTo container: CGRect) -> CGRect {
        let size = layoutSize.resolved(in: container.size)
        let pin = containerAnchor.point(in: CGRect(origin: container.origin, size: container.size), ownSize: size)
        let anchor = itemAnchor ?? NSCollectionLayoutAnchor(edges: containerAnchor.edges)
        let own = anchor.point(in: CGRect(origin: .zero, size: size), ownSize: size)
        return CGRect(origin: CGPoint(x: pin.x - own.x, y: pin.y - own.y), size: size)
    }
}
