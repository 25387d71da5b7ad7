import Foundation

extension UITableView {
    /// Asks the data source and delegate about a row's editing before the cell edits, as UIKit does: a row the
    /// data source cannot edit shows no control and does not indent (choice: UIKit leaves such a row out of
    /// editing; here the cell still hears `setEditing(_:animated:)`), an editable row shows the delegate's style.
    func prepareEditing(of cell: UITableViewCell, at indexPath: IndexPath) {
        let delegate = self.delegate as? UITableViewDelegate
        let editable = dataSource?.tableView(self, canEditRowAt: indexPath) ?? true
        var editing = TableCellEditing()
        editing.style = editable ? delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete : .none
        editing.indents = editable && (delegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true)
        editing.canMove = dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
        cell.tableEditing = editing
    }
}
