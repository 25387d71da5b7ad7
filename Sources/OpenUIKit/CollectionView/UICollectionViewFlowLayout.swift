import Foundation

/// UIKit's line-based layout; the line rules live in `FlowLayoutSection`.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    /// As an `estimatedItemSize`, turns on self-sizing from each cell's own measurement.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    // Defaults: uikit-facts §4.1.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Items run from the trailing edge in right-to-left layout, as in UIKit.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    open var sectionInsetReference = SectionInsetReference.fromContentInset { didSet { invalidateLayout() } }
    open var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { invalidateLayout() } }
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false

    private struct Section {
        /// Start and end of the section in the scroll direction, header and footer included.
        var start: CGFloat
        var end: CGFloat
        /// Content-coordinate origin of the lines' coordinate space.
        var itemsAlongOrigin: CGFloat
        var itemsAcrossOrigin: CGFloat
        var geometry: FlowLayoutSection
        var header: CGRect?
        var footer: CGRect?
    }

    private var sections: [Section] = []
    private var contentSize = CGSize.zero
    /// Sizes measured by self-sizing cells; they survive invalidation, as UIKit's do until reload.
    private var measuredSizes: [IndexPath: CGSize] = [:]

    var isSelfSizing: Bool { estimatedItemSize != .zero }

    private var isVertical: Bool { scrollDirection == .vertical }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    open override func invalidateLayout() {
        super.invalidateLayout()
    }

    override func forgetMeasurements() { measuredSizes.removeAll() }

    override func measurementsDepend(onChangeFrom old: CGSize, to new: CGSize) -> Bool {
        isSelfSizing && (isVertical ? old.width != new.width : old.height != new.height)
    }

    override func preferredAttributesMeasured(_ attributes: UICollectionViewLayoutAttributes) {
        guard measuredSizes[attributes.indexPath] != attributes.size else { return }
        measuredSizes[attributes.indexPath] = attributes.size
        needsPrepare = true
    }

    override var measuresOneCellFirst: Bool { measuredSizes.isEmpty }

    override func needsMeasurement(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        attributes.representedElementCategory == .cell && isSelfSizing && measuredSizes[attributes.indexPath] == nil
    }

    /// Unmeasured items take the explicit estimate, or under `automaticSize` the first measured size
    /// (every item of a list is usually alike), or `itemSize` before anything is measured.
    private var estimate: CGSize {
        if estimatedItemSize != Self.automaticSize { return estimatedItemSize }
        return measuredSizes[IndexPath(item: 0, section: 0)] ?? measuredSizes.values.first ?? itemSize
    }

    open override func prepare() {
        super.prepare()
        needsPrepare = false
        sections = []
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let flowDelegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let adjusted = collectionView.adjustedContentInset
        let bounds = collectionView.bounds
        // Extra inset so that section insets count from the safe area or the margins (uikit-facts §4.1).
        var reference = UIEdgeInsets.zero
        switch sectionInsetReference {
        case .fromContentInset: break
        case .fromSafeArea: reference = collectionView.safeAreaInsets
        case .fromLayoutMargins: reference = collectionView.layoutMargins
        }
        reference = UIEdgeInsets(
            top: max(0, reference.top - adjusted.top), left: max(0, reference.left - adjusted.left),
            bottom: max(0, reference.bottom - adjusted.bottom), right: max(0, reference.right - adjusted.right))
        let contentAlong =
            isVertical ? bounds.width - adjusted.left - adjusted.right : bounds.height - adjusted.top - adjusted.bottom
        let selfSizing = isSelfSizing
        let estimate = self.estimate

        var cursor: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let inset =
                flowDelegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
                ?? sectionInset
            let lineSpacing =
                flowDelegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                ?? minimumLineSpacing
            let interitem =
                flowDelegate?.collectionView(
                    collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                ?? minimumInteritemSpacing
            let headerSize =
                flowDelegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                ?? headerReferenceSize
            let footerSize =
                flowDelegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                ?? footerReferenceSize
            let itemCount = collectionView.numberOfItems(inSection: section)

            // In line terms: `before`/`after` along a line, `leading`/`trailing` in the scroll direction.
            let before = isVertical ? reference.left + inset.left : reference.top + inset.top
            let after = isVertical ? reference.right + inset.right : reference.bottom + inset.bottom
            let leading = isVertical ? inset.top : inset.left
            let trailing = isVertical ? inset.bottom : inset.right
            let headerThickness = isVertical ? headerSize.height : headerSize.width
            let footerThickness = isVertical ? footerSize.height : footerSize.width

            let start = cursor
            var header: CGRect?
            if headerThickness > 0 {
                header = rect(along: 0, across: cursor, alongLength: contentAlong, acrossLength: headerThickness)
                cursor += headerThickness
            }
            cursor += leading
            let vertical = isVertical
            let geometry = FlowLayoutSection(
                itemCount: itemCount, availableAlong: contentAlong - before - after, interitemSpacing: interitem,
                lineSpacing: lineSpacing
            ) { item in
                let size: CGSize
                if selfSizing {
                    size = self.measuredSizes[IndexPath(item: item, section: section)] ?? estimate
                } else if let flowDelegate {
                    size = flowDelegate.collectionView(
                        collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
                } else {
                    size = self.itemSize
                }
                return vertical ? (size.width, size.height) : (size.height, size.width)
            }
            let itemsOrigin = cursor
            cursor += geometry.thickness + trailing
            var footer: CGRect?
            if footerThickness > 0 {
                footer = rect(along: 0, across: cursor, alongLength: contentAlong, acrossLength: footerThickness)
                cursor += footerThickness
            }
            sections.append(
                Section(
                    start: start, end: cursor, itemsAlongOrigin: before, itemsAcrossOrigin: itemsOrigin,
                    geometry: geometry, header: header, footer: footer))
        }
        contentSize =
            isVertical ? CGSize(width: contentAlong, height: cursor) : CGSize(width: cursor, height: contentAlong)
    }

    /// A rectangle given in line terms, in content coordinates.
    private func rect(along: CGFloat, across: CGFloat, alongLength: CGFloat, acrossLength: CGFloat) -> CGRect {
        isVertical
            ? CGRect(x: along, y: across, width: alongLength, height: acrossLength)
            : CGRect(x: across, y: along, width: acrossLength, height: alongLength)
    }

    private func itemFrame(_ item: Int, in section: Section) -> CGRect {
        let local = section.geometry.frame(ofItem: item)
        return rect(
            along: section.itemsAlongOrigin + local.minX, across: section.itemsAcrossOrigin + local.minY,
            alongLength: local.width, acrossLength: local.height)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let lower = isVertical ? rect.minY : rect.minX
        let upper = isVertical ? rect.maxY : rect.maxX
        var result: [UICollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() where section.end > lower && section.start < upper {
            if let header = section.header, header.safelyIntersects(rect) {
                result.append(supplementary(UICollectionView.elementKindSectionHeader, index, header))
            }
            let items = section.geometry.items(
                acrossFrom: lower - section.itemsAcrossOrigin, to: upper - section.itemsAcrossOrigin)
            for item in items {
                let frame = itemFrame(item, in: section)
                guard frame.safelyIntersects(rect) else { continue }
                let attributes = makeAttributes(.cell, at: IndexPath(item: item, section: index))
                attributes.frame = frame
                result.append(attributes)
            }
            if let footer = section.footer, footer.safelyIntersects(rect) {
                result.append(supplementary(UICollectionView.elementKindSectionFooter, index, footer))
            }
        }
        return result
    }

    private func supplementary(_ kind: String, _ section: Int, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(.supplementaryView, kind: kind, at: IndexPath(item: 0, section: section))
        attributes.frame = frame
        attributes.zIndex = 10
        return attributes
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section < sections.count, indexPath.item < sections[indexPath.section].geometry.itemCount
        else { return nil }
        let attributes = makeAttributes(.cell, at: indexPath)
        attributes.frame = itemFrame(indexPath.item, in: sections[indexPath.section])
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section < sections.count else { return nil }
        let section = sections[indexPath.section]
        let frame = elementKind == UICollectionView.elementKindSectionHeader ? section.header : section.footer
        return frame.map { supplementary(elementKind, indexPath.section, $0) }
    }
}
