import Foundation

extension UICollectionViewCompositionalLayout {
    func listContext(
        configuration: UICollectionLayoutListConfiguration, role: ListItemContext.Role, section: Int, item: Int,
        itemCount: Int
    ) -> ListItemContext? {
        guard let collectionView else { return nil }
        let safe = collectionView.safeAreaInsets
        let inset = configuration.appearance.isInset
        var context = ListItemContext(
            appearance: configuration.appearance, role: role, isFirstSection: section == 0,
            isFirstInSection: item == 0, isLastInSection: item == itemCount - 1,
            showsSeparators: configuration.showsSeparators, separator: configuration.separatorConfiguration,
            safeLeft: inset ? 0 : safe.left, safeRight: inset ? 0 : safe.right, isEditing: collectionView.isEditing)
        if role == .cell || role == .headerItem, let handler = configuration.itemSeparatorHandler {
            // Layouts run on the main thread, where UIKit calls the handler.
            let separator = context.separator
            context.separator = MainActor.assumeIsolated {
                handler(IndexPath(item: item, section: section), separator)
            }
        }
        return context
    }
}
