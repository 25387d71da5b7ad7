import Foundation

/// Told to update the results when the search controller becomes active (here: `isActive = true`).
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}
