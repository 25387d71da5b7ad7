import Foundation

/// A view the layout draws behind a section (`background(elementKind:)`): it covers the section, its
/// boundary supplementary items included, across the width the section is laid out in (before the
/// section's content insets), less its own `contentInsets`. The collection view makes it from the class
/// registered with the layout's `register(_:forDecorationViewOfKind:)`, at index path (0, section).
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public private(set) var elementKind = ""
    /// 0, as in UIKit: below the section's cells, which are placed after it.
    open var zIndex = 0

    public required override init(layoutSize: NSCollectionLayoutSize) {
        super.init(layoutSize: layoutSize)
    }

    open class func background(elementKind: String) -> Self {
        let item = self.init(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        item.elementKind = elementKind
        return item
    }
}
