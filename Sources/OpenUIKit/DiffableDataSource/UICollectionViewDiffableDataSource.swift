import Foundation

/// A collection view's data source driven by snapshots of identifiers (iOS 13). Applying a snapshot reloads the
/// collection view: a rendered frame shows the end state of any animation, so differences are not animated
/// (`animatingDifferences` only decides nothing here; the completion runs at once). The collection view holds its
/// data source weakly, as in UIKit: keep a reference to this object.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UICollectionViewDataSource {
    public typealias CellProvider =
        @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider =
        @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    open var supplementaryViewProvider: SupplementaryViewProvider?

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        current = snapshot
        sectionSnapshots = [:]
        collectionView?.reloadData()
        completion?()
    }

    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// Sections applied as section snapshots (outlines); a whole snapshot applied later replaces them.
    private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] =
        [:]
    /// What an outline's expand and collapse would ask and tell; nothing taps here, so only kept.
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// Shows the section's visible items; a section the data source lacks is appended, as in UIKit.
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        var whole = current
        if whole.indexOfSection(section) == nil {
            whole.appendSections([section])
        } else {
            whole.deleteItems(whole.itemIdentifiers(inSection: section))
        }
        whole.appendItems(snapshot.visibleItems, toSection: section)
        let kept = sectionSnapshots
        apply(whole, animatingDifferences: animatingDifferences)
        sectionSnapshots = kept
        sectionSnapshots[section] = snapshot
        completion?()
    }

    /// The section as a section snapshot: the one applied to it, else its items as roots.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let applied = sectionSnapshots[section] { return applied }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// The outline level of the item at `indexPath` (0 outside section snapshots), for list cells' indentation.
    func outlineLevel(at indexPath: IndexPath) -> Int {
        guard let item = current.item(at: indexPath), let section = current.section(at: indexPath.section),
            let outline = sectionSnapshots[section], outline.contains(item)
        else { return 0 }
        return outline.level(of: item)
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.count(inSectionAt: section)
    }

    /// UIKit raises when the provider returns nil; so does this, with UIKit's words.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let item = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            fatalError("UICollectionViewDiffableDataSource: the cell provider returned nil for index path \(indexPath)")
        }
        // An outline's cells show their level and whether they are expanded, as UIKit sets them.
        if let section = current.section(at: indexPath.section), let outline = sectionSnapshots[section],
            outline.contains(item)
        {
            (cell as? UICollectionViewListCell)?.indentationLevel = outline.level(of: item)
            cell.isOutlineExpanded = outline.isExpanded(item)
        } else {
            cell.isOutlineExpanded = false
        }
        return cell
    }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }
}

extension UICollectionViewDiffableDataSource {
    /// The closures an outline consults when the user expands or collapses an item (iOS 14).
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        public var shouldExpandItem: ((Item) -> Bool)?
        public var willExpandItem: ((Item) -> Void)?
        public var shouldCollapseItem: ((Item) -> Bool)?
        public var willCollapseItem: ((Item) -> Void)?
        public var snapshotForExpandingParent:
            ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

        public init() {}
    }
}
