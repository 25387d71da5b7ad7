// swift-format-ignore-file
// (The article's code, kept as its author wrote it.)
import OpenUIKit

// Seed 001: long text in a scroll view. The article shows the body of the set-up: a content view
// pinned to the scroll view's content layout guide on four sides and to its frame layout guide on
// leading and trailing, and a label inside it pinned to the content view's readable content guide.
// The scroll view itself fills the root view (the article's captures show it full screen).
final class ReadableScrollViewController: UIViewController {
    /// How the label's leading and trailing edges are pinned: the article's code, its "without"
    /// capture, and its Interface Builder recipe.
    enum LabelPinning {
        case readableContentGuide
        case layoutMargins
        case contentViewFollowsReadableWidth
    }

    private let text: String
    private let pinning: LabelPinning

    init(text: String, pinning: LabelPinning) {
        self.text = text
        self.pinning = pinning
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])

        // From here on, the article's code (the Interface Builder recipe's content view follows the
        // readable width; see ReadableWidthFollowingView).
        let contentView = pinning == .contentViewFollowsReadableWidth ? ReadableWidthFollowingView() : UIView()

        scrollView.addSubview(contentView)
        contentView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            contentView.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor),
        ])

        let label = UILabel()
        label.text = text
        label.numberOfLines = 0
        contentView.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        switch pinning {
        case .readableContentGuide:
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                label.leadingAnchor.constraint(equalTo: contentView.readableContentGuide.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: contentView.readableContentGuide.trailingAnchor),
            ])
        case .layoutMargins:
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            ])
        case .contentViewFollowsReadableWidth:
            // The label pinned to its superview's margins ("Relative to margin"), which follow the
            // readable width.
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            ])
        }
    }
}

/// Interface Builder's "Follow Readable Width" check box: the view's layout margins follow its readable
/// content guide. UIKit has no public property for it, so this view does it the way code usually
/// does: its left and right margins are set to the readable guide's edges whenever it lays out. The
/// readable guide is narrower than or equal to the margins it starts from, so the margins settle after
/// one change.
final class ReadableWidthFollowingView: UIView {
    override func layoutSubviews() {
        insetsLayoutMarginsFromSafeArea = false
        let readable = readableContentGuide.layoutFrame
        let left = readable.minX - bounds.minX
        let right = bounds.maxX - readable.maxX
        if readable.width > 0, abs(layoutMargins.left - left) > 0.001 || abs(layoutMargins.right - right) > 0.001 {
            layoutMargins = UIEdgeInsets(top: layoutMargins.top, left: left, bottom: layoutMargins.bottom, right: right)
        }
        super.layoutSubviews()
    }
}
