import Foundation

/// Items side by side (horizontal), stacked (vertical); repeated to fill the group unless a count is
/// given, in which case the group holds exactly that many, sized to fill it (their own size along the
/// group's axis is ignored, as UIKit documents).
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }

    let axis: Axis
    public let subitems: [NSCollectionLayoutItem]
    let count: Int?
    open var interItemSpacing: NSCollectionLayoutSpacing?

    /// Attached to the group's frame, at the index path of its first item.
    open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { supplementaryItemsStorage }
        set { supplementaryItemsStorage = newValue }
    }

    init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], count: Int?) {
        precondition(!subitems.isEmpty, "NSCollectionLayoutGroup needs at least one subitem")
        precondition(count.map { $0 > 0 } ?? true, "NSCollectionLayoutGroup: count must be positive")
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
    }

    open class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: count)
    }

    open class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: count)
    }

    @available(*, deprecated, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    @available(*, deprecated, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
}
