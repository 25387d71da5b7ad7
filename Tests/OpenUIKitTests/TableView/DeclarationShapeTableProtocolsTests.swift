import OpenUIKit
import XCTest

/// Every optional method of UIKit's UITableViewDataSource and UITableViewDelegate, overridden on a
/// UITableViewController subclass (narrowing or dropping one breaks the build) and implemented by a plain object;
/// each is reached through the protocols (a method left out of a protocol would run its default instead), and the
/// table calls the display methods in layout, in order, with the index paths UIKit gives.
final class DeclarationShapeTableProtocolsTests: XCTestCase {
    private final class SpringContext: NSObject, UISpringLoadedInteractionContext {
        var targetView: UIView?
        var targetItem: Any?
        func location(in view: UIView?) -> CGPoint { .zero }
    }

    /// Every record starts with the method's selector, then the section or index path it was given.
    private static func selectors(_ log: [String]) -> Set<String> {
        Set(log.map { String($0.split(separator: " ")[0]) })
    }

    private static let everyMethod: Set<String> = [
        "tableView(_:numberOfRowsInSection:)",
        "tableView(_:cellForRowAt:)",
        "numberOfSections(in:)",
        "tableView(_:titleForHeaderInSection:)",
        "tableView(_:titleForFooterInSection:)",
        "tableView(_:canEditRowAt:)",
        "tableView(_:canMoveRowAt:)",
        "tableView(_:commit:forRowAt:)",
        "tableView(_:moveRowAt:to:)",
        "sectionIndexTitles(for:)",
        "tableView(_:sectionForSectionIndexTitle:at:)",
        "tableView(_:willDisplay:forRowAt:)",
        "tableView(_:willDisplayHeaderView:forSection:)",
        "tableView(_:willDisplayFooterView:forSection:)",
        "tableView(_:didEndDisplaying:forRowAt:)",
        "tableView(_:didEndDisplayingHeaderView:forSection:)",
        "tableView(_:didEndDisplayingFooterView:forSection:)",
        "tableView(_:heightForRowAt:)",
        "tableView(_:heightForHeaderInSection:)",
        "tableView(_:heightForFooterInSection:)",
        "tableView(_:estimatedHeightForRowAt:)",
        "tableView(_:estimatedHeightForHeaderInSection:)",
        "tableView(_:estimatedHeightForFooterInSection:)",
        "tableView(_:viewForHeaderInSection:)",
        "tableView(_:viewForFooterInSection:)",
        "tableView(_:accessoryButtonTappedForRowWith:)",
        "tableView(_:shouldHighlightRowAt:)",
        "tableView(_:didHighlightRowAt:)",
        "tableView(_:didUnhighlightRowAt:)",
        "tableView(_:willSelectRowAt:)",
        "tableView(_:willDeselectRowAt:)",
        "tableView(_:didSelectRowAt:)",
        "tableView(_:didDeselectRowAt:)",
        "tableView(_:canPerformPrimaryActionForRowAt:)",
        "tableView(_:performPrimaryActionForRowAt:)",
        "tableView(_:editingStyleForRowAt:)",
        "tableView(_:titleForDeleteConfirmationButtonForRowAt:)",
        "tableView(_:editActionsForRowAt:)",
        "tableView(_:leadingSwipeActionsConfigurationForRowAt:)",
        "tableView(_:trailingSwipeActionsConfigurationForRowAt:)",
        "tableView(_:shouldIndentWhileEditingRowAt:)",
        "tableView(_:willBeginEditingRowAt:)",
        "tableView(_:didEndEditingRowAt:)",
        "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)",
        "tableView(_:indentationLevelForRowAt:)",
        "tableView(_:shouldShowMenuForRowAt:)",
        "tableView(_:canPerformAction:forRowAt:withSender:)",
        "tableView(_:performAction:forRowAt:withSender:)",
        "tableView(_:canFocusRowAt:)",
        "tableView(_:shouldUpdateFocusIn:)",
        "tableView(_:didUpdateFocusIn:with:)",
        "indexPathForPreferredFocusedView(in:)",
        "tableView(_:selectionFollowsFocusForRowAt:)",
        "tableView(_:shouldSpringLoadRowAt:with:)",
        "tableView(_:shouldBeginMultipleSelectionInteractionAt:)",
        "tableView(_:didBeginMultipleSelectionInteractionAt:)",
        "tableViewDidEndMultipleSelectionInteraction(_:)",
        "tableView(_:contextMenuConfigurationForRowAt:point:)",
    ]

    private static func cell(_ tableView: UITableView, _ indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    @MainActor private static func restyle(_ view: UIView) {
        (view as? UITableViewHeaderFooterView)?.textLabel?.textColor = .systemRed
    }

    private final class EveryMethodController: UITableViewController {
        var log: [String] = []
        var sections = 2
        var rows = 3
        /// The header's text when `willDisplayHeaderView` is called: the header is configured by then.
        var headerTextsAtWillDisplay: [String?] = []

        private func record(_ selector: String, _ detail: String = "") {
            log.append(detail.isEmpty ? selector : selector + " " + detail)
        }

        private func restyle(_ view: UIView) {
            headerTextsAtWillDisplay.append((view as? UITableViewHeaderFooterView)?.textLabel?.text)
            DeclarationShapeTableProtocolsTests.restyle(view)
        }

        private static func cell(_ tableView: UITableView, _ indexPath: IndexPath) -> UITableViewCell {
            DeclarationShapeTableProtocolsTests.cell(tableView, indexPath)
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            record("tableView(_:numberOfRowsInSection:)", "\(section)")
            return rows
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            record("tableView(_:cellForRowAt:)", "\(indexPath)")
            return Self.cell(tableView, indexPath)
        }
        override func numberOfSections(in tableView: UITableView) -> Int {
            record("numberOfSections(in:)")
            return sections
        }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            record("tableView(_:titleForHeaderInSection:)", "\(section)")
            return "Header \(section)"
        }
        override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            record("tableView(_:titleForFooterInSection:)", "\(section)")
            return "Footer \(section)"
        }
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            record("tableView(_:canEditRowAt:)", "\(indexPath)")
            return super.tableView(tableView, canEditRowAt: indexPath)
        }
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
            record("tableView(_:canMoveRowAt:)", "\(indexPath)")
            return super.tableView(tableView, canMoveRowAt: indexPath)
        }
        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            record("tableView(_:commit:forRowAt:)", "\(indexPath)")
            super.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
        }
        override func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            record("tableView(_:moveRowAt:to:)", "\(sourceIndexPath)")
            super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        }
        override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
            record("sectionIndexTitles(for:)")
            return super.sectionIndexTitles(for: tableView)
        }
        override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int)
            -> Int
        {
            record("tableView(_:sectionForSectionIndexTitle:at:)")
            return super.tableView(tableView, sectionForSectionIndexTitle: title, at: index)
        }
        override func tableView(
            _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {
            record("tableView(_:willDisplay:forRowAt:)", "\(indexPath)")
            super.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
        }
        override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
            record("tableView(_:willDisplayHeaderView:forSection:)", "\(section)")
            restyle(view)
            super.tableView(tableView, willDisplayHeaderView: view, forSection: section)
        }
        override func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
            record("tableView(_:willDisplayFooterView:forSection:)", "\(section)")
            super.tableView(tableView, willDisplayFooterView: view, forSection: section)
        }
        override func tableView(
            _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {
            record("tableView(_:didEndDisplaying:forRowAt:)", "\(indexPath)")
            super.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
        }
        override func tableView(
            _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
        ) {
            record("tableView(_:didEndDisplayingHeaderView:forSection:)", "\(section)")
            super.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section)
        }
        override func tableView(
            _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
        ) {
            record("tableView(_:didEndDisplayingFooterView:forSection:)", "\(section)")
            super.tableView(tableView, didEndDisplayingFooterView: view, forSection: section)
        }
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            record("tableView(_:heightForRowAt:)", "\(indexPath)")
            return super.tableView(tableView, heightForRowAt: indexPath)
        }
        override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
            record("tableView(_:heightForHeaderInSection:)", "\(section)")
            return super.tableView(tableView, heightForHeaderInSection: section)
        }
        override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
            record("tableView(_:heightForFooterInSection:)", "\(section)")
            return super.tableView(tableView, heightForFooterInSection: section)
        }
        override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            record("tableView(_:estimatedHeightForRowAt:)", "\(indexPath)")
            return super.tableView(tableView, estimatedHeightForRowAt: indexPath)
        }
        override func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
            record("tableView(_:estimatedHeightForHeaderInSection:)", "\(section)")
            return super.tableView(tableView, estimatedHeightForHeaderInSection: section)
        }
        override func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
            record("tableView(_:estimatedHeightForFooterInSection:)", "\(section)")
            return super.tableView(tableView, estimatedHeightForFooterInSection: section)
        }
        override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            record("tableView(_:viewForHeaderInSection:)", "\(section)")
            return super.tableView(tableView, viewForHeaderInSection: section)
        }
        override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
            record("tableView(_:viewForFooterInSection:)", "\(section)")
            return super.tableView(tableView, viewForFooterInSection: section)
        }
        override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
            record("tableView(_:accessoryButtonTappedForRowWith:)", "\(indexPath)")
            super.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
        }
        override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
            record("tableView(_:shouldHighlightRowAt:)", "\(indexPath)")
            return super.tableView(tableView, shouldHighlightRowAt: indexPath)
        }
        override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
            record("tableView(_:didHighlightRowAt:)", "\(indexPath)")
            super.tableView(tableView, didHighlightRowAt: indexPath)
        }
        override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
            record("tableView(_:didUnhighlightRowAt:)", "\(indexPath)")
            super.tableView(tableView, didUnhighlightRowAt: indexPath)
        }
        override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            record("tableView(_:willSelectRowAt:)", "\(indexPath)")
            return super.tableView(tableView, willSelectRowAt: indexPath)
        }
        override func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
            record("tableView(_:willDeselectRowAt:)", "\(indexPath)")
            return super.tableView(tableView, willDeselectRowAt: indexPath)
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            record("tableView(_:didSelectRowAt:)", "\(indexPath)")
            super.tableView(tableView, didSelectRowAt: indexPath)
        }
        override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            record("tableView(_:didDeselectRowAt:)", "\(indexPath)")
            super.tableView(tableView, didDeselectRowAt: indexPath)
        }
        override func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool
        {
            record("tableView(_:canPerformPrimaryActionForRowAt:)", "\(indexPath)")
            return super.tableView(tableView, canPerformPrimaryActionForRowAt: indexPath)
        }
        override func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
            record("tableView(_:performPrimaryActionForRowAt:)", "\(indexPath)")
            super.tableView(tableView, performPrimaryActionForRowAt: indexPath)
        }
        override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
            -> UITableViewCell.EditingStyle
        {
            record("tableView(_:editingStyleForRowAt:)", "\(indexPath)")
            return super.tableView(tableView, editingStyleForRowAt: indexPath)
        }
        override func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
            -> String?
        {
            record("tableView(_:titleForDeleteConfirmationButtonForRowAt:)", "\(indexPath)")
            return super.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
        }
        override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
            -> [UITableViewRowAction]?
        {
            record("tableView(_:editActionsForRowAt:)", "\(indexPath)")
            return super.tableView(tableView, editActionsForRowAt: indexPath)
        }
        override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration?
        {
            record("tableView(_:leadingSwipeActionsConfigurationForRowAt:)", "\(indexPath)")
            return super.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
        }
        override func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            record("tableView(_:trailingSwipeActionsConfigurationForRowAt:)", "\(indexPath)")
            return super.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
        override func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
            record("tableView(_:shouldIndentWhileEditingRowAt:)", "\(indexPath)")
            return super.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath)
        }
        override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
            record("tableView(_:willBeginEditingRowAt:)", "\(indexPath)")
            super.tableView(tableView, willBeginEditingRowAt: indexPath)
        }
        override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
            record("tableView(_:didEndEditingRowAt:)")
            super.tableView(tableView, didEndEditingRowAt: indexPath)
        }
        override func tableView(
            _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
            toProposedIndexPath proposedDestinationIndexPath: IndexPath
        ) -> IndexPath {
            record("tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)", "\(sourceIndexPath)")
            return super.tableView(
                tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
                toProposedIndexPath: proposedDestinationIndexPath)
        }
        override func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
            record("tableView(_:indentationLevelForRowAt:)", "\(indexPath)")
            return indexPath.row
        }
        override func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
            record("tableView(_:shouldShowMenuForRowAt:)", "\(indexPath)")
            return super.tableView(tableView, shouldShowMenuForRowAt: indexPath)
        }
        override func tableView(
            _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
            withSender sender: Any?
        ) -> Bool {
            record("tableView(_:canPerformAction:forRowAt:withSender:)", "\(indexPath)")
            return super.tableView(tableView, canPerformAction: action, forRowAt: indexPath, withSender: sender)
        }
        override func tableView(
            _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
            withSender sender: Any?
        ) {
            record("tableView(_:performAction:forRowAt:withSender:)", "\(indexPath)")
            super.tableView(tableView, performAction: action, forRowAt: indexPath, withSender: sender)
        }
        override func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
            record("tableView(_:canFocusRowAt:)", "\(indexPath)")
            return super.tableView(tableView, canFocusRowAt: indexPath)
        }
        override func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext)
            -> Bool
        {
            record("tableView(_:shouldUpdateFocusIn:)")
            return super.tableView(tableView, shouldUpdateFocusIn: context)
        }
        override func tableView(
            _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
            with coordinator: UIFocusAnimationCoordinator
        ) {
            record("tableView(_:didUpdateFocusIn:with:)")
            super.tableView(tableView, didUpdateFocusIn: context, with: coordinator)
        }
        override func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
            record("indexPathForPreferredFocusedView(in:)")
            return super.indexPathForPreferredFocusedView(in: tableView)
        }
        override func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
            record("tableView(_:selectionFollowsFocusForRowAt:)", "\(indexPath)")
            return super.tableView(tableView, selectionFollowsFocusForRowAt: indexPath)
        }
        override func tableView(
            _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
            with context: any UISpringLoadedInteractionContext
        ) -> Bool {
            record("tableView(_:shouldSpringLoadRowAt:with:)", "\(indexPath)")
            return super.tableView(tableView, shouldSpringLoadRowAt: indexPath, with: context)
        }
        override func tableView(
            _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
        ) -> Bool {
            record("tableView(_:shouldBeginMultipleSelectionInteractionAt:)", "\(indexPath)")
            return super.tableView(tableView, shouldBeginMultipleSelectionInteractionAt: indexPath)
        }
        override func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
            record("tableView(_:didBeginMultipleSelectionInteractionAt:)", "\(indexPath)")
            super.tableView(tableView, didBeginMultipleSelectionInteractionAt: indexPath)
        }
        override func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
            record("tableViewDidEndMultipleSelectionInteraction(_:)")
            super.tableViewDidEndMultipleSelectionInteraction(tableView)
        }
        override func tableView(
            _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? {
            record("tableView(_:contextMenuConfigurationForRowAt:point:)", "\(indexPath)")
            return super.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
        }
    }

    private final class EveryMethodDelegate: NSObject, UITableViewDataSource, UITableViewDelegate {
        var log: [String] = []
        var sections = 2
        var rows = 3

        private func record(_ selector: String, _ detail: String = "") {
            log.append(detail.isEmpty ? selector : selector + " " + detail)
        }

        private func restyle(_ view: UIView) { DeclarationShapeTableProtocolsTests.restyle(view) }

        private static func cell(_ tableView: UITableView, _ indexPath: IndexPath) -> UITableViewCell {
            DeclarationShapeTableProtocolsTests.cell(tableView, indexPath)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            record("tableView(_:numberOfRowsInSection:)", "\(section)")
            return rows
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            record("tableView(_:cellForRowAt:)", "\(indexPath)")
            return Self.cell(tableView, indexPath)
        }
        func numberOfSections(in tableView: UITableView) -> Int {
            record("numberOfSections(in:)")
            return sections
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            record("tableView(_:titleForHeaderInSection:)", "\(section)")
            return "Header \(section)"
        }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            record("tableView(_:titleForFooterInSection:)", "\(section)")
            return "Footer \(section)"
        }
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            record("tableView(_:canEditRowAt:)", "\(indexPath)")
            return true
        }
        func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
            record("tableView(_:canMoveRowAt:)", "\(indexPath)")
            return true
        }
        func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            record("tableView(_:commit:forRowAt:)", "\(indexPath)")
        }
        func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            record("tableView(_:moveRowAt:to:)", "\(sourceIndexPath)")
        }
        func sectionIndexTitles(for tableView: UITableView) -> [String]? {
            record("sectionIndexTitles(for:)")
            return nil
        }
        func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
            record("tableView(_:sectionForSectionIndexTitle:at:)")
            return index
        }
        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            record("tableView(_:willDisplay:forRowAt:)", "\(indexPath)")
        }
        func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
            record("tableView(_:willDisplayHeaderView:forSection:)", "\(section)")
            restyle(view)
        }
        func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
            record("tableView(_:willDisplayFooterView:forSection:)", "\(section)")
        }
        func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
        {
            record("tableView(_:didEndDisplaying:forRowAt:)", "\(indexPath)")
        }
        func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
            record("tableView(_:didEndDisplayingHeaderView:forSection:)", "\(section)")
        }
        func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
            record("tableView(_:didEndDisplayingFooterView:forSection:)", "\(section)")
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            record("tableView(_:heightForRowAt:)", "\(indexPath)")
            return tableView.rowHeight
        }
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
            record("tableView(_:heightForHeaderInSection:)", "\(section)")
            return tableView.sectionHeaderHeight
        }
        func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
            record("tableView(_:heightForFooterInSection:)", "\(section)")
            return tableView.sectionFooterHeight
        }
        func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            record("tableView(_:estimatedHeightForRowAt:)", "\(indexPath)")
            return tableView.estimatedRowHeight
        }
        func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
            record("tableView(_:estimatedHeightForHeaderInSection:)", "\(section)")
            return tableView.estimatedSectionHeaderHeight
        }
        func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
            record("tableView(_:estimatedHeightForFooterInSection:)", "\(section)")
            return tableView.estimatedSectionFooterHeight
        }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            record("tableView(_:viewForHeaderInSection:)", "\(section)")
            return nil
        }
        func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
            record("tableView(_:viewForFooterInSection:)", "\(section)")
            return nil
        }
        func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
            record("tableView(_:accessoryButtonTappedForRowWith:)", "\(indexPath)")
        }
        func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
            record("tableView(_:shouldHighlightRowAt:)", "\(indexPath)")
            return true
        }
        func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
            record("tableView(_:didHighlightRowAt:)", "\(indexPath)")
        }
        func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
            record("tableView(_:didUnhighlightRowAt:)", "\(indexPath)")
        }
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            record("tableView(_:willSelectRowAt:)", "\(indexPath)")
            return indexPath
        }
        func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
            record("tableView(_:willDeselectRowAt:)", "\(indexPath)")
            return indexPath
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            record("tableView(_:didSelectRowAt:)", "\(indexPath)")
        }
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            record("tableView(_:didDeselectRowAt:)", "\(indexPath)")
        }
        func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
            record("tableView(_:canPerformPrimaryActionForRowAt:)", "\(indexPath)")
            return true
        }
        func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
            record("tableView(_:performPrimaryActionForRowAt:)", "\(indexPath)")
        }
        func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
            -> UITableViewCell.EditingStyle
        {
            record("tableView(_:editingStyleForRowAt:)", "\(indexPath)")
            return .delete
        }
        func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
            -> String?
        {
            record("tableView(_:titleForDeleteConfirmationButtonForRowAt:)", "\(indexPath)")
            return nil
        }
        func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
            record("tableView(_:editActionsForRowAt:)", "\(indexPath)")
            return nil
        }
        func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration?
        {
            record("tableView(_:leadingSwipeActionsConfigurationForRowAt:)", "\(indexPath)")
            return nil
        }
        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration?
        {
            record("tableView(_:trailingSwipeActionsConfigurationForRowAt:)", "\(indexPath)")
            return nil
        }
        func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
            record("tableView(_:shouldIndentWhileEditingRowAt:)", "\(indexPath)")
            return true
        }
        func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
            record("tableView(_:willBeginEditingRowAt:)", "\(indexPath)")
        }
        func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
            record("tableView(_:didEndEditingRowAt:)")
        }
        func tableView(
            _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
            toProposedIndexPath proposedDestinationIndexPath: IndexPath
        ) -> IndexPath {
            record("tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)", "\(sourceIndexPath)")
            return proposedDestinationIndexPath
        }
        func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
            record("tableView(_:indentationLevelForRowAt:)", "\(indexPath)")
            return indexPath.row
        }
        func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
            record("tableView(_:shouldShowMenuForRowAt:)", "\(indexPath)")
            return true
        }
        func tableView(
            _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
            withSender sender: Any?
        ) -> Bool {
            record("tableView(_:canPerformAction:forRowAt:withSender:)", "\(indexPath)")
            return true
        }
        func tableView(
            _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
            withSender sender: Any?
        ) {
            record("tableView(_:performAction:forRowAt:withSender:)", "\(indexPath)")
        }
        func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
            record("tableView(_:canFocusRowAt:)", "\(indexPath)")
            return true
        }
        func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool {
            record("tableView(_:shouldUpdateFocusIn:)")
            return true
        }
        func tableView(
            _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
            with coordinator: UIFocusAnimationCoordinator
        ) {
            record("tableView(_:didUpdateFocusIn:with:)")
        }
        func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
            record("indexPathForPreferredFocusedView(in:)")
            return nil
        }
        func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
            record("tableView(_:selectionFollowsFocusForRowAt:)", "\(indexPath)")
            return true
        }
        func tableView(
            _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
            with context: any UISpringLoadedInteractionContext
        ) -> Bool {
            record("tableView(_:shouldSpringLoadRowAt:with:)", "\(indexPath)")
            return true
        }
        func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
        {
            record("tableView(_:shouldBeginMultipleSelectionInteractionAt:)", "\(indexPath)")
            return true
        }
        func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
            record("tableView(_:didBeginMultipleSelectionInteractionAt:)", "\(indexPath)")
        }
        func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
            record("tableViewDidEndMultipleSelectionInteraction(_:)")
        }
        func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
            -> UIContextMenuConfiguration?
        {
            record("tableView(_:contextMenuConfigurationForRowAt:point:)", "\(indexPath)")
            return nil
        }
    }

    private func callEveryMethod(_ subject: any UITableViewDataSource & UITableViewDelegate, table: UITableView) {
        _ = subject.tableView(table, numberOfRowsInSection: 1)
        _ = subject.tableView(table, cellForRowAt: IndexPath(row: 1, section: 0))
        _ = subject.numberOfSections(in: table)
        _ = subject.tableView(table, titleForHeaderInSection: 1)
        _ = subject.tableView(table, titleForFooterInSection: 1)
        _ = subject.tableView(table, canEditRowAt: IndexPath(row: 1, section: 0))
        _ = subject.tableView(table, canMoveRowAt: IndexPath(row: 1, section: 0))
        _ = subject.tableView(table, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
        _ = subject.tableView(table, moveRowAt: IndexPath(row: 1, section: 0), to: IndexPath(row: 1, section: 0))
        _ = subject.sectionIndexTitles(for: table)
        _ = subject.tableView(table, sectionForSectionIndexTitle: "B", at: 1)
        _ = subject.tableView(table, willDisplay: UITableViewCell(), forRowAt: IndexPath(row: 1, section: 0))
        _ = subject.tableView(table, willDisplayHeaderView: UIView(), forSection: 1)
        _ = subject.tableView(table, willDisplayFooterView: UIView(), forSection: 1)
        _ = subject.tableView(table, didEndDisplaying: UITableViewCell(), forRowAt: IndexPath(row: 1, section: 0))
        _ = subject.tableView(table, didEndDisplayingHeaderView: UIView(), forSection: 1)
        _ = subject.tableView(table, didEndDisplayingFooterView: UIView(), forSection: 1)
        _ = subject.tableView(table, heightForRowAt: IndexPath(row: 1, section: 0))
        _ = subject.tableView(table, heightForHeaderInSection: 1)
        _ = subject.tableView(table, heightForFooterInSection: 1)
        _ = subject.tableView(table, estimatedHeightForRowAt: IndexPath(row: 1, section: 0))
        _ = subject.tableView(table, estimatedHeightForHeaderInSection: 1)
        _ = subject.tableView(table, estimatedHeightForFooterInSection: 1)
        _ = subject.tableView(table, viewForHeaderInSection: 1)
        _ = subject.tableView(table, viewForFooterInSection: 1)
        _ = subject.tableView(table, accessoryButtonTappedForRowWith: IndexPath(row: 1, section: 0))
        _ = subject.tableView(table, shouldHighlightRowAt: IndexPath(row: 1, section: 0))
        _ = subject.tableView(table, didHighlightRowAt: IndexPath(row: 1, section: 0))
        _ = subject.tableView(table, didUnhighlightRowAt: IndexPath(row: 1, section: 0))
        _ = subject.tableView(table, willSelectRowAt: IndexPath(row: 1, section: 0))
        _ = subject.tableView(table, willDeselectRowAt: IndexPath(row: 1, section: 0))
        _ = subject.tableView(table, didSelectRowAt: IndexPath(row: 1, section: 0))
        _ = subject.tableView(table, didDeselectRowAt: IndexPath(row: 1, section: 0))
        _ = subject.tableView(table, canPerformPrimaryActionForRowAt: IndexPath(row: 1, section: 0))
        _ = subject.tableView(table, performPrimaryActionForRowAt: IndexPath(row: 1, section: 0))
        _ = subject.tableView(table, editingStyleForRowAt: IndexPath(row: 1, section: 0))
        _ = subject.tableView(table, titleForDeleteConfirmationButtonForRowAt: IndexPath(row: 1, section: 0))
        _ = subject.tableView(table, editActionsForRowAt: IndexPath(row: 1, section: 0))
        _ = subject.tableView(table, leadingSwipeActionsConfigurationForRowAt: IndexPath(row: 1, section: 0))
        _ = subject.tableView(table, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 1, section: 0))
        _ = subject.tableView(table, shouldIndentWhileEditingRowAt: IndexPath(row: 1, section: 0))
        _ = subject.tableView(table, willBeginEditingRowAt: IndexPath(row: 1, section: 0))
        _ = subject.tableView(table, didEndEditingRowAt: nil)
        _ = subject.tableView(
            table, targetIndexPathForMoveFromRowAt: IndexPath(row: 1, section: 0),
            toProposedIndexPath: IndexPath(row: 1, section: 0))
        _ = subject.tableView(table, indentationLevelForRowAt: IndexPath(row: 1, section: 0))
        _ = subject.tableView(table, shouldShowMenuForRowAt: IndexPath(row: 1, section: 0))
        _ = subject.tableView(
            table, canPerformAction: "copy:", forRowAt: IndexPath(row: 1, section: 0), withSender: nil)
        _ = subject.tableView(table, performAction: "copy:", forRowAt: IndexPath(row: 1, section: 0), withSender: nil)
        _ = subject.tableView(table, canFocusRowAt: IndexPath(row: 1, section: 0))
        _ = subject.tableView(table, shouldUpdateFocusIn: UITableViewFocusUpdateContext())
        _ = subject.tableView(
            table, didUpdateFocusIn: UITableViewFocusUpdateContext(), with: UIFocusAnimationCoordinator())
        _ = subject.indexPathForPreferredFocusedView(in: table)
        _ = subject.tableView(table, selectionFollowsFocusForRowAt: IndexPath(row: 1, section: 0))
        _ = subject.tableView(table, shouldSpringLoadRowAt: IndexPath(row: 1, section: 0), with: SpringContext())
        _ = subject.tableView(table, shouldBeginMultipleSelectionInteractionAt: IndexPath(row: 1, section: 0))
        _ = subject.tableView(table, didBeginMultipleSelectionInteractionAt: IndexPath(row: 1, section: 0))
        _ = subject.tableViewDidEndMultipleSelectionInteraction(table)
        _ = subject.tableView(table, contextMenuConfigurationForRowAt: IndexPath(row: 1, section: 0), point: .zero)
    }

    func testEveryMethodIsAProtocolRequirementTheControllerAndAPlainDelegateAnswer() {
        let controller = EveryMethodController(style: .plain)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        callEveryMethod(controller, table: table)
        XCTAssertEqual(Self.selectors(controller.log), Self.everyMethod)
        let plain = EveryMethodDelegate()
        callEveryMethod(plain, table: table)
        XCTAssertEqual(Self.selectors(plain.log), Self.everyMethod)
    }

    /// What the table asks while it lays out: a cell's indentation level before `willDisplay`, every row in
    /// order, then each header and footer once it is configured.
    private func displayed(_ log: [String]) -> [String] {
        log.filter { $0.contains("willDisplay") || $0.contains("indentationLevel") || $0.contains("didEndDisplaying") }
    }

    private static let firstLayout = [
        "tableView(_:indentationLevelForRowAt:) [0, 0]", "tableView(_:willDisplay:forRowAt:) [0, 0]",
        "tableView(_:indentationLevelForRowAt:) [0, 1]", "tableView(_:willDisplay:forRowAt:) [0, 1]",
        "tableView(_:indentationLevelForRowAt:) [0, 2]", "tableView(_:willDisplay:forRowAt:) [0, 2]",
        "tableView(_:indentationLevelForRowAt:) [1, 0]", "tableView(_:willDisplay:forRowAt:) [1, 0]",
        "tableView(_:indentationLevelForRowAt:) [1, 1]", "tableView(_:willDisplay:forRowAt:) [1, 1]",
        "tableView(_:indentationLevelForRowAt:) [1, 2]", "tableView(_:willDisplay:forRowAt:) [1, 2]",
        "tableView(_:willDisplayHeaderView:forSection:) 0", "tableView(_:willDisplayFooterView:forSection:) 0",
        "tableView(_:willDisplayHeaderView:forSection:) 1", "tableView(_:willDisplayFooterView:forSection:) 1",
    ]

    func testLayoutTellsTheControllerWhatItDisplaysInOrder() throws {
        let controller = EveryMethodController(style: .plain)
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
        controller.view.layoutIfNeeded()
        XCTAssertEqual(displayed(controller.log), Self.firstLayout)
        XCTAssertEqual(controller.headerTextsAtWillDisplay, ["Header 0", "Header 1"])
        let table = try XCTUnwrap(controller.tableView)
        XCTAssertEqual(table.headerView(forSection: 0)?.textLabel?.textColor, .systemRed, "restyled and kept")
        XCTAssertEqual(
            (0..<3).map { table.cellForRow(at: IndexPath(row: $0, section: 1))?.indentationLevel }, [0, 1, 2],
            "the delegate's indentation level reaches the cell")

        controller.log.removeAll()
        table.reloadData()
        XCTAssertEqual(
            displayed(controller.log).filter { $0.contains("HeaderView") || $0.contains("FooterView") }.sorted(),
            [
                "tableView(_:didEndDisplayingFooterView:forSection:) 0",
                "tableView(_:didEndDisplayingFooterView:forSection:) 1",
                "tableView(_:didEndDisplayingHeaderView:forSection:) 0",
                "tableView(_:didEndDisplayingHeaderView:forSection:) 1",
            ], "a reload ends the display of the section views")
        table.layoutIfNeeded()
        XCTAssertEqual(
            displayed(controller.log).filter { $0.contains("willDisplayHeaderView") },
            ["tableView(_:willDisplayHeaderView:forSection:) 0", "tableView(_:willDisplayHeaderView:forSection:) 1"])
    }

    func testAPlainDelegateHearsTheSameAsTheController() {
        let delegate = EveryMethodDelegate()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        table.rowHeight = 44
        table.sectionHeaderHeight = 28
        table.sectionFooterHeight = 28
        table.estimatedRowHeight = 44
        table.estimatedSectionHeaderHeight = 28
        table.estimatedSectionFooterHeight = 28
        table.dataSource = delegate
        table.delegate = delegate
        table.layoutIfNeeded()
        XCTAssertEqual(displayed(delegate.log), Self.firstLayout)
        XCTAssertEqual(table.headerView(forSection: 1)?.textLabel?.textColor, .systemRed)
    }

    func testScrollingAwayEndsTheDisplayOfRowsAndHeaders() throws {
        let controller = EveryMethodController(style: .plain)
        controller.rows = 30
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
        controller.view.layoutIfNeeded()
        let table = try XCTUnwrap(controller.tableView)
        controller.log.removeAll()
        table.contentOffset = CGPoint(x: 0, y: table.rectForHeader(inSection: 1).maxY + 600)
        table.layoutIfNeeded()
        let ended = displayed(controller.log).filter { $0.contains("didEndDisplaying") }
        XCTAssertTrue(ended.contains("tableView(_:didEndDisplaying:forRowAt:) [0, 0]"), "\(ended)")
        XCTAssertTrue(ended.contains("tableView(_:didEndDisplayingHeaderView:forSection:) 0"), "\(ended)")
    }

    /// UIKit: selecting or deselecting a row in code calls neither the will- nor the did- methods.
    func testSelectingInCodeDoesNotCallTheDelegate() {
        let controller = EveryMethodController(style: .plain)
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
        controller.view.layoutIfNeeded()
        controller.log.removeAll()
        controller.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        controller.tableView.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        XCTAssertEqual(controller.log.filter { $0.contains("Select") || $0.contains("Highlight") }, [])
        XCTAssertNil(controller.tableView.indexPathForSelectedRow)
    }

    func testDefaultsAreUIKits() {
        final class Bare: NSObject, UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell()
            }
        }
        let bare = Bare()
        let table = UITableView(frame: .zero, style: .plain)
        let row = IndexPath(row: 2, section: 1)
        XCTAssertEqual(bare.tableView(table, willSelectRowAt: row), row)
        XCTAssertEqual(bare.tableView(table, willDeselectRowAt: row), row)
        XCTAssertTrue(bare.tableView(table, shouldHighlightRowAt: row))
        XCTAssertEqual(bare.tableView(table, indentationLevelForRowAt: row), 0)
        XCTAssertEqual(
            bare.tableView(
                table, targetIndexPathForMoveFromRowAt: row, toProposedIndexPath: IndexPath(row: 0, section: 0)),
            IndexPath(row: 0, section: 0))
        XCTAssertTrue(bare.tableView(table, canPerformPrimaryActionForRowAt: row))
        table.isEditing = true
        XCTAssertFalse(bare.tableView(table, canPerformPrimaryActionForRowAt: row), "not while editing")
        XCTAssertFalse(bare.tableView(table, selectionFollowsFocusForRowAt: row))
        table.selectionFollowsFocus = true
        XCTAssertTrue(bare.tableView(table, selectionFollowsFocusForRowAt: row), "the table's property")
        table.estimatedSectionHeaderHeight = 31
        XCTAssertEqual(bare.tableView(table, estimatedHeightForHeaderInSection: 0), 31)
        XCTAssertNil(bare.sectionIndexTitles(for: table))
        XCTAssertNil(bare.tableView(table, titleForDeleteConfirmationButtonForRowAt: row))
        XCTAssertNil(bare.tableView(table, trailingSwipeActionsConfigurationForRowAt: row))
        XCTAssertNil(bare.tableView(table, contextMenuConfigurationForRowAt: row, point: .zero))
        XCTAssertFalse(bare.tableView(table, shouldBeginMultipleSelectionInteractionAt: row))
    }
}
