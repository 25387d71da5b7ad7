import Foundation

/// Pages of view controllers. At rest one page (two for a mid spine) fills the controller's view, as
/// on a device between swipes; `setViewControllers` changes pages at once. The page indicator that
/// UIKit adds for a scrolling data source giving a `presentationCount` is not drawn yet: a snapshot
/// showing one fails with that reason.
open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable {
        case pageCurl = 0
        case scroll = 1
    }

    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    public enum NavigationDirection: Int, Sendable {
        case forward = 0
        case reverse = 1
    }

    public enum SpineLocation: Int, Sendable {
        case none = 0
        case min = 1
        case mid = 2
        case max = 3
    }

    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    private let transitionStyleStorage: TransitionStyle
    private let navigationOrientationStorage: NavigationOrientation
    private var spineLocationStorage: SpineLocation
    open var transitionStyle: TransitionStyle { transitionStyleStorage }
    open var navigationOrientation: NavigationOrientation { navigationOrientationStorage }
    /// Scrolling pages have no spine; curling ones default to the left edge, as in UIKit.
    open var spineLocation: SpineLocation { spineLocationStorage }
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    open weak var delegate: (any UIPageViewControllerDelegate)?
    open var isDoubleSided = false
    open private(set) var viewControllers: [UIViewController]?

    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyleStorage = style
        navigationOrientationStorage = navigationOrientation
        let requested = (options?[.spineLocation] as? NSNumber).flatMap { SpineLocation(rawValue: $0.intValue) }
        spineLocationStorage = style == .scroll ? .none : requested ?? .min
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        transitionStyleStorage = .pageCurl
        navigationOrientationStorage = .horizontal
        spineLocationStorage = .min
        super.init(coder: coder)
    }

    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        let expected = spineLocation == .mid ? 2 : 1
        if let viewControllers, viewControllers.count != expected {
            preconditionFailure(
                "UIPageViewController: the number of view controllers provided (\(viewControllers.count)) doesn't "
                    + "match the number required (\(expected)) for the requested spine location")
        }
        for old in self.viewControllers ?? [] {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        self.viewControllers = viewControllers
        if isViewLoaded { installPages() }
        completion?(true)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        installPages()
    }

    /// The pages side by side (a mid spine) or alone, filling the view.
    private func installPages() {
        let pages = viewControllers ?? []
        for (index, page) in pages.enumerated() {
            if page.parent !== self { addChild(page) }
            let pageView: UIView = page.view
            pageView.translatesAutoresizingMaskIntoConstraints = true
            let bounds = view.bounds
            if pages.count == 2 {
                pageView.frame = CGRect(
                    x: bounds.width / 2 * CGFloat(index), y: 0, width: bounds.width / 2, height: bounds.height)
                pageView.autoresizingMask = [
                    .flexibleWidth, .flexibleHeight, index == 0 ? .flexibleRightMargin : .flexibleLeftMargin,
                ]
            } else {
                pageView.frame = bounds
                pageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            }
            if pageView.superview !== view { view.addSubview(pageView) }
            page.didMove(toParent: self)
        }
    }

    /// Whether UIKit would add its page indicator: a scrolling controller whose data source counts pages.
    var showsBuiltInPageIndicator: Bool {
        guard transitionStyle == .scroll, let dataSource else { return false }
        return dataSource.presentationCount(for: self) > 0
    }

    override var viewDrawingProblem: String? {
        guard showsBuiltInPageIndicator else { return super.viewDrawingProblem }
        return "belongs to a UIPageViewController whose data source counts pages: its page indicator is not drawn yet"
    }
}

/// UIKit's optional methods become requirements whose defaults answer as if absent: no page indicator.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Transition callbacks; nothing swipes here, so they are only called by client code.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
}
