import UIKit

/// The app's first screen: the tasks in a table, a footer counting what is left, and an Add button.
/// Built in code, but its outlets and actions keep the shape they had when it came from a storyboard.
class TaskListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    @IBOutlet var tableView: UITableView!
    @IBOutlet weak var footerLabel: UILabel!
    @IBOutlet weak var clearButton: RoundedButton!

    private let store: TaskStore
    private var refreshTimer: Timer?
    /// How often the relative dates in the rows are brought up to date.
    static var refreshInterval: TimeInterval = 60
    /// How long "All tasks cleared" stays in the footer.
    static var messageDuration: TimeInterval = 3
    private(set) var refreshCount = 0
    private(set) var newestFirst = false
    private var showsRemaining = true

    init(store: TaskStore = .shared) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
        title = String(localized: "Tasks")
    }

    required init?(coder: NSCoder) {
        store = .shared
        super.init(coder: coder)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
        refreshTimer?.invalidate()
    }

    override func loadView() {
        let view = UIView()
        view.backgroundColor = .systemGroupedBackground

        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Task")
        view.addSubview(tableView)
        self.tableView = tableView

        let footerLabel = UILabel()
        footerLabel.translatesAutoresizingMaskIntoConstraints = false
        footerLabel.font = .preferredFont(forTextStyle: .footnote)
        footerLabel.textColor = .secondaryLabel
        footerLabel.adjustsFontForContentSizeCategory = true
        footerLabel.isUserInteractionEnabled = true
        footerLabel.addGestureRecognizer(
            UITapGestureRecognizer(target: self, action: #selector(footerTapped(_:))))
        view.addSubview(footerLabel)
        self.footerLabel = footerLabel

        let clearButton = RoundedButton(type: .custom)
        clearButton.translatesAutoresizingMaskIntoConstraints = false
        clearButton.setTitle(String(localized: "Clear All"), for: .normal)
        clearButton.fillColor = .systemRed
        clearButton.addTarget(self, action: #selector(clearAll(_:)), for: .touchUpInside)
        view.addSubview(clearButton)
        self.clearButton = clearButton

        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            footerLabel.topAnchor.constraint(equalTo: tableView.bottomAnchor, constant: 8),
            footerLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            clearButton.topAnchor.constraint(equalTo: footerLabel.bottomAnchor, constant: 12),
            clearButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            clearButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            clearButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -12),
        ])
        self.view = view
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add, target: self, action: #selector(addTapped))
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: String(localized: "Sort"), style: .plain, target: self, action: #selector(sortTapped(_:)))
        NotificationCenter.default.addObserver(
            self, selector: #selector(tasksDidChange(_:)), name: .tasksDidChange, object: store)
        NotificationCenter.default.addObserver(
            self, selector: #selector(contentSizeDidChange),
            name: UIContentSizeCategory.didChangeNotification, object: nil)
        updateFooter()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // A scheduled timer keeps its target: it runs only while the list is on screen.
        refreshTimer = Timer.scheduledTimer(
            timeInterval: Self.refreshInterval, target: self, selector: #selector(refreshDates(_:)),
            userInfo: nil, repeats: true)
    }

    // MARK: Actions

    @IBAction func addTapped() {
        let composer = ComposeViewController(store: store)
        navigationController?.pushViewController(composer, animated: true)
    }

    @IBAction func sortTapped(_ sender: Any) {
        newestFirst.toggle()
        tableView.reloadData()
    }

    @IBAction private func clearAll(_ sender: Any) {
        store.removeAll()
        footerLabel.text = String(localized: "All tasks cleared")
        NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(updateFooter), object: nil)
        perform(#selector(updateFooter), with: nil, afterDelay: Self.messageDuration)
    }

    @objc private func footerTapped(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        showsRemaining.toggle()
        updateFooter()
    }

    @objc private func tasksDidChange(_ notification: Notification) {
        tableView.reloadData()
        updateFooter()
    }

    @objc func contentSizeDidChange() {
        tableView.reloadData()
    }

    @objc func refreshDates(_ timer: Timer) {
        refreshCount += 1
        tableView.reloadData()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        refreshTimer?.invalidate()
        refreshTimer = nil
        NSObject.cancelPreviousPerformRequests(withTarget: self)
    }

    @objc private func updateFooter() {
        footerLabel.text = showsRemaining ? store.summary : String(localized: "\(store.count) tasks")
        clearButton.isEnabled = store.count > 0
    }

    private var sortedTasks: [TaskItem] {
        newestFirst ? store.tasks.sorted { $0.createdAt > $1.createdAt } : store.tasks
    }

    // MARK: UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sortedTasks.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Task", for: indexPath)
        let task = sortedTasks[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = task.title
        content.textProperties.color = task.isDone ? .secondaryLabel : .label
        cell.contentConfiguration = content
        cell.accessoryType = task.isDone ? .checkmark : .none
        return cell
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        store.toggle(sortedTasks[indexPath.row])
    }
}
