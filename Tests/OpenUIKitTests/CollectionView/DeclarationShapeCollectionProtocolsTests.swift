import OpenUIKit
import XCTest

/// Every optional method of UIKit's UICollectionViewDataSource and UICollectionViewDelegate, overridden on a
/// UICollectionViewController subclass (narrowing or dropping one breaks the build) and implemented by a plain
/// object; each is reached through the protocols (a method left out of a protocol would run its default instead),
/// and the collection view calls the display methods in layout, with the index paths UIKit gives.
final class DeclarationShapeCollectionProtocolsTests: XCTestCase {
    private final class SpringContext: NSObject, UISpringLoadedInteractionContext {
        var targetView: UIView?
        var targetItem: Any?
        func location(in view: UIView?) -> CGPoint { .zero }
    }

    private static func selectors(_ log: [String]) -> Set<String> {
        Set(log.map { String($0.split(separator: " ")[0]) })
    }

    private static let everyMethod: Set<String> = [
        "collectionView(_:numberOfItemsInSection:)",
        "collectionView(_:cellForItemAt:)",
        "numberOfSections(in:)",
        "collectionView(_:viewForSupplementaryElementOfKind:at:)",
        "collectionView(_:canMoveItemAt:)",
        "collectionView(_:moveItemAt:to:)",
        "indexTitles(for:)",
        "collectionView(_:indexPathForIndexTitle:at:)",
        "collectionView(_:shouldHighlightItemAt:)",
        "collectionView(_:didHighlightItemAt:)",
        "collectionView(_:didUnhighlightItemAt:)",
        "collectionView(_:shouldSelectItemAt:)",
        "collectionView(_:shouldDeselectItemAt:)",
        "collectionView(_:didSelectItemAt:)",
        "collectionView(_:didDeselectItemAt:)",
        "collectionView(_:canPerformPrimaryActionForItemAt:)",
        "collectionView(_:performPrimaryActionForItemAt:)",
        "collectionView(_:willDisplay:forItemAt:)",
        "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)",
        "collectionView(_:didEndDisplaying:forItemAt:)",
        "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)",
        "collectionView(_:shouldShowMenuForItemAt:)",
        "collectionView(_:canPerformAction:forItemAt:withSender:)",
        "collectionView(_:performAction:forItemAt:withSender:)",
        "collectionView(_:canFocusItemAt:)",
        "collectionView(_:shouldUpdateFocusIn:)",
        "collectionView(_:didUpdateFocusIn:with:)",
        "indexPathForPreferredFocusedView(in:)",
        "collectionView(_:selectionFollowsFocusForItemAt:)",
        "collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)",
        "collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)",
        "collectionView(_:targetContentOffsetForProposedContentOffset:)",
        "collectionView(_:canEditItemAt:)",
        "collectionView(_:shouldSpringLoadItemAt:with:)",
        "collectionView(_:shouldBeginMultipleSelectionInteractionAt:)",
        "collectionView(_:didBeginMultipleSelectionInteractionAt:)",
        "collectionViewDidEndMultipleSelectionInteraction(_:)",
        "collectionView(_:contextMenuConfigurationForItemAt:point:)",
        "collectionView(_:contextMenuConfigurationForItemsAt:point:)",
    ]

    private static func cell(_ collectionView: UICollectionView, _ indexPath: IndexPath) -> UICollectionViewCell {
        let cell = UICollectionViewCell(frame: .zero)
        cell.contentView.backgroundColor = .systemBlue
        return cell
    }

    private static func header(_ collectionView: UICollectionView, _ kind: String, _ indexPath: IndexPath)
        -> UICollectionReusableView
    {
        UICollectionReusableView(frame: .zero)
    }

    private static func flowLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.headerReferenceSize = CGSize(width: 320, height: 40)
        return layout
    }

    private final class EveryMethodController: UICollectionViewController {
        var log: [String] = []
        var sections = 2
        var items = 3

        private func record(_ selector: String, _ detail: String = "") {
            log.append(detail.isEmpty ? selector : selector + " " + detail)
        }

        private static func cell(_ collectionView: UICollectionView, _ indexPath: IndexPath) -> UICollectionViewCell {
            DeclarationShapeCollectionProtocolsTests.cell(collectionView, indexPath)
        }

        private static func header(_ collectionView: UICollectionView, _ kind: String, _ indexPath: IndexPath)
            -> UICollectionReusableView
        {
            DeclarationShapeCollectionProtocolsTests.header(collectionView, kind, indexPath)
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            record("collectionView(_:numberOfItemsInSection:)", "\(section)")
            return items
        }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            record("collectionView(_:cellForItemAt:)", "\(indexPath)")
            return Self.cell(collectionView, indexPath)
        }
        override func numberOfSections(in collectionView: UICollectionView) -> Int {
            record("numberOfSections(in:)")
            return sections
        }
        override func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            record("collectionView(_:viewForSupplementaryElementOfKind:at:)", "\(indexPath)")
            return Self.header(collectionView, kind, indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            record("collectionView(_:canMoveItemAt:)", "\(indexPath)")
            return super.collectionView(collectionView, canMoveItemAt: indexPath)
        }
        override func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {
            record("collectionView(_:moveItemAt:to:)", "\(sourceIndexPath)")
            super.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
        }
        override func indexTitles(for collectionView: UICollectionView) -> [String]? {
            record("indexTitles(for:)")
            return super.indexTitles(for: collectionView)
        }
        override func collectionView(
            _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
        ) -> IndexPath {
            record("collectionView(_:indexPathForIndexTitle:at:)")
            return super.collectionView(collectionView, indexPathForIndexTitle: title, at: index)
        }
        override func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath)
            -> Bool
        {
            record("collectionView(_:shouldHighlightItemAt:)", "\(indexPath)")
            return super.collectionView(collectionView, shouldHighlightItemAt: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
            record("collectionView(_:didHighlightItemAt:)", "\(indexPath)")
            super.collectionView(collectionView, didHighlightItemAt: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
            record("collectionView(_:didUnhighlightItemAt:)", "\(indexPath)")
            super.collectionView(collectionView, didUnhighlightItemAt: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
            -> Bool
        {
            record("collectionView(_:shouldSelectItemAt:)", "\(indexPath)")
            return super.collectionView(collectionView, shouldSelectItemAt: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath)
            -> Bool
        {
            record("collectionView(_:shouldDeselectItemAt:)", "\(indexPath)")
            return super.collectionView(collectionView, shouldDeselectItemAt: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            record("collectionView(_:didSelectItemAt:)", "\(indexPath)")
            super.collectionView(collectionView, didSelectItemAt: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
            record("collectionView(_:didDeselectItemAt:)", "\(indexPath)")
            super.collectionView(collectionView, didDeselectItemAt: indexPath)
        }
        override func collectionView(
            _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
        ) -> Bool {
            record("collectionView(_:canPerformPrimaryActionForItemAt:)", "\(indexPath)")
            return super.collectionView(collectionView, canPerformPrimaryActionForItemAt: indexPath)
        }
        override func collectionView(
            _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath
        ) {
            record("collectionView(_:performPrimaryActionForItemAt:)", "\(indexPath)")
            super.collectionView(collectionView, performPrimaryActionForItemAt: indexPath)
        }
        override func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) {
            record("collectionView(_:willDisplay:forItemAt:)", "\(indexPath)")
            super.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
        }
        override func collectionView(
            _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
            forElementKind elementKind: String, at indexPath: IndexPath
        ) {
            record("collectionView(_:willDisplaySupplementaryView:forElementKind:at:)", "\(indexPath)")
            super.collectionView(
                collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
        }
        override func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) {
            record("collectionView(_:didEndDisplaying:forItemAt:)", "\(indexPath)")
            super.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
        }
        override func collectionView(
            _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
            forElementOfKind elementKind: String, at indexPath: IndexPath
        ) {
            record("collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)", "\(indexPath)")
            super.collectionView(
                collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath)
            -> Bool
        {
            record("collectionView(_:shouldShowMenuForItemAt:)", "\(indexPath)")
            return super.collectionView(collectionView, shouldShowMenuForItemAt: indexPath)
        }
        override func collectionView(
            _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
            withSender sender: Any?
        ) -> Bool {
            record("collectionView(_:canPerformAction:forItemAt:withSender:)", "\(indexPath)")
            return super.collectionView(
                collectionView, canPerformAction: action, forItemAt: indexPath, withSender: sender)
        }
        override func collectionView(
            _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
            withSender sender: Any?
        ) {
            record("collectionView(_:performAction:forItemAt:withSender:)", "\(indexPath)")
            super.collectionView(collectionView, performAction: action, forItemAt: indexPath, withSender: sender)
        }
        override func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
            record("collectionView(_:canFocusItemAt:)", "\(indexPath)")
            return super.collectionView(collectionView, canFocusItemAt: indexPath)
        }
        override func collectionView(
            _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
        ) -> Bool {
            record("collectionView(_:shouldUpdateFocusIn:)")
            return super.collectionView(collectionView, shouldUpdateFocusIn: context)
        }
        override func collectionView(
            _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
            with coordinator: UIFocusAnimationCoordinator
        ) {
            record("collectionView(_:didUpdateFocusIn:with:)")
            super.collectionView(collectionView, didUpdateFocusIn: context, with: coordinator)
        }
        override func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
            record("indexPathForPreferredFocusedView(in:)")
            return super.indexPathForPreferredFocusedView(in: collectionView)
        }
        override func collectionView(
            _ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
        ) -> Bool {
            record("collectionView(_:selectionFollowsFocusForItemAt:)", "\(indexPath)")
            return super.collectionView(collectionView, selectionFollowsFocusForItemAt: indexPath)
        }
        override func collectionView(
            _ collectionView: UICollectionView,
            targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
            atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
        ) -> IndexPath {
            record(
                "collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)",
                "\(currentIndexPath)")
            return super.collectionView(
                collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath,
                atCurrentIndexPath: currentIndexPath, toProposedIndexPath: proposedIndexPath)
        }
        override func collectionView(
            _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
            toProposedIndexPath proposedIndexPath: IndexPath
        ) -> IndexPath {
            record("collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)", "\(currentIndexPath)")
            return super.collectionView(
                collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath,
                toProposedIndexPath: proposedIndexPath)
        }
        override func collectionView(
            _ collectionView: UICollectionView,
            targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
        ) -> CGPoint {
            record("collectionView(_:targetContentOffsetForProposedContentOffset:)")
            return super.collectionView(
                collectionView, targetContentOffsetForProposedContentOffset: proposedContentOffset)
        }
        override func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
            record("collectionView(_:canEditItemAt:)", "\(indexPath)")
            return super.collectionView(collectionView, canEditItemAt: indexPath)
        }
        override func collectionView(
            _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
            with context: any UISpringLoadedInteractionContext
        ) -> Bool {
            record("collectionView(_:shouldSpringLoadItemAt:with:)", "\(indexPath)")
            return super.collectionView(collectionView, shouldSpringLoadItemAt: indexPath, with: context)
        }
        override func collectionView(
            _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
        ) -> Bool {
            record("collectionView(_:shouldBeginMultipleSelectionInteractionAt:)", "\(indexPath)")
            return super.collectionView(collectionView, shouldBeginMultipleSelectionInteractionAt: indexPath)
        }
        override func collectionView(
            _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
        ) {
            record("collectionView(_:didBeginMultipleSelectionInteractionAt:)", "\(indexPath)")
            super.collectionView(collectionView, didBeginMultipleSelectionInteractionAt: indexPath)
        }
        override func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {
            record("collectionViewDidEndMultipleSelectionInteraction(_:)")
            super.collectionViewDidEndMultipleSelectionInteraction(collectionView)
        }
        override func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? {
            record("collectionView(_:contextMenuConfigurationForItemAt:point:)", "\(indexPath)")
            return super.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
        }
        override func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
            point: CGPoint
        ) -> UIContextMenuConfiguration? {
            record("collectionView(_:contextMenuConfigurationForItemsAt:point:)", "\(indexPaths)")
            return super.collectionView(collectionView, contextMenuConfigurationForItemsAt: indexPaths, point: point)
        }
    }

    private final class EveryMethodDelegate: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var log: [String] = []
        var sections = 2
        var items = 3

        private func record(_ selector: String, _ detail: String = "") {
            log.append(detail.isEmpty ? selector : selector + " " + detail)
        }

        private static func cell(_ collectionView: UICollectionView, _ indexPath: IndexPath) -> UICollectionViewCell {
            DeclarationShapeCollectionProtocolsTests.cell(collectionView, indexPath)
        }

        private static func header(_ collectionView: UICollectionView, _ kind: String, _ indexPath: IndexPath)
            -> UICollectionReusableView
        {
            DeclarationShapeCollectionProtocolsTests.header(collectionView, kind, indexPath)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            record("collectionView(_:numberOfItemsInSection:)", "\(section)")
            return items
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            record("collectionView(_:cellForItemAt:)", "\(indexPath)")
            return Self.cell(collectionView, indexPath)
        }
        func numberOfSections(in collectionView: UICollectionView) -> Int {
            record("numberOfSections(in:)")
            return sections
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            record("collectionView(_:viewForSupplementaryElementOfKind:at:)", "\(indexPath)")
            return Self.header(collectionView, kind, indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            record("collectionView(_:canMoveItemAt:)", "\(indexPath)")
            return false
        }
        func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {
            record("collectionView(_:moveItemAt:to:)", "\(sourceIndexPath)")
        }
        func indexTitles(for collectionView: UICollectionView) -> [String]? {
            record("indexTitles(for:)")
            return nil
        }
        func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int)
            -> IndexPath
        {
            record("collectionView(_:indexPathForIndexTitle:at:)")
            return IndexPath(item: 0, section: index)
        }
        func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
            record("collectionView(_:shouldHighlightItemAt:)", "\(indexPath)")
            return true
        }
        func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
            record("collectionView(_:didHighlightItemAt:)", "\(indexPath)")
        }
        func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
            record("collectionView(_:didUnhighlightItemAt:)", "\(indexPath)")
        }
        func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            record("collectionView(_:shouldSelectItemAt:)", "\(indexPath)")
            return true
        }
        func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
            record("collectionView(_:shouldDeselectItemAt:)", "\(indexPath)")
            return true
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            record("collectionView(_:didSelectItemAt:)", "\(indexPath)")
        }
        func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
            record("collectionView(_:didDeselectItemAt:)", "\(indexPath)")
        }
        func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath)
            -> Bool
        {
            record("collectionView(_:canPerformPrimaryActionForItemAt:)", "\(indexPath)")
            return true
        }
        func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
            record("collectionView(_:performPrimaryActionForItemAt:)", "\(indexPath)")
        }
        func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) {
            record("collectionView(_:willDisplay:forItemAt:)", "\(indexPath)")
        }
        func collectionView(
            _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
            forElementKind elementKind: String, at indexPath: IndexPath
        ) {
            record("collectionView(_:willDisplaySupplementaryView:forElementKind:at:)", "\(indexPath)")
        }
        func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) {
            record("collectionView(_:didEndDisplaying:forItemAt:)", "\(indexPath)")
        }
        func collectionView(
            _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
            forElementOfKind elementKind: String, at indexPath: IndexPath
        ) {
            record("collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)", "\(indexPath)")
        }
        func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
            record("collectionView(_:shouldShowMenuForItemAt:)", "\(indexPath)")
            return true
        }
        func collectionView(
            _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
            withSender sender: Any?
        ) -> Bool {
            record("collectionView(_:canPerformAction:forItemAt:withSender:)", "\(indexPath)")
            return true
        }
        func collectionView(
            _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
            withSender sender: Any?
        ) {
            record("collectionView(_:performAction:forItemAt:withSender:)", "\(indexPath)")
        }
        func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
            record("collectionView(_:canFocusItemAt:)", "\(indexPath)")
            return true
        }
        func collectionView(
            _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
        ) -> Bool {
            record("collectionView(_:shouldUpdateFocusIn:)")
            return true
        }
        func collectionView(
            _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
            with coordinator: UIFocusAnimationCoordinator
        ) {
            record("collectionView(_:didUpdateFocusIn:with:)")
        }
        func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
            record("indexPathForPreferredFocusedView(in:)")
            return nil
        }
        func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath)
            -> Bool
        {
            record("collectionView(_:selectionFollowsFocusForItemAt:)", "\(indexPath)")
            return true
        }
        func collectionView(
            _ collectionView: UICollectionView,
            targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
            atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
        ) -> IndexPath {
            record(
                "collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)",
                "\(currentIndexPath)")
            return proposedIndexPath
        }
        func collectionView(
            _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
            toProposedIndexPath proposedIndexPath: IndexPath
        ) -> IndexPath {
            record("collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)", "\(currentIndexPath)")
            return proposedIndexPath
        }
        func collectionView(
            _ collectionView: UICollectionView,
            targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
        ) -> CGPoint {
            record("collectionView(_:targetContentOffsetForProposedContentOffset:)")
            return proposedContentOffset
        }
        func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
            record("collectionView(_:canEditItemAt:)", "\(indexPath)")
            return true
        }
        func collectionView(
            _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
            with context: any UISpringLoadedInteractionContext
        ) -> Bool {
            record("collectionView(_:shouldSpringLoadItemAt:with:)", "\(indexPath)")
            return true
        }
        func collectionView(
            _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
        ) -> Bool {
            record("collectionView(_:shouldBeginMultipleSelectionInteractionAt:)", "\(indexPath)")
            return true
        }
        func collectionView(
            _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
        ) {
            record("collectionView(_:didBeginMultipleSelectionInteractionAt:)", "\(indexPath)")
        }
        func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {
            record("collectionViewDidEndMultipleSelectionInteraction(_:)")
        }
        func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? {
            record("collectionView(_:contextMenuConfigurationForItemAt:point:)", "\(indexPath)")
            return nil
        }
        func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
            point: CGPoint
        ) -> UIContextMenuConfiguration? {
            record("collectionView(_:contextMenuConfigurationForItemsAt:point:)", "\(indexPaths)")
            return nil
        }
    }

    private func callEveryMethod(
        _ subject: any UICollectionViewDataSource & UICollectionViewDelegate, collection: UICollectionView
    ) {
        _ = subject.collectionView(collection, numberOfItemsInSection: 1)
        _ = subject.collectionView(collection, cellForItemAt: IndexPath(item: 1, section: 0))
        _ = subject.numberOfSections(in: collection)
        _ = subject.collectionView(
            collection, viewForSupplementaryElementOfKind: "B", at: IndexPath(item: 1, section: 0))
        _ = subject.collectionView(collection, canMoveItemAt: IndexPath(item: 1, section: 0))
        _ = subject.collectionView(
            collection, moveItemAt: IndexPath(item: 1, section: 0), to: IndexPath(item: 1, section: 0))
        _ = subject.indexTitles(for: collection)
        _ = subject.collectionView(collection, indexPathForIndexTitle: "B", at: 1)
        _ = subject.collectionView(collection, shouldHighlightItemAt: IndexPath(item: 1, section: 0))
        _ = subject.collectionView(collection, didHighlightItemAt: IndexPath(item: 1, section: 0))
        _ = subject.collectionView(collection, didUnhighlightItemAt: IndexPath(item: 1, section: 0))
        _ = subject.collectionView(collection, shouldSelectItemAt: IndexPath(item: 1, section: 0))
        _ = subject.collectionView(collection, shouldDeselectItemAt: IndexPath(item: 1, section: 0))
        _ = subject.collectionView(collection, didSelectItemAt: IndexPath(item: 1, section: 0))
        _ = subject.collectionView(collection, didDeselectItemAt: IndexPath(item: 1, section: 0))
        _ = subject.collectionView(collection, canPerformPrimaryActionForItemAt: IndexPath(item: 1, section: 0))
        _ = subject.collectionView(collection, performPrimaryActionForItemAt: IndexPath(item: 1, section: 0))
        _ = subject.collectionView(
            collection, willDisplay: UICollectionViewCell(frame: .zero), forItemAt: IndexPath(item: 1, section: 0))
        _ = subject.collectionView(
            collection, willDisplaySupplementaryView: UICollectionReusableView(frame: .zero), forElementKind: "B",
            at: IndexPath(item: 1, section: 0))
        _ = subject.collectionView(
            collection, didEndDisplaying: UICollectionViewCell(frame: .zero), forItemAt: IndexPath(item: 1, section: 0))
        _ = subject.collectionView(
            collection, didEndDisplayingSupplementaryView: UICollectionReusableView(frame: .zero),
            forElementOfKind: "B", at: IndexPath(item: 1, section: 0))
        _ = subject.collectionView(collection, shouldShowMenuForItemAt: IndexPath(item: 1, section: 0))
        _ = subject.collectionView(
            collection, canPerformAction: "copy:", forItemAt: IndexPath(item: 1, section: 0), withSender: nil)
        _ = subject.collectionView(
            collection, performAction: "copy:", forItemAt: IndexPath(item: 1, section: 0), withSender: nil)
        _ = subject.collectionView(collection, canFocusItemAt: IndexPath(item: 1, section: 0))
        _ = subject.collectionView(collection, shouldUpdateFocusIn: UICollectionViewFocusUpdateContext())
        _ = subject.collectionView(
            collection, didUpdateFocusIn: UICollectionViewFocusUpdateContext(), with: UIFocusAnimationCoordinator())
        _ = subject.indexPathForPreferredFocusedView(in: collection)
        _ = subject.collectionView(collection, selectionFollowsFocusForItemAt: IndexPath(item: 1, section: 0))
        _ = subject.collectionView(
            collection, targetIndexPathForMoveOfItemFromOriginalIndexPath: IndexPath(item: 1, section: 0),
            atCurrentIndexPath: IndexPath(item: 1, section: 0), toProposedIndexPath: IndexPath(item: 1, section: 0))
        _ = subject.collectionView(
            collection, targetIndexPathForMoveFromItemAt: IndexPath(item: 1, section: 0),
            toProposedIndexPath: IndexPath(item: 1, section: 0))
        _ = subject.collectionView(collection, targetContentOffsetForProposedContentOffset: .zero)
        _ = subject.collectionView(collection, canEditItemAt: IndexPath(item: 1, section: 0))
        _ = subject.collectionView(
            collection, shouldSpringLoadItemAt: IndexPath(item: 1, section: 0), with: SpringContext())
        _ = subject.collectionView(
            collection, shouldBeginMultipleSelectionInteractionAt: IndexPath(item: 1, section: 0))
        _ = subject.collectionView(collection, didBeginMultipleSelectionInteractionAt: IndexPath(item: 1, section: 0))
        _ = subject.collectionViewDidEndMultipleSelectionInteraction(collection)
        _ = subject.collectionView(
            collection, contextMenuConfigurationForItemAt: IndexPath(item: 1, section: 0), point: .zero)
        _ = subject.collectionView(
            collection, contextMenuConfigurationForItemsAt: [IndexPath(item: 1, section: 0)], point: .zero)
    }

    func testEveryMethodIsAProtocolRequirementTheControllerAndAPlainDelegateAnswer() {
        let controller = EveryMethodController(collectionViewLayout: Self.flowLayout())
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: Self.flowLayout())
        callEveryMethod(controller, collection: collection)
        XCTAssertEqual(Self.selectors(controller.log), Self.everyMethod)
        let plain = EveryMethodDelegate()
        callEveryMethod(plain, collection: collection)
        XCTAssertEqual(Self.selectors(plain.log), Self.everyMethod)
    }

    private func displayed(_ log: [String]) -> [String] {
        log.filter { $0.contains("willDisplay") || $0.contains("didEndDisplaying") }
    }

    private static let firstLayout = [
        "collectionView(_:willDisplaySupplementaryView:forElementKind:at:) [0, 0]",
        "collectionView(_:willDisplay:forItemAt:) [0, 0]", "collectionView(_:willDisplay:forItemAt:) [0, 1]",
        "collectionView(_:willDisplay:forItemAt:) [0, 2]",
        "collectionView(_:willDisplaySupplementaryView:forElementKind:at:) [1, 0]",
        "collectionView(_:willDisplay:forItemAt:) [1, 0]", "collectionView(_:willDisplay:forItemAt:) [1, 1]",
        "collectionView(_:willDisplay:forItemAt:) [1, 2]",
    ]

    /// Cells and headers are told in the order of the layout's attributes (the flow layout's: each section's
    /// header, then its items).
    private func sortedByKind(_ log: [String]) -> [String] {
        log.filter { $0.contains("Supplementary") } + log.filter { !$0.contains("Supplementary") }
    }

    func testLayoutTellsTheControllerWhatItDisplays() {
        let controller = EveryMethodController(collectionViewLayout: Self.flowLayout())
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
        controller.view.layoutIfNeeded()
        XCTAssertEqual(sortedByKind(displayed(controller.log)), sortedByKind(Self.firstLayout))
        XCTAssertEqual(
            displayed(controller.log).filter { !$0.contains("Supplementary") },
            Self.firstLayout.filter { !$0.contains("Supplementary") }, "items in order")
    }

    func testAPlainDelegateHearsTheSameAsTheController() {
        let delegate = EveryMethodDelegate()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: Self.flowLayout())
        collection.dataSource = delegate
        collection.delegate = delegate
        collection.layoutIfNeeded()
        XCTAssertEqual(sortedByKind(displayed(delegate.log)), sortedByKind(Self.firstLayout))
    }

    func testScrollingAwayEndsTheDisplayOfItemsAndHeaders() throws {
        let controller = EveryMethodController(collectionViewLayout: Self.flowLayout())
        controller.items = 40
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
        controller.view.layoutIfNeeded()
        let collection = try XCTUnwrap(controller.collectionView)
        controller.log.removeAll()
        let secondHeader = try XCTUnwrap(
            collection.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        collection.contentOffset = CGPoint(x: 0, y: secondHeader.frame.minY + 300)
        collection.layoutIfNeeded()
        let ended = displayed(controller.log).filter { $0.contains("didEndDisplaying") }
        XCTAssertTrue(ended.contains("collectionView(_:didEndDisplaying:forItemAt:) [0, 0]"), "\(ended)")
        XCTAssertTrue(
            ended.contains("collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:) [0, 0]"),
            "\(ended)")
    }

    /// UIKit: selecting or deselecting an item in code calls none of the selection delegate methods.
    func testSelectingInCodeDoesNotCallTheDelegate() {
        let controller = EveryMethodController(collectionViewLayout: Self.flowLayout())
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
        controller.view.layoutIfNeeded()
        controller.log.removeAll()
        controller.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        controller.collectionView.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        XCTAssertEqual(controller.log.filter { $0.contains("Select") || $0.contains("Highlight") }, [])
    }

    func testDefaultsAreUIKits() {
        final class Bare: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            { UICollectionViewCell(frame: .zero) }
        }
        let bare = Bare()
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let item = IndexPath(item: 2, section: 1)
        let proposed = IndexPath(item: 0, section: 0)
        XCTAssertTrue(bare.collectionView(collection, shouldHighlightItemAt: item))
        XCTAssertTrue(bare.collectionView(collection, shouldSelectItemAt: item))
        XCTAssertTrue(bare.collectionView(collection, shouldDeselectItemAt: item))
        XCTAssertFalse(bare.collectionView(collection, canMoveItemAt: item))
        XCTAssertTrue(bare.collectionView(collection, canEditItemAt: item))
        XCTAssertNil(bare.indexTitles(for: collection))
        XCTAssertEqual(
            bare.collectionView(
                collection, targetIndexPathForMoveOfItemFromOriginalIndexPath: item, atCurrentIndexPath: item,
                toProposedIndexPath: proposed), proposed)
        XCTAssertTrue(bare.collectionView(collection, canPerformPrimaryActionForItemAt: item))
        collection.isEditing = true
        XCTAssertFalse(bare.collectionView(collection, canPerformPrimaryActionForItemAt: item), "not while editing")
        collection.selectionFollowsFocus = true
        XCTAssertTrue(bare.collectionView(collection, selectionFollowsFocusForItemAt: item))
        XCTAssertNil(bare.collectionView(collection, contextMenuConfigurationForItemsAt: [item], point: .zero))
    }

    /// The multiple-item menu method falls back to the single-item one, as UIKit does for one item.
    func testTheMultipleItemMenuAsksTheSingleItemMethodForOneItem() {
        final class Menus: NSObject, UICollectionViewDelegate {
            func collectionView(
                _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                point: CGPoint
            ) -> UIContextMenuConfiguration? { UIContextMenuConfiguration() }
        }
        let menus = Menus()
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let one = [IndexPath(item: 0, section: 0)]
        XCTAssertNotNil(menus.collectionView(collection, contextMenuConfigurationForItemsAt: one, point: .zero))
        XCTAssertNil(
            menus.collectionView(
                collection, contextMenuConfigurationForItemsAt: one + [IndexPath(item: 1, section: 0)], point: .zero))
    }
}
