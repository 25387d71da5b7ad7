import UIKit

/// A tab bar controller set up in code: its tabs made in `viewDidLoad`, an opaque bar appearance, and a count of
/// the selections it hears.
public final class RoundedTabBarController: UITabBarController {
    public private(set) var selectionCount = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        tabBar.standardAppearance = appearance
        tabBar.scrollEdgeAppearance = appearance
        let home = BaseViewController()
        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        // The tab shows the navigation controller's item, not its root controller's, as in UIKit.
        let settings = ThemedNavigationController(rootViewController: BaseViewController())
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
        viewControllers = [home, settings]
    }

    public override var selectedIndex: Int {
        didSet { selectionCount += 1 }
    }

    public override var childForStatusBarStyle: UIViewController? { selectedViewController }
}
