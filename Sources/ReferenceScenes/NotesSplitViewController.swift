import OpenUIKit

/// A notes app's root as iOS 14+ apps build it: a double-column split view controller with the list of notes in
/// the primary column and the first note in the secondary one, both wrapped in navigation controllers by the split
/// view controller. The list keeps its column in portrait too (`.oneBesideSecondary`, tiled), and with no swipe
/// to hide it there is no sidebar button. On a compact screen the app shows the list, as notes and mail apps do
/// on iPhone, by answering the collapse question with the primary column.
final class NotesSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
    struct Note {
        var title: String
        var date: String
        var body: String
    }

    static let notes = [
        Note(
            title: "Trip to Kyoto", date: "Yesterday",
            body: "Arrive at Kyoto Station at 10:12, leave the bags at the hotel, then walk up to Kiyomizu-dera "
                + "before the crowds. Lunch near Nishiki Market; the evening is free for Gion."),
        Note(
            title: "Groceries", date: "Monday",
            body: "Oat milk, eggs, two lemons, basil, rice, tofu, miso paste, coffee beans, dish soap."),
        Note(
            title: "Book club picks", date: "Sunday",
            body: "The Left Hand of Darkness; Piranesi; A Psalm for the Wild-Built. Vote closes on Friday."),
        Note(
            title: "Bike repair", date: "12/11/2026",
            body: "Rear brake pads worn, chain needs oil, front tyre at 3.5 bar. Shop opens at 9."),
        Note(
            title: "Gift ideas", date: "05/11/2026",
            body: "A fountain pen for Sam, a ceramics class for Lea, seeds and a trowel for Grandma."),
        Note(
            title: "Meeting notes", date: "28/10/2026",
            body: "Ship the beta on the 14th. Ana owns the release notes; Tom checks the crash reports daily."),
    ]

    init() {
        super.init(style: .doubleColumn)
        delegate = self
        preferredDisplayMode = .oneBesideSecondary
        preferredSplitBehavior = .tile
        presentsWithGesture = false
        setViewController(NotesListViewController(notes: Self.notes), for: .primary)
        setViewController(NoteDetailViewController(note: Self.notes[0]), for: .secondary)
        viewController(for: .primary)?.navigationController?.navigationBar.prefersLargeTitles = true
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        .primary
    }
}

/// The list of notes: a plain table of subtitle cells, the date before the first words of the note.
final class NotesListViewController: UITableViewController {
    private let notes: [NotesSplitViewController.Note]

    init(notes: [NotesSplitViewController.Note]) {
        self.notes = notes
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        clearsSelectionOnViewWillAppear = false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
    }

    /// Beside the open note the list shows which one it is; collapsed, the list stands alone with nothing selected.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if splitViewController?.isCollapsed == false {
            tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        let note = notes[indexPath.row]
        var content = UIListContentConfiguration.subtitleCell()
        content.text = note.title
        content.textProperties.font = .preferredFont(forTextStyle: .headline)
        content.secondaryText = "\(note.date)  \(note.body)"
        content.secondaryTextProperties.numberOfLines = 1
        cell.contentConfiguration = content
        return cell
    }
}

/// One note: its title in the navigation bar, the date and the text within the readable width.
final class NoteDetailViewController: UIViewController {
    private let note: NotesSplitViewController.Note

    init(note: NotesSplitViewController.Note) {
        self.note = note
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = note.title
        navigationItem.largeTitleDisplayMode = .never
        view.backgroundColor = .systemBackground
        let date = UILabel()
        date.text = note.date
        date.font = .preferredFont(forTextStyle: .footnote)
        date.adjustsFontForContentSizeCategory = true
        date.textColor = .secondaryLabel
        date.textAlignment = .center
        let body = UILabel()
        body.text = note.body
        body.font = .preferredFont(forTextStyle: .body)
        body.adjustsFontForContentSizeCategory = true
        body.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [date, body])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        let guide = view.readableContentGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
    }
}
