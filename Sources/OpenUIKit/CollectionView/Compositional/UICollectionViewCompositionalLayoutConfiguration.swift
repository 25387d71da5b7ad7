import Foundation

/// Layout-wide settings. Only vertical scrolling is laid out, so `scrollDirection` is not offered.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, @preconcurrency NSCopying {
    open var interSectionSpacing: CGFloat = 0
    open var contentInsetsReference = UIContentInsetsReference.automatic

    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.interSectionSpacing = interSectionSpacing
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }
}
