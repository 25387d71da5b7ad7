import UIKit

/// A feed as apps write one: a table controller with pull to refresh, embedded in a page controller
/// beside a second page.
public final class FeedViewController: UITableViewController {
    public private(set) var reloads = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        let refresh = UIRefreshControl()
        refresh.addTarget(self, action: Selector("reload"), for: .valueChanged)
        refreshControl = refresh
    }

    public func reload() {
        refreshControl?.beginRefreshing()
        reloads += 1
        refreshControl?.endRefreshing()
    }

    @MainActor
    public static func pages() -> UIPageViewController {
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.setViewControllers([FeedViewController(style: .plain)], direction: .forward, animated: false)
        return pages
    }
}
