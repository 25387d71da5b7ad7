import Foundation

/// The abstract layout: subclasses compute attributes in `prepare()` and answer queries from them.
open class UICollectionViewLayout: NSObject {
    open internal(set) weak var collectionView: UICollectionView?
    /// Set by `invalidateLayout()`; the collection view calls `prepare()` before its next query.
    var needsPrepare = true

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    open func prepare() {}

    open var collectionViewContentSize: CGSize { .zero }

    /// Whether the collection view mirrors this layout's frames in right-to-left layout (UIKit: false here, true
    /// for the flow layout), about the content width.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction the layout's frames are written for.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// Receives a self-sizing view's measured attributes; the layout keeps them.
    func preferredAttributesMeasured(_ attributes: UICollectionViewLayoutAttributes) {}

    /// Whether the view for these attributes must be measured (`preferredLayoutAttributesFitting`)
    /// before it is placed.
    func needsMeasurement(_ attributes: UICollectionViewLayoutAttributes) -> Bool { false }

    /// Before anything is measured, whether to measure one cell alone first, its size then estimating
    /// the others (the flow layout's `automaticSize`).
    var measuresOneCellFirst: Bool { false }

    /// Drops every measurement (`reloadData`).
    func forgetMeasurements() {}

    /// Whether measurements made at the old size are void at the new one (a rotation).
    func measurementsDepend(onChangeFrom old: CGSize, to new: CGSize) -> Bool { false }
}
