import Foundation

/// Where a layout puts one cell, supplementary or decoration view, and how it is drawn there.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// UIKit spells it `UICollectionView.ElementCategory`; both names work.
    public enum Category: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }

    open var frame: CGRect = .zero
    open var indexPath: IndexPath
    /// Applied as the view's `layer.zPosition`, as UIKit applies it: higher draws over lower among the
    /// collection view's subviews.
    open var zIndex = 0
    open var alpha: CGFloat = 1
    open var isHidden = false
    /// Applied to the view's `transform3D` about its centre; `frame` stays the untransformed rectangle.
    open var transform3D = CATransform3DIdentity
    private var representedElementCategoryStorage: Category
    private var representedElementKindStorage: String?
    /// Get-only and overridable, as UIKit declares them.
    open var representedElementCategory: Category { representedElementCategoryStorage }
    open var representedElementKind: String? { representedElementKindStorage }
    /// How the view is measured for self-sizing, when the layout says (the compositional layout fixes
    /// the dimensions that are not estimated); nil: fitting on both axes.
    var fittingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority)?
    /// Set by list sections for `UICollectionViewListCell`.
    var listContext: ListItemContext?

    /// The affine part of `transform3D`, as in UIKit: setting it replaces `transform3D`.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    public required override init() {
        indexPath = IndexPath(item: 0, section: 0)
        representedElementCategoryStorage = .cell
        representedElementKindStorage = nil
        super.init()
    }

    /// Through the required initializer, so that a subclass (`layoutAttributesClass`) gets instances of itself.
    static func make(category: Category, kind: String?, indexPath: IndexPath) -> Self {
        let attributes = self.init()
        attributes.indexPath = indexPath
        attributes.representedElementCategoryStorage = category
        attributes.representedElementKindStorage = kind
        return attributes
    }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategoryStorage = .supplementaryView
        representedElementKindStorage = elementKind
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategoryStorage = .decorationView
        representedElementKindStorage = decorationViewKind
    }

    /// A subclass that adds properties overrides this, calls `super` and copies its own, as in UIKit.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).make(
            category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
        copy.frame = frame
        copy.zIndex = zIndex
        copy.alpha = alpha
        copy.isHidden = isHidden
        copy.transform3D = transform3D
        copy.fittingPriorities = fittingPriorities
        copy.listContext = listContext
        return copy
    }

    // NSObject's isEqual, hash and description are not isolated; attributes, like the views they place, are
    // used on the main actor.

    /// Equal when every property UIKit compares is equal; a subclass that adds properties overrides this.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        if other === self { return true }
        return MainActor.assumeIsolated {
            let same = [
                other.frame == frame, other.indexPath == indexPath, other.zIndex == zIndex, other.alpha == alpha,
                other.isHidden == isHidden, other.transform3D == transform3D,
                other.representedElementCategory == representedElementCategory,
                other.representedElementKind == representedElementKind,
            ]
            return !same.contains(false)
        }
    }
    open override var hash: Int {
        MainActor.assumeIsolated { indexPath.hashValue ^ (representedElementKind?.hashValue ?? 0) }
    }

    open override var description: String {
        MainActor.assumeIsolated {
            let kind = representedElementKind.map { "; kind = \($0)" } ?? ""
            return "<UICollectionViewLayoutAttributes: index path: (\(indexPath)); frame = \(frame)\(kind)>"
        }
    }
}

extension UICollectionView {
    /// UIKit's name for the kind of view a layout attributes object places.
    public typealias ElementCategory = UICollectionViewLayoutAttributes.Category
}
