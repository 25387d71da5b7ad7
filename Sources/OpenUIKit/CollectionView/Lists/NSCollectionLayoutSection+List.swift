import Foundation

extension NSCollectionLayoutSection {
    /// A list section: one full-width row per item, self-sizing from the standard row height, with a header and
    /// footer as supplementaries when the configuration asks for them. Inset-grouped and sidebar sections are
    /// inset by the margin inside the safe area; plain and grouped rows span the collection view and inset their
    /// content by the safe area instead, as a table's rows do (`insetsContentViewsToSafeArea`).
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let appearance = configuration.appearance
        let estimated = NSCollectionLayoutDimension.estimated(ListMetrics.estimatedHeight)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: estimated))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: estimated),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.listConfiguration = configuration
        let side = ListMetrics.sectionSideInset(for: appearance, traits: layoutEnvironment.traitCollection)
        let empty = ListMetrics.emptyHeaderFooterHeight(for: appearance)
        section.contentInsets = NSDirectionalEdgeInsets(
            top: configuration.headerMode == .supplementary ? 0 : empty, leading: side,
            bottom: configuration.footerMode == .supplementary ? 0 : empty, trailing: side)
        section.contentInsetsReference = appearance.isInset ? .safeArea : .none
        var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
        let supplementarySize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: estimated)
        if configuration.headerMode == .supplementary {
            boundary.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: supplementarySize, elementKind: UICollectionView.elementKindSectionHeader,
                    alignment: .top))
            section.boundaryTopPadding = configuration.headerTopPadding ?? ListMetrics.headerTopPadding(for: appearance)
        }
        if configuration.footerMode == .supplementary {
            boundary.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: supplementarySize, elementKind: UICollectionView.elementKindSectionFooter,
                    alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundary
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list section of `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
