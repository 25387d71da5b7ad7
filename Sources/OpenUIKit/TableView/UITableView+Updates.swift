import Foundation

/// Row and section updates. A snapshot shows the state after an update, so each update reloads the table
/// rather than animating: the animation arguments are accepted and have no visible effect.
extension UITableView {
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Cells are configured again by reloading, which shows the same as UIKit's in-place reconfiguration (iOS 15).
    public func reconfigureRows(at indexPaths: [IndexPath]) { reloadData() }
    public func beginUpdates() {}
    public func endUpdates() { reloadData() }

    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        layoutIfNeeded()
        completion?(true)
    }
}
