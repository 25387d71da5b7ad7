import Foundation

/// UIKit's collection view. Cells exist only for the visible rectangle plus `preparedMargin`: a layout
/// pass asks the layout for that rectangle's attributes, reuses cells that leave it and dequeues cells
/// for items that enter it, so 100,000 items cost what the screen shows.
open class UICollectionView: UIScrollView {
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Extra length kept ready on each side of the visible rectangle in the scroll direction, as a
    /// fraction of the visible length.
    static let preparedMargin: CGFloat = 0.25

    /// Replacing the layout is a layout transition: see `UICollectionViewLayout` for what each layout is told.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            if oldValue !== collectionViewLayout {
                oldValue.prepareForTransition(to: collectionViewLayout)
                collectionViewLayout.prepareForTransition(from: oldValue)
                transitionFromLayout = oldValue
            }
            collectionViewLayout.invalidateLayout()
        }
    }

    /// Animation does not exist in snapshots: the new layout is in place at once, and `completion` runs
    /// after the layout pass that shows it.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    open func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        collectionViewLayout = layout
        layoutIfNeeded()
        completion?(true)
    }

    open weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }
    /// Kept: a snapshot does not scroll, so nothing is prefetched.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?

    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    open var allowsSelection = true
    /// iOS 14: list cells show the accessories displayed `whenEditing`.
    open var isEditing = false {
        didSet { if isEditing != oldValue { setNeedsLayout() } }
    }
    /// A list layout's background, behind the content while the app sets no background of its own.
    private var listBackgroundView: UIView?
    open var allowsMultipleSelection = false
    open var isPrefetchingEnabled = true
    open var remembersLastFocusedIndexPath = false
    /// Kept for the delegate's default `selectionFollowsFocusForItemAt`: nothing moves focus in a snapshot.
    open var selectionFollowsFocus = false

    private struct SupplementaryKey: Hashable {
        var kind: String
        var indexPath: IndexPath
    }

    private var cellClasses: [String: UICollectionReusableView.Type] = [:]
    private var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    private var reuseQueues: [String: [UICollectionReusableView]] = [:]
    private var cells: [IndexPath: UICollectionViewCell] = [:]
    private var supplementaryViews: [SupplementaryKey: UICollectionReusableView] = [:]
    /// Made by the collection view from the layout's registered classes; the data source never sees them.
    private var decorationViews: [SupplementaryKey: UICollectionReusableView] = [:]
    /// The layout replaced since the last preparation, told `finalizeLayoutTransition()` after it.
    private var transitionFromLayout: UICollectionViewLayout?
    /// The content size of the last preparation; nil before the first.
    private var preparedContentSize: CGSize?
    private var itemCounts: [Int]?
    private var laidOutSize: CGSize?
    private var selectedItems: Set<IndexPath> = []
    /// The data source's index titles, asked with the item counts after a reload.
    private var indexTitles: [String]?

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    // MARK: Registration and reuse

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = (cellClass as? UICollectionViewCell.Type) ?? UICollectionViewCell.self
    }

    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        supplementaryClasses[elementKind + "/" + identifier] =
            (viewClass as? UICollectionReusableView.Type) ?? UICollectionReusableView.self
    }

    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let cellClass = cellClasses[identifier] else {
            fatalError(
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - "
                    + "must register a nib or a class for the identifier")
        }
        let cell =
            dequeue(queue: "cell/" + identifier, class: cellClass, identifier: identifier) as! UICollectionViewCell
        prepareLayoutIfNeeded()
        if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) { apply(attributes, to: cell) }
        return cell
    }

    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let viewClass = supplementaryClasses[elementKind + "/" + identifier] else {
            fatalError(
                "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - "
                    + "must register a nib or a class for the identifier")
        }
        let view = dequeue(queue: elementKind + "/" + identifier, class: viewClass, identifier: identifier)
        prepareLayoutIfNeeded()
        if let attributes = collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: elementKind, at: indexPath)
        {
            apply(attributes, to: view)
        }
        return view
    }

    private func dequeue(
        queue: String, class viewClass: UICollectionReusableView.Type, identifier: String
    ) -> UICollectionReusableView {
        if let view = reuseQueues[queue]?.popLast() {
            view.prepareForReuse()
            return view
        }
        let view = viewClass.init(reusableViewWithFrame: .zero)
        view.reuseIdentifier = identifier
        return view
    }

    private func enqueue(_ view: UICollectionReusableView, kind: String) {
        view.removeFromSuperview()
        guard let identifier = view.reuseIdentifier else { return }
        reuseQueues[kind + "/" + identifier, default: []].append(view)
    }

    /// Attributes keep the layout's exact values (a third of 323 pt is 107.67); the views get them on the
    /// screen's pixel grid, each edge rounded as the engine rounds frames (`LayoutMetrics.roundToPixel`),
    /// so neighbours neither overlap nor leave gaps (uikit-facts §4.3, "rounds ... to match the screen scale").
    private func apply(_ layoutAttributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        let attributes = displayed(layoutAttributes)
        let scale = traitCollection.displayScale
        let exact = attributes.frame
        let minX = LayoutMetrics.roundToPixel(exact.minX, scale: scale)
        let minY = LayoutMetrics.roundToPixel(exact.minY, scale: scale)
        let frame = CGRect(
            x: minX, y: minY, width: LayoutMetrics.roundToPixel(exact.maxX, scale: scale) - minX,
            height: LayoutMetrics.roundToPixel(exact.maxY, scale: scale) - minY)
        let previous = view.appliedAttributes
        view.appliedAttributes = attributes
        if view.frame != frame { view.frame = frame }
        view.isHidden = attributes.isHidden
        view.alpha = attributes.alpha
        // Set when the layout's transform changes, so a transform the data source gave the cell after
        // dequeuing it stays until the layout says otherwise.
        if attributes.transform3D != (previous?.transform3D ?? CATransform3DIdentity) {
            view.transform3D = attributes.transform3D
        }
        let zPosition = CGFloat(attributes.zIndex)
        if view.layer.zPosition != zPosition { view.layer.zPosition = zPosition }
        view.apply(attributes)
    }

    // MARK: Data

    /// Forgets cells, counts and self-sizing measurements; the next layout asks the data source again.
    open func reloadData() {
        for (_, cell) in cells { enqueue(cell, kind: "cell") }
        for (key, view) in supplementaryViews { enqueue(view, kind: key.kind) }
        for view in decorationViews.values { enqueue(view, kind: "decoration") }
        cells.removeAll()
        supplementaryViews.removeAll()
        decorationViews.removeAll()
        itemCounts = nil
        collectionViewLayout.forgetMeasurements()
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    private var counts: [Int] {
        if let itemCounts { return itemCounts }
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        let counts = (0..<max(sections, 0)).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        itemCounts = counts
        indexTitles = dataSource.indexTitles(for: self)
        return counts
    }

    open var numberOfSections: Int { counts.count }

    open func numberOfItems(inSection section: Int) -> Int {
        let counts = self.counts
        return section < counts.count ? counts[section] : 0
    }

    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        layoutIfNeeded()
        completion?(true)
    }

    open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    open func insertSections(_ sections: IndexSet) { reloadData() }
    open func deleteSections(_ sections: IndexSet) { reloadData() }
    open func reloadSections(_ sections: IndexSet) { reloadData() }

    // MARK: Queries

    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { cells[indexPath] }

    /// Cells whose frames intersect the visible bounds, in index-path order.
    open var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { cells[$0] }
    }

    open var indexPathsForVisibleItems: [IndexPath] {
        cells.filter { $0.value.frame.safelyIntersects(bounds) }.keys.sorted()
    }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        cells.first { $0.value === cell }?.key
    }

    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        supplementaryViews[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        supplementaryViews.filter { $0.key.kind == elementKind && $0.value.frame.safelyIntersects(bounds) }
            .sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    /// In the collection view's coordinates: mirrored when the layout flips in right-to-left layout.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath).map(displayed)
    }

    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath).map(displayed)
    }

    /// Not in UIKit's collection view (its layout answers): the decoration view the layout placed, for tests.
    func decorationView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        decorationViews[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// UIKit mirrors a flipping layout's frames about its content width when the layout direction is not the
    /// one the layout was written for.
    private var flipsLayout: Bool {
        collectionViewLayout.flipsHorizontallyInOppositeLayoutDirection
            && effectiveUserInterfaceLayoutDirection != collectionViewLayout.developmentLayoutDirection
    }

    private func mirrored(_ rect: CGRect) -> CGRect {
        let width = collectionViewLayout.collectionViewContentSize.width
        return CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    private func displayed(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard flipsLayout else { return attributes }
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        copy.frame = mirrored(attributes.frame)
        return copy
    }

    open var indexPathsForSelectedItems: [IndexPath]? { selectedItems.sorted() }

    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return }
        if !allowsMultipleSelection { deselectAll() }
        selectedItems.insert(indexPath)
        cells[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.remove(indexPath)
        cells[indexPath]?.isSelected = false
    }

    private func deselectAll() {
        for indexPath in selectedItems { cells[indexPath]?.isSelected = false }
        selectedItems.removeAll()
    }

    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let inset = adjustedContentInset
        var offset = contentOffset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let visibleWidth = bounds.width - inset.left - inset.right
        if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - inset.top - visibleHeight / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - inset.top - visibleHeight }
        if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - inset.left - visibleWidth / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - inset.left - visibleWidth }
        offset.y = min(max(offset.y, -inset.top), max(-inset.top, contentSize.height + inset.bottom - bounds.height))
        offset.x = min(max(offset.x, -inset.left), max(-inset.left, contentSize.width + inset.right - bounds.width))
        setContentOffset(offset, animated: animated)
    }

    // MARK: Layout

    private func prepareLayoutIfNeeded() {
        if laidOutSize != bounds.size {
            if let old = laidOutSize {
                // Self-sized cells were measured for the old width (a rotation, a split view).
                if collectionViewLayout.measurementsDepend(onChangeFrom: old, to: bounds.size) {
                    collectionViewLayout.forgetMeasurements()
                }
                collectionViewLayout.invalidateLayout()
            }
            laidOutSize = bounds.size
        }
        guard collectionViewLayout.needsPrepare else { return }
        collectionViewLayout.needsPrepare = false
        collectionViewLayout.prepare()
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        let transition = transitionFromLayout
        let updated = preparedContentSize.map { $0 != size } ?? false
        preparedContentSize = size
        transitionFromLayout = nil
        if transition != nil || updated { adjustContentOffsetAfterLayoutChange() }
        if let transition {
            transition.finalizeLayoutTransition()
            collectionViewLayout.finalizeLayoutTransition()
        }
    }

    /// UIKit asks the layout, then the delegate, where the content should rest after a layout update or
    /// transition, proposing the current offset.
    private func adjustContentOffsetAfterLayoutChange() {
        var target = collectionViewLayout.targetContentOffset(forProposedContentOffset: contentOffset)
        if let delegate = delegate as? UICollectionViewDelegate {
            target = delegate.collectionView(self, targetContentOffsetForProposedContentOffset: target)
        }
        guard target.x.isFinite, target.y.isFinite, target != contentOffset else { return }
        contentOffset = target
    }

    /// The layout is asked before the bounds change (a scroll or a new size), so it can compare them with
    /// `collectionView.bounds`.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            boundsWillChange(to: newValue)
            super.bounds = newValue
        }
    }

    override func setFrame(_ newFrame: CGRect, fromEngine: Bool) {
        boundsWillChange(to: CGRect(origin: bounds.origin, size: newFrame.size))
        super.setFrame(newFrame, fromEngine: fromEngine)
    }

    private func boundsWillChange(to newBounds: CGRect) {
        guard newBounds != bounds, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds) else {
            return
        }
        collectionViewLayout.invalidateLayout(
            with: collectionViewLayout.invalidationContext(forBoundsChange: newBounds))
    }

    private var preparedRect: CGRect {
        let flow = collectionViewLayout as? UICollectionViewFlowLayout
        if flow?.scrollDirection == .horizontal {
            return bounds.insetBy(dx: -bounds.width * Self.preparedMargin, dy: 0)
        }
        return bounds.insetBy(dx: 0, dy: -bounds.height * Self.preparedMargin)
    }

    /// UIKit draws an index (iOS 14) at the trailing edge; its metrics are not sourced yet, so rather than show a
    /// collection view without it, the snapshot fails.
    package override var drawingProblem: String? {
        if let problem = super.drawingProblem { return problem }
        guard let titles = indexTitles, !titles.isEmpty else { return nil }
        return "shows an index (the data source's indexTitles(for:)), which is not drawn yet"
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        guard dataSource != nil else {
            reloadDataIfAnyCells()
            return
        }
        // Self-sizing converges in a few rounds: measured cells move their neighbours, which may bring
        // new items into the prepared rectangle.
        for _ in 0..<10 {
            prepareLayoutIfNeeded()
            let rect = flipsLayout ? mirrored(preparedRect) : preparedRect
            var attributes = collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
            if collectionViewLayout.measuresOneCellFirst,
                let first = attributes.firstIndex(where: { collectionViewLayout.needsMeasurement($0) })
            {
                // Before anything is measured the estimates are a guess: measure one cell, whose size
                // then estimates the others (see `UICollectionViewFlowLayout.estimate`).
                attributes = attributes.enumerated()
                    .filter { $0.offset <= first || !collectionViewLayout.needsMeasurement($0.element) }
                    .map(\.element)
            }
            placeViews(for: attributes)
            var measured = false
            for attribute in attributes where collectionViewLayout.needsMeasurement(attribute) {
                let view: UICollectionReusableView?
                if attribute.representedElementCategory == .cell {
                    view = cells[attribute.indexPath]
                } else {
                    view = attribute.representedElementKind.flatMap {
                        supplementaryViews[SupplementaryKey(kind: $0, indexPath: attribute.indexPath)]
                    }
                }
                guard let view else { continue }
                // Measured before the tree's engine ever solves the cell at its estimated size, which
                // would conflict with the cell's own constraints (a width constraint, as in seed 003).
                let preferred = view.preferredLayoutAttributesFitting(attribute)
                collectionViewLayout.preferredAttributesMeasured(preferred)
                measured = true
            }
            if !measured { break }
        }
        updateListBackground()
        updateScrollIndicators()
    }

    private func updateListBackground() {
        let color =
            backgroundColor == nil && backgroundView == nil
            ? (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listBackgroundColor : nil
        guard let color else {
            listBackgroundView?.removeFromSuperview()
            listBackgroundView = nil
            return
        }
        let view = listBackgroundView ?? UIView(frame: bounds)
        if listBackgroundView == nil {
            view.isUserInteractionEnabled = false
            insertSubview(view, at: 0)
            listBackgroundView = view
        }
        view.backgroundColor = color
        view.frame = bounds
    }

    private func reloadDataIfAnyCells() {
        guard !cells.isEmpty || !supplementaryViews.isEmpty else { return }
        reloadData()
    }

    private func placeViews(for attributes: [UICollectionViewLayoutAttributes]) {
        guard let dataSource else { return }
        var wantedCells = Set<IndexPath>()
        var wantedSupplementary = Set<SupplementaryKey>()
        var wantedDecorations = Set<SupplementaryKey>()
        for attribute in attributes {
            if attribute.representedElementCategory == .cell {
                wantedCells.insert(attribute.indexPath)
            } else if let kind = attribute.representedElementKind {
                let key = SupplementaryKey(kind: kind, indexPath: attribute.indexPath)
                if attribute.representedElementCategory == .decorationView {
                    wantedDecorations.insert(key)
                } else {
                    wantedSupplementary.insert(key)
                }
            }
        }
        let flowDelegate = delegate as? UICollectionViewDelegate
        for (indexPath, cell) in cells where !wantedCells.contains(indexPath) {
            cells[indexPath] = nil
            enqueue(cell, kind: "cell")
            flowDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        for (key, view) in supplementaryViews where !wantedSupplementary.contains(key) {
            supplementaryViews[key] = nil
            enqueue(view, kind: key.kind)
            flowDelegate?.collectionView(
                self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        }
        for (key, view) in decorationViews where !wantedDecorations.contains(key) {
            decorationViews[key] = nil
            enqueue(view, kind: "decoration")
        }
        for attribute in attributes {
            if attribute.representedElementCategory == .decorationView, let kind = attribute.representedElementKind {
                placeDecorationView(for: attribute, kind: kind)
            } else if attribute.representedElementCategory == .cell {
                let indexPath = attribute.indexPath
                if let cell = cells[indexPath] {
                    apply(attribute, to: cell)
                    continue
                }
                let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
                apply(attribute, to: cell)
                cell.isSelected = selectedItems.contains(indexPath)
                cells[indexPath] = cell
                flowDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
                insertContentView(cell)
            } else if let kind = attribute.representedElementKind {
                let key = SupplementaryKey(kind: kind, indexPath: attribute.indexPath)
                if let view = supplementaryViews[key] {
                    apply(attribute, to: view)
                    continue
                }
                let view = dataSource.collectionView(
                    self, viewForSupplementaryElementOfKind: kind, at: attribute.indexPath)
                apply(attribute, to: view)
                supplementaryViews[key] = view
                flowDelegate?.collectionView(
                    self, willDisplaySupplementaryView: view, forElementKind: kind, at: attribute.indexPath)
                insertContentView(view)
            }
        }
    }

    private func placeDecorationView(for attribute: UICollectionViewLayoutAttributes, kind: String) {
        let key = SupplementaryKey(kind: kind, indexPath: attribute.indexPath)
        if let view = decorationViews[key] {
            apply(attribute, to: view)
            return
        }
        guard let viewClass = collectionViewLayout.decorationViewClasses[kind] else {
            fatalError(
                "no decoration view class is registered for the kind \(kind) with the layout "
                    + "\(type(of: collectionViewLayout)) - call register(_:forDecorationViewOfKind:)")
        }
        let view: UICollectionReusableView
        if let reused = reuseQueues["decoration/" + kind]?.popLast() {
            reused.prepareForReuse()
            view = reused
        } else {
            view = viewClass.init(reusableViewWithFrame: .zero)
            view.reuseIdentifier = kind
        }
        apply(attribute, to: view)
        decorationViews[key] = view
        insertDecorationView(view)
    }

    /// Below the cells and supplementary views, so that at equal `zIndex` a background is behind them.
    private func insertDecorationView(_ view: UIView) {
        let decorations = Set(decorationViews.values.map(ObjectIdentifier.init))
        if let first = subviews.first(where: {
            $0 is UICollectionReusableView && !decorations.contains(ObjectIdentifier($0))
        }) {
            insertSubview(view, belowSubview: first)
        } else {
            insertContentView(view)
        }
    }

    /// Cells and headers go above the background view and below the scroll indicators.
    private func insertContentView(_ view: UIView) {
        guard view.superview !== self else { return }
        if let indicator = scrollIndicators.first {
            insertSubview(view, belowSubview: indicator)
        } else {
            addSubview(view)
        }
    }
}
