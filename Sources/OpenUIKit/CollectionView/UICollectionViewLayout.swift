import Foundation

/// The abstract layout: subclasses compute attributes in `prepare()` and answer queries from them.
///
/// When the collection view calls each override point (the choices where UIKit's timing has no
/// equivalent in a snapshot are kept here):
/// - `prepare()`: before the first query after an invalidation (a layout pass, a dequeue, a query of the
///   collection view's attributes); then `collectionViewContentSize`, which becomes the content size.
/// - `layoutAttributesForElements(in:)`: in each layout pass, for the visible rectangle and a margin.
/// - `layoutAttributesForItem(at:)`, `layoutAttributesForSupplementaryView(ofKind:at:)`: when a view is
///   dequeued and when the collection view's own queries are asked; `layoutAttributesForDecorationView`
///   likewise from the collection view's query.
/// - `shouldInvalidateLayout(forBoundsChange:)`: whenever the bounds change (a scroll, a new size),
///   before they do, so `collectionView.bounds` is still the old rectangle; when it answers true,
///   `invalidationContext(forBoundsChange:)` makes the context given to `invalidateLayout(with:)`.
///   A new size invalidates the layout whatever it answers.
/// - `targetContentOffset(forProposedContentOffset:)`: after the layout replaces another one
///   (`collectionViewLayout`, `setCollectionViewLayout`) and after an invalidated layout is prepared
///   again with a different content size, with the current offset as the proposal; the collection view
///   then scrolls to the answer (after the delegate's `targetContentOffsetForProposedContentOffset`).
///   Not on the first preparation: the offset is the one the app set.
/// - `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`, the appearing and
///   disappearing attributes: never. Nothing is dragged in a snapshot, and updates are not animated:
///   the snapshot shows their end state, which UIKit takes from the layout's attributes.
/// - `prepareForTransition(to:)` on the old layout and `prepareForTransition(from:)` on the new one when
///   the layout is replaced, then `finalizeLayoutTransition()` on both.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    open internal(set) weak var collectionView: UICollectionView?
    /// Set by `invalidateLayout()`; the collection view calls `prepare()` before its next query.
    var needsPrepare = true
    /// Classes registered for the decoration views this layout places, by kind.
    private(set) var decorationViewClasses: [String: UICollectionReusableView.Type] = [:]

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    /// The class of the attributes the built-in layouts make; a subclass returns its own attributes class.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

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

    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The collection view makes decoration views itself, from the class registered here for their kind
    /// (nil unregisters it).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationViewClasses[elementKind] = viewClass.map {
            ($0 as? UICollectionReusableView.Type) ?? UICollectionReusableView.self
        }
    }

    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        invalidateLayout(with: context)
    }

    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { proposedContentOffset }

    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    open func finalizeLayoutTransition() {}

    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    private func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let contextClass =
            type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
            ?? UICollectionViewLayoutInvalidationContext.self
        return contextClass.init()
    }

    /// Attributes of `layoutAttributesClass`, for the built-in layouts.
    func makeAttributes(
        _ category: UICollectionViewLayoutAttributes.Category, kind: String? = nil, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes {
        let attributesClass =
            type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type
            ?? UICollectionViewLayoutAttributes.self
        return attributesClass.make(category: category, kind: kind, indexPath: indexPath)
    }

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
