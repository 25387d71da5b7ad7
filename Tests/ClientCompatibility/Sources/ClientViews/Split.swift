import UIKit

/// A mail app's root as iOS 14+ apps build it: mailboxes in a sidebar, the messages of one mailbox beside them and
/// the open message in the secondary column. On a phone it shows the messages, above the mailboxes.
public final class MailSplitCoordinator: NSObject, UISplitViewControllerDelegate {
    public let splitViewController = UISplitViewController(style: .tripleColumn)
    public let mailboxes = MailboxTableViewController(style: .insetGrouped)
    public let messages = MessagesViewController(style: .plain)
    public private(set) var proposedColumns: [UISplitViewController.Column] = []

    public override init() {
        super.init()
        splitViewController.delegate = self
        splitViewController.primaryBackgroundStyle = .sidebar
        splitViewController.preferredDisplayMode = .twoBesideSecondary
        splitViewController.preferredSplitBehavior = .tile
        splitViewController.preferredPrimaryColumnWidthFraction = 0.25
        splitViewController.minimumPrimaryColumnWidth = 240
        splitViewController.maximumPrimaryColumnWidth = 300
        splitViewController.preferredSupplementaryColumnWidth = 360
        splitViewController.showsSecondaryOnlyButton = false
        splitViewController.displayModeButtonVisibility = .never
        splitViewController.setViewController(mailboxes, for: .primary)
        splitViewController.setViewController(messages, for: .supplementary)
        splitViewController.setViewController(MessageViewController(subject: "Welcome"), for: .secondary)
    }

    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        proposedColumns.append(proposedTopColumn)
        return .supplementary
    }

    public func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {}

    /// The classic (iOS 8–13) way: a master navigation controller and a detail controller, kept apart when
    /// collapsed so that the phone shows the master list.
    public static func classic(delegate: any UISplitViewControllerDelegate) -> UISplitViewController {
        let split = UISplitViewController()
        let master = UINavigationController(rootViewController: MessagesViewController(style: .plain))
        let detail = UINavigationController(rootViewController: MessageViewController(subject: ""))
        split.viewControllers = [master, detail]
        split.preferredDisplayMode = .allVisible
        split.delegate = delegate
        return split
    }
}

public final class ClassicSplitDelegate: UISplitViewControllerDelegate {
    public init() {}

    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        true
    }
}

public final class MailboxTableViewController: UITableViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mailboxes"
        navigationController?.navigationBar.prefersLargeTitles = true
    }
}

public final class MessagesViewController: UITableViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
    }

    /// Opening a message: the secondary column shows it, pushed on the stack when collapsed.
    public func open(subject: String) {
        guard let split = splitViewController else { return }
        split.setViewController(MessageViewController(subject: subject), for: .secondary)
        if split.isCollapsed { split.show(.secondary) }
    }
}

public final class MessageViewController: UIViewController {
    private let subject: String

    public init(subject: String) {
        self.subject = subject
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = subject
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never
    }
}
