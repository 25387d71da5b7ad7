import OpenUIKit

/// The seed screens as apps ship them, inside navigation and tab bar controllers (issue 15).
enum ContainerScenes {
    /// Seed 000's readable grid under a navigation bar with a large title.
    static func readableGridInNavigation() -> UIViewController {
        let grid = ReadableCollectionViewController()
        grid.title = "Readable Grid"
        let navigation = UINavigationController(rootViewController: grid)
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }

    /// Seed 000's section-inset grid as the first of three tabs; the second tab has a badge.
    static func sectionInsetInTabs() -> UIViewController {
        let grid = SectionInsetCollectionViewController()
        grid.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
        let recents = UIViewController()
        recents.tabBarItem = UITabBarItem(tabBarSystemItem: .history, tag: 1)
        recents.tabBarItem.badgeValue = "3"
        let more = UIViewController()
        more.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 2)
        let tabs = UITabBarController()
        tabs.viewControllers = [grid, recents, more]
        return tabs
    }

    /// A library screen with a chapter pushed on it (back button titled "Library") and a toolbar.
    static func pushedWithToolbar() -> UIViewController {
        let library = UIViewController()
        library.title = "Library"
        let navigation = UINavigationController(rootViewController: library)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.pushViewController(ChapterViewController(), animated: false)
        navigation.isToolbarHidden = false
        // The material at the scroll edge too, as for the chapter's navigation bar.
        navigation.toolbar.scrollEdgeAppearance = UIToolbarAppearance()
        return navigation
    }
}
