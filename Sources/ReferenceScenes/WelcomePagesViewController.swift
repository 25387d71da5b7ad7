import OpenUIKit

/// A welcome flow as apps build it: a scrolling `UIPageViewController` embedded as a child, its own
/// `UIPageControl` pinned above the bottom safe area (the data source does not count pages, so UIKit
/// adds no indicator of its own), and a Skip button in the top trailing corner. The second of three
/// pages is showing.
final class WelcomePagesViewController: UIViewController, UIPageViewControllerDataSource {
    private let pages: [FeaturePageViewController] = [
        FeaturePageViewController(
            symbol: "1", title: "Plan your week", text: "Drag tasks onto the days that suit you.", color: .systemBlue),
        FeaturePageViewController(
            symbol: "2", title: "Share with friends",
            text: "Invite anyone to a list and see their changes as they make them.", color: .systemGreen),
        FeaturePageViewController(
            symbol: "3", title: "Stay on track", text: "Gentle reminders, only when you want them.",
            color: .systemOrange),
    ]
    private let pageViewController = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    private let pageControl = UIPageControl()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        pageViewController.dataSource = self
        pageViewController.setViewControllers([pages[1]], direction: .forward, animated: false)
        addChild(pageViewController)
        pageViewController.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pageViewController.view)
        pageViewController.didMove(toParent: self)

        pageControl.numberOfPages = pages.count
        pageControl.currentPage = 1
        pageControl.currentPageIndicatorTintColor = .label
        pageControl.pageIndicatorTintColor = .tertiaryLabel
        pageControl.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pageControl)

        let skip = UIButton(type: .system)
        skip.setTitle("Skip", for: .normal)
        skip.titleLabel?.font = .preferredFont(forTextStyle: .body)
        skip.titleLabel?.adjustsFontForContentSizeCategory = true
        skip.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(skip)

        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            pageViewController.view.topAnchor.constraint(equalTo: view.topAnchor),
            pageViewController.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pageViewController.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            pageViewController.view.bottomAnchor.constraint(equalTo: pageControl.topAnchor),
            pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            pageControl.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
            skip.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
            skip.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else {
            return nil
        }
        return pages[index + 1]
    }
}

/// One page: a tinted circle with the step number, a title and a line of text, centred on the readable
/// content guide.
final class FeaturePageViewController: UIViewController {
    private let symbol: String
    private let heading: String
    private let text: String
    private let color: UIColor

    init(symbol: String, title: String, text: String, color: UIColor) {
        self.symbol = symbol
        self.heading = title
        self.text = text
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let badge = UILabel()
        badge.text = symbol
        badge.font = .systemFont(ofSize: 48, weight: .bold)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.backgroundColor = color
        badge.layer.cornerRadius = 56
        badge.clipsToBounds = true
        let title = UILabel()
        title.text = heading
        title.font = .preferredFont(forTextStyle: .title1)
        title.adjustsFontForContentSizeCategory = true
        title.textAlignment = .center
        title.numberOfLines = 0
        let body = UILabel()
        body.text = text
        body.font = .preferredFont(forTextStyle: .body)
        body.adjustsFontForContentSizeCategory = true
        body.textColor = .secondaryLabel
        body.textAlignment = .center
        body.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [badge, title, body])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 16
        stack.setCustomSpacing(28, after: badge)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        let guide = view.readableContentGuide
        NSLayoutConstraint.activate([
            badge.widthAnchor.constraint(equalToConstant: 112),
            badge.heightAnchor.constraint(equalToConstant: 112),
            stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            stack.topAnchor.constraint(greaterThanOrEqualTo: view.safeAreaLayoutGuide.topAnchor, constant: 44),
        ])
    }
}
