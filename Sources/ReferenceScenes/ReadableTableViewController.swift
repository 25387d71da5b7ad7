import OpenUIKit

/// Issue 16's readable list: a plain table of long paragraphs, with `cellLayoutMarginsFollowReadableWidth`
/// on or off (the articles' "with and without" captures, for tables), in a navigation controller
/// (`ReadableTableViewController.inNavigation(followsReadableWidth:)`).
final class ReadableTableViewController: UITableViewController {
    static func inNavigation(followsReadableWidth: Bool) -> UIViewController {
        UINavigationController(
            rootViewController: ReadableTableViewController(followsReadableWidth: followsReadableWidth))
    }

    private let followsReadableWidth: Bool
    private let paragraphs = SampleText.essay.split(separator: "\n\n").map(String.init)

    init(followsReadableWidth: Bool) {
        self.followsReadableWidth = followsReadableWidth
        super.init(style: .plain)
        title = "Essay"
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.cellLayoutMarginsFollowReadableWidth = followsReadableWidth
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        paragraphs.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "paragraph")
            ?? UITableViewCell(style: .default, reuseIdentifier: "paragraph")
        cell.textLabel?.numberOfLines = 0
        cell.textLabel?.text = paragraphs[indexPath.row]
        return cell
    }
}
