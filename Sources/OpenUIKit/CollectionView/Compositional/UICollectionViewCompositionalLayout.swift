import Foundation

public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// UIKit's compositional layout, scrolling vertically: each section's group repeated down the
/// collection view (`CompositionalSectionLayout`), sections `interSectionSpacing` apart. Self-sizing
/// items and boundary supplementary items are measured by their views, as UIKit measures them:
/// along their estimated dimensions only. Supplementary items attached to items (badges) and section
/// decoration items (backgrounds) are laid out with their section. Mirrored in right-to-left layouts, as
/// UIKit's is.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    private struct MeasureKey: Hashable {
        var kind: String?
        var indexPath: IndexPath
    }

    private var sections: [CompositionalSectionLayout] = []
    /// The list configuration of each section made by `NSCollectionLayoutSection.list`, nil for others.
    private var listConfigurations: [UICollectionLayoutListConfiguration?] = []
    private var contentSize = CGSize.zero
    private var measured: [MeasureKey: CGSize] = [:]

    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public convenience init(
        section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) { nil }

    open override var collectionViewContentSize: CGSize { contentSize }
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }

    open override func prepare() {
        super.prepare()
        needsPrepare = false
        sections = []
        listConfigurations = []
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let adjusted = collectionView.adjustedContentInset
        let bounds = collectionView.bounds
        let width = max(0, bounds.width - adjusted.left - adjusted.right)
        let height = max(0, bounds.height - adjusted.top - adjusted.bottom)
        var y: CGFloat = 0
        for index in 0..<collectionView.numberOfSections {
            let environment = LayoutEnvironment(
                container: LayoutContainer(contentSize: CGSize(width: width, height: height), contentInsets: .zero),
                traitCollection: collectionView.traitCollection)
            let itemCount = collectionView.numberOfItems(inSection: index)
            guard let section = sectionProvider(index, environment) else {
                sections.append(CompositionalSectionLayout())
                listConfigurations.append(nil)
                continue
            }
            listConfigurations.append(section.listConfiguration)
            if index > 0 { y += configuration.interSectionSpacing }
            let reference = referenceInsets(for: section, in: collectionView)
            let layout = CompositionalSectionLayout(
                section: section, itemCount: itemCount, width: width, containerHeight: height,
                reference: reference, top: y,
                measuredItem: { self.measured[MeasureKey(kind: nil, indexPath: IndexPath(item: $0, section: index))] },
                measuredSupplementary: {
                    self.measured[MeasureKey(kind: $0, indexPath: IndexPath(item: 0, section: index))]
                })
            sections.append(layout)
            y = layout.end
        }
        contentSize = CGSize(width: width, height: y)
    }

    /// Extra left and right insets so that the section's insets count from its reference, beyond the
    /// collection view's adjusted content inset (`automatic`: the configuration's, else the safe area).
    private func referenceInsets(
        for section: NSCollectionLayoutSection, in collectionView: UICollectionView
    ) -> (left: CGFloat, right: CGFloat) {
        var reference = section.contentInsetsReference
        if reference == .automatic { reference = configuration.contentInsetsReference }
        let insets: UIEdgeInsets
        switch reference {
        case .none: return (0, 0)
        case .automatic, .safeArea: insets = collectionView.safeAreaInsets
        case .layoutMargins: insets = collectionView.layoutMargins
        case .readableContent:
            let guide = collectionView.readableContentGuide.layoutFrame
            insets = UIEdgeInsets(
                top: 0, left: guide.minX - collectionView.bounds.minX, bottom: 0,
                right: collectionView.bounds.maxX - guide.maxX)
        }
        let adjusted = collectionView.adjustedContentInset
        return (max(0, insets.left - adjusted.left), max(0, insets.right - adjusted.right))
    }

    // MARK: Queries

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() where section.end >= rect.minY && section.start <= rect.maxY {
            for decoration in section.decorations where decoration.frame.safelyIntersects(rect) {
                result.append(attributes(for: decoration, section: index))
            }
            for supplementary in section.supplementaries where supplementary.element.cellFrame.safelyIntersects(rect) {
                result.append(attributes(for: supplementary, section: index))
            }
            for (item, element) in section.items.enumerated() where element.cellFrame.safelyIntersects(rect) {
                result.append(attributes(forItem: IndexPath(item: item, section: index), element))
            }
            for attached in section.attached where attached.frame.safelyIntersects(rect) {
                result.append(attributes(for: attached, section: index))
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section < sections.count, indexPath.item < sections[indexPath.section].items.count else {
            return nil
        }
        return attributes(forItem: indexPath, sections[indexPath.section].items[indexPath.item])
    }

    /// A boundary supplementary item of the kind, or else the one attached to the item at the index path.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section < sections.count else { return nil }
        let section = sections[indexPath.section]
        if let supplementary = section.supplementaries.first(where: { $0.kind == elementKind }) {
            return attributes(for: supplementary, section: indexPath.section)
        }
        return section.attached.first { $0.kind == elementKind && $0.item == indexPath.item }
            .map { attributes(for: $0, section: indexPath.section) }
    }

    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section < sections.count,
            let decoration = sections[indexPath.section].decorations.first(where: { $0.kind == elementKind })
        else { return nil }
        return attributes(for: decoration, section: indexPath.section)
    }

    private func attributes(
        forItem indexPath: IndexPath, _ element: CompositionalSectionLayout.Element
    ) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(.cell, at: indexPath)
        attributes.frame = element.cellFrame
        attributes.fittingPriorities = Self.fitting(element)
        attributes.listContext = listContext(forItem: indexPath)
        return attributes
    }

    private func attributes(
        for supplementary: CompositionalSectionLayout.Supplementary, section: Int
    ) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(
            .supplementaryView, kind: supplementary.kind, at: IndexPath(item: 0, section: section))
        attributes.frame = supplementary.element.cellFrame
        attributes.zIndex = supplementary.zIndex
        attributes.fittingPriorities = Self.fitting(supplementary.element)
        attributes.listContext = listContext(forSupplementary: supplementary.kind, section: section)
        return attributes
    }

    /// Not measured: no fitting priorities.
    private func attributes(
        for attached: CompositionalSectionLayout.Attached, section: Int
    ) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(
            .supplementaryView, kind: attached.kind, at: IndexPath(item: attached.item, section: section))
        attributes.frame = attached.frame
        attributes.zIndex = attached.zIndex
        return attributes
    }

    private func attributes(
        for decoration: CompositionalSectionLayout.Decoration, section: Int
    ) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(
            .decorationView, kind: decoration.kind, at: IndexPath(item: 0, section: section))
        attributes.frame = decoration.frame
        attributes.zIndex = decoration.zIndex
        return attributes
    }

    /// Required along a fixed dimension, fitting along an estimated one.
    private static func fitting(
        _ element: CompositionalSectionLayout.Element
    ) -> (horizontal: UILayoutPriority, vertical: UILayoutPriority) {
        (
            element.estimatesWidth ? .fittingSizeLevel : .required,
            element.estimatesHeight ? .fittingSizeLevel : .required
        )
    }

    // MARK: Lists

    /// The background of the first list section, shown behind the content while the collection view has no
    /// background of its own (`ListMetrics.backgroundColor(for:)`).
    var listBackgroundColor: UIColor? {
        guard let configuration = listConfigurations.lazy.compactMap({ $0 }).first else { return nil }
        return configuration.backgroundColor ?? ListMetrics.backgroundColor(for: configuration.appearance)
    }

    private func listContext(forItem indexPath: IndexPath) -> ListItemContext? {
        guard indexPath.section < listConfigurations.count, let configuration = listConfigurations[indexPath.section]
        else { return nil }
        let role: ListItemContext.Role =
            configuration.headerMode == .firstItemInSection && indexPath.item == 0 ? .headerItem : .cell
        return listContext(
            configuration: configuration, role: role, section: indexPath.section, item: indexPath.item,
            itemCount: sections[indexPath.section].items.count)
    }

    private func listContext(forSupplementary kind: String, section: Int) -> ListItemContext? {
        guard section < listConfigurations.count, let configuration = listConfigurations[section] else { return nil }
        let role: ListItemContext.Role = kind == UICollectionView.elementKindSectionFooter ? .footer : .header
        return listContext(configuration: configuration, role: role, section: section, item: 0, itemCount: 1)
    }

    // MARK: Self-sizing

    override func needsMeasurement(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        guard attributes.representedElementCategory != .decorationView,
            let fitting = attributes.fittingPriorities,
            fitting.horizontal != .required || fitting.vertical != .required
        else { return false }
        return measured[key(attributes)] == nil
    }

    override func preferredAttributesMeasured(_ attributes: UICollectionViewLayoutAttributes) {
        let key = key(attributes)
        guard measured[key] != attributes.size else { return }
        measured[key] = attributes.size
        needsPrepare = true
    }

    override func forgetMeasurements() { measured.removeAll() }

    override func measurementsDepend(onChangeFrom old: CGSize, to new: CGSize) -> Bool { old.width != new.width }

    private func key(_ attributes: UICollectionViewLayoutAttributes) -> MeasureKey {
        attributes.representedElementCategory == .cell
            ? MeasureKey(kind: nil, indexPath: attributes.indexPath)
            : MeasureKey(kind: attributes.representedElementKind, indexPath: attributes.indexPath)
    }
}
