import OpenUIKit

/// Issue 16's readable list: a plain table of long paragraphs, with `cellLayoutMarginsFollowReadableWidth`
/// on or off (the articles' "with and without" captures, for tables). The issue puts it in a navigation
/// controller; navigation bars are not in the tree yet, so the table is the screen's root view for now.
final class ReadableTableViewController: UITableViewController {
    private let followsReadableWidth: Bool
    private let paragraphs = SampleText.essay.split(separator: "\n\n").map(String.init)

    init(followsReadableWidth: Bool) {
        self.followsReadableWidth = followsReadableWidth
        super.init(style: .plain)
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
