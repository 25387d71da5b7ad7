import UIKit

/// A navigation controller that lets its top controller choose the status bar style and gives every pushed
/// controller a plain back button: the two overrides apps write most on `UINavigationController`.
public final class ThemedNavigationController: UINavigationController {
    public override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        navigationBar.prefersLargeTitles = true
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public override var childForStatusBarStyle: UIViewController? { topViewController }

    public override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        topViewController?.navigationItem.backButtonTitle = ""
        super.pushViewController(viewController, animated: animated)
    }
}

/// A content controller with a light status bar, as a dark hero screen has.
public final class HeroViewController: BaseViewController {
    public override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}
