import Foundation

/// Lays out one section of a compositional layout, in content coordinates, from the section's
/// description, its item count and the sizes measured so far.
///
/// Choices where UIKit does not document its behaviour (kept here):
/// - A group without a count repeats its subitems while the next one fits along its axis (at least one).
/// - In a group whose size across its axis is estimated, the group is as thick as its thickest child,
///   and children whose own size across is estimated are stretched to it (a row of self-sizing cards
///   has equal heights).
@preconcurrency @MainActor
struct CompositionalSectionLayout {
    struct Element {
        /// The slot, before the item's content insets.
        var frame: CGRect
        var insets: NSDirectionalEdgeInsets
        var estimatesWidth: Bool
        var estimatesHeight: Bool

        /// The cell's frame: the slot less the insets, except along an estimated dimension.
        var cellFrame: CGRect {
            let left = estimatesWidth ? 0 : insets.leading
            let right = estimatesWidth ? 0 : insets.trailing
            let top = estimatesHeight ? 0 : insets.top
            let bottom = estimatesHeight ? 0 : insets.bottom
            return CGRect(
                x: frame.minX + left, y: frame.minY + top, width: max(0, frame.width - left - right),
                height: max(0, frame.height - top - bottom))
        }
    }

    struct Supplementary {
        var kind: String
        var element: Element
        var zIndex: Int
    }

    /// A supplementary view attached to an item or a group (a badge), at its item's index.
    struct Attached {
        var kind: String
        var item: Int
        var frame: CGRect
        var zIndex: Int
    }

    /// A decoration view behind the section (a background).
    struct Decoration {
        var kind: String
        var frame: CGRect
        var zIndex: Int
    }

    var start: CGFloat = 0
    var end: CGFloat = 0
    var items: [Element] = []
    var supplementaries: [Supplementary] = []
    var attached: [Attached] = []
    var decorations: [Decoration] = []
    /// Supplementary items of leaves, laid out once every item has its final frame (flexible spacing and
    /// stretching move items after they are placed).
    private var pendingAttachments: [(item: Int, supplementary: NSCollectionLayoutSupplementaryItem)] = []

    /// A section the provider left out: empty, at the top.
    init() {}

    /// `measuredItem` and `measuredSupplementary` give measured sizes, nil until measured.
    init(
        section: NSCollectionLayoutSection, itemCount: Int, width: CGFloat, containerHeight: CGFloat,
        reference: (left: CGFloat, right: CGFloat), top: CGFloat, measuredItem: (Int) -> CGSize?,
        measuredSupplementary: (String) -> CGSize?
    ) {
        start = top
        let insets = section.contentInsets
        let leading = reference.left + insets.leading
        let contentWidth = max(0, width - leading - reference.right - insets.trailing)
        let container = CGSize(width: contentWidth, height: containerHeight)
        let supplementaryX = section.supplementariesFollowContentInsets ? leading : reference.left
        let supplementaryWidth =
            section.supplementariesFollowContentInsets ? contentWidth : max(0, width - reference.left - reference.right)
        var y = top
        if section.boundarySupplementaryItems.contains(where: { $0.alignment == .top }) {
            y += section.boundaryTopPadding
        }

        func addSupplementaries(_ alignment: NSRectAlignment) {
            for item in section.boundarySupplementaryItems where item.alignment == alignment {
                var element = Self.leaf(
                    item.layoutSize, insets: item.contentInsets,
                    in: CGSize(width: supplementaryWidth, height: containerHeight),
                    measured: measuredSupplementary(item.elementKind))
                element.frame.origin = CGPoint(x: supplementaryX + item.offset.x, y: y + item.offset.y)
                supplementaries.append(Supplementary(kind: item.elementKind, element: element, zIndex: item.zIndex))
                if item.extendsBoundary { y += element.frame.height }
            }
        }

        addSupplementaries(.top)
        y += insets.top
        items.reserveCapacity(itemCount)
        if section.orthogonalScrollingBehavior == .none {
            var first = true
            while items.count < itemCount {
                if !first { y += section.interGroupSpacing }
                first = false
                let size = place(
                    section.group, at: CGPoint(x: leading, y: y), in: container, itemCount: itemCount,
                    measured: measuredItem)
                y += size.height
            }
        } else {
            var x = leading
            var rowHeight: CGFloat = 0
            if section.orthogonalScrollingBehavior == .groupPagingCentered {
                let groupWidth = section.group.layoutSize.widthDimension.resolved(in: container)
                x = leading + max(0, (contentWidth - groupWidth) / 2)
            }
            var first = true
            while items.count < itemCount {
                if !first { x += section.interGroupSpacing }
                first = false
                let size = place(
                    section.group, at: CGPoint(x: x, y: y), in: container, itemCount: itemCount, measured: measuredItem)
                x += size.width
                rowHeight = max(rowHeight, size.height)
            }
            y += rowHeight
        }
        y += insets.bottom
        addSupplementaries(.bottom)
        end = y
        for (item, supplementary) in pendingAttachments {
            attached.append(
                Attached(
                    kind: supplementary.elementKind, item: item,
                    frame: supplementary.frame(attachedTo: items[item].cellFrame), zIndex: supplementary.zIndex))
        }
        pendingAttachments = []
        let sectionFrame = CGRect(
            x: reference.left, y: start, width: max(0, width - reference.left - reference.right), height: end - start)
        for decoration in section.decorationItems {
            let inset = decoration.contentInsets
            let frame = CGRect(
                x: sectionFrame.minX + inset.leading, y: sectionFrame.minY + inset.top,
                width: max(0, sectionFrame.width - inset.leading - inset.trailing),
                height: max(0, sectionFrame.height - inset.top - inset.bottom))
            decorations.append(Decoration(kind: decoration.elementKind, frame: frame, zIndex: decoration.zIndex))
        }
    }

    private static func leaf(
        _ layoutSize: NSCollectionLayoutSize, insets: NSDirectionalEdgeInsets, in container: CGSize, measured: CGSize?
    ) -> Element {
        var size = layoutSize.resolved(in: container)
        let estimatesWidth = layoutSize.widthDimension.isEstimated
        let estimatesHeight = layoutSize.heightDimension.isEstimated
        if let measured {
            if estimatesWidth { size.width = measured.width }
            if estimatesHeight { size.height = measured.height }
        }
        return Element(
            frame: CGRect(origin: .zero, size: size), insets: insets, estimatesWidth: estimatesWidth,
            estimatesHeight: estimatesHeight)
    }

    /// Places `item` (a leaf or a group) with its top-left at `origin`, its size resolved against
    /// `container`; returns the size it took. `along` forces its size along the parent's axis.
    @discardableResult
    private mutating func place(
        _ item: NSCollectionLayoutItem, at origin: CGPoint, in container: CGSize, itemCount: Int,
        measured: (Int) -> CGSize?, along forced: (CGFloat, NSCollectionLayoutGroup.Axis)? = nil
    ) -> CGSize {
        guard let group = item as? NSCollectionLayoutGroup else {
            var element = Self.leaf(
                item.layoutSize, insets: item.contentInsets, in: container, measured: measured(items.count))
            if let (length, axis) = forced {
                if axis == .horizontal { element.frame.size.width = length } else { element.frame.size.height = length }
            }
            element.frame.origin = origin
            for supplementary in item.supplementaryItems { pendingAttachments.append((items.count, supplementary)) }
            items.append(element)
            return element.frame.size
        }
        let firstItem = items.count
        var size = group.layoutSize.resolved(in: container)
        if let (length, axis) = forced {
            if axis == .horizontal { size.width = length } else { size.height = length }
        }
        let horizontal = group.axis == .horizontal
        let alongLength = horizontal ? size.width : size.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        var children: [(first: Int, size: CGSize)] = []
        var offset: CGFloat = 0
        let childLength = group.count.map { (alongLength - spacing * CGFloat($0 - 1)) / CGFloat($0) }
        var index = 0
        while items.count < itemCount {
            if let count = group.count, index >= count { break }
            let child = group.subitems[index % group.subitems.count]
            if group.count == nil && index > 0 {
                // Stop before a subitem that would overflow the group.
                let next = child.layoutSize.resolved(in: size)
                let length = horizontal ? next.width : next.height
                if offset + length > alongLength + 0.001 { break }
            }
            let point =
                horizontal ? CGPoint(x: origin.x + offset, y: origin.y) : CGPoint(x: origin.x, y: origin.y + offset)
            let first = items.count
            let taken = place(
                child, at: point, in: size, itemCount: itemCount, measured: measured,
                along: childLength.map { ($0, group.axis) })
            children.append((first, taken))
            offset += (horizontal ? taken.width : taken.height) + spacing
            index += 1
        }
        let used = max(0, offset - spacing)
        if let flexible = group.interItemSpacing, flexible.isFlexibleSpacing, children.count > 1, used < alongLength {
            // Flexible spacing shares out what is left between the children.
            let extra = (alongLength - used) / CGFloat(children.count - 1)
            for (n, child) in children.enumerated() where n > 0 {
                let end = n + 1 < children.count ? children[n + 1].first : items.count
                for i in child.first..<end {
                    if horizontal {
                        items[i].frame.origin.x += extra * CGFloat(n)
                    } else {
                        items[i].frame.origin.y += extra * CGFloat(n)
                    }
                }
            }
        }
        let alongEstimated =
            horizontal ? group.layoutSize.widthDimension.isEstimated : group.layoutSize.heightDimension.isEstimated
        let acrossEstimated =
            horizontal ? group.layoutSize.heightDimension.isEstimated : group.layoutSize.widthDimension.isEstimated
        if alongEstimated && forced == nil {
            if horizontal { size.width = used } else { size.height = used }
        }
        if acrossEstimated, !children.isEmpty {
            let thickest = children.map { horizontal ? $0.size.height : $0.size.width }.max() ?? 0
            if horizontal { size.height = thickest } else { size.width = thickest }
            // Leaf children estimated across are stretched to the group's thickness.
            for (n, child) in children.enumerated()
            where !(group.subitems[n % group.subitems.count] is NSCollectionLayoutGroup) {
                let i = child.first
                guard i < items.count else { continue }
                if horizontal, items[i].estimatesHeight { items[i].frame.size.height = thickest }
                if !horizontal, items[i].estimatesWidth { items[i].frame.size.width = thickest }
            }
        }
        if firstItem < items.count {
            for supplementary in group.supplementaryItems {
                attached.append(
                    Attached(
                        kind: supplementary.elementKind, item: firstItem,
                        frame: supplementary.frame(attachedTo: CGRect(origin: origin, size: size)),
                        zIndex: supplementary.zIndex))
            }
        }
        return size
    }
}
