import Foundation

/// Where a layout puts one cell, header or footer.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    public enum Category: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }

    open var frame: CGRect = .zero
    open var indexPath: IndexPath
    open var zIndex = 0
    open var alpha: CGFloat = 1
    open var isHidden = false
    public let representedElementCategory: Category
    public let representedElementKind: String?
    /// How the view is measured for self-sizing, when the layout says (the compositional layout fixes
    /// the dimensions that are not estimated); nil: fitting on both axes.
    var fittingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority)?
    /// Set by list sections for `UICollectionViewListCell`.
    var listContext: ListItemContext?

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
        representedElementCategory = .cell
        representedElementKind = nil
        super.init()
    }

    init(category: Category, kind: String?, indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = category
        representedElementKind = kind
        super.init()
    }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init(category: .cell, kind: nil, indexPath: indexPath)
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionViewLayoutAttributes(
            category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
        copy.frame = frame
        copy.zIndex = zIndex
        copy.alpha = alpha
        copy.isHidden = isHidden
        copy.fittingPriorities = fittingPriorities
        copy.listContext = listContext
        return copy
    }

    open override var description: String {
        "<UICollectionViewLayoutAttributes: index path: (\(indexPath)); frame = \(frame)>"
    }
}
