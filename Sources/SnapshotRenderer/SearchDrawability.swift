import Foundation
import OpenUIKit

/// Search states the renderer cannot draw faithfully fail the snapshot with a reason.
enum SearchDrawability {
    static func check(_ view: UIView) throws(RenderError) {
        if let bar = view as? UISearchBar, let controller = bar.searchController, controller.isActive {
            throw RenderError.naming(
                view,
                "belongs to an active UISearchController, whose presentation over the content (dimming, results "
                    + "controller, moved search bar) is not drawn yet: snapshot it with isActive = false")
        }
        if let bar = view as? UINavigationBar, let item = bar.topItem, item.searchController != nil,
            item.searchBarPlacement == .inline
        {
            throw RenderError.naming(
                view, "shows a search bar with preferredSearchBarPlacement .inline, which is not drawn yet")
        }
    }
}
