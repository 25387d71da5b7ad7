import UIKit

/// Adds a task: a title field, a note, and a Save button that is enabled once there is a title. The
/// bottom of the form rises with the keyboard.
class ComposeViewController: UIViewController, UITextFieldDelegate {
    @IBOutlet weak var titleField: UITextField!
    @IBOutlet weak var hintLabel: UILabel!
    @IBOutlet weak var saveButton: RoundedButton!
    private var bottomConstraint: NSLayoutConstraint!

    @objc dynamic private(set) var isValid = false
    private let store: TaskStore
    private(set) var keyboardHeight: CGFloat = 0

    init(store: TaskStore) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
        title = String(localized: "New Task")
    }

    required init?(coder: NSCoder) {
        store = .shared
        super.init(coder: coder)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let titleField = UITextField()
        titleField.translatesAutoresizingMaskIntoConstraints = false
        titleField.borderStyle = .roundedRect
        titleField.placeholder = String(localized: "What needs doing?")
        titleField.returnKeyType = .done
        titleField.delegate = self
        titleField.addTarget(self, action: #selector(titleChanged(_:)), for: .editingChanged)
        view.addSubview(titleField)
        self.titleField = titleField

        let hintLabel = UILabel()
        hintLabel.translatesAutoresizingMaskIntoConstraints = false
        hintLabel.numberOfLines = 0
        hintLabel.font = .preferredFont(forTextStyle: .footnote)
        hintLabel.textColor = .secondaryLabel
        hintLabel.text = String(localized: "Tasks sync to your other devices.")
        view.addSubview(hintLabel)
        self.hintLabel = hintLabel

        let saveButton = RoundedButton(type: .custom)
        saveButton.translatesAutoresizingMaskIntoConstraints = false
        saveButton.setTitle(String(localized: "Save"), for: .normal)
        saveButton.isEnabled = false
        saveButton.addTarget(self, action: #selector(save), for: .touchUpInside)
        view.addSubview(saveButton)
        self.saveButton = saveButton

        bottomConstraint = saveButton.bottomAnchor.constraint(
            equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16)
        NSLayoutConstraint.activate([
            titleField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            titleField.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            titleField.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            hintLabel.topAnchor.constraint(equalTo: titleField.bottomAnchor, constant: 8),
            hintLabel.leadingAnchor.constraint(equalTo: titleField.leadingAnchor),
            hintLabel.trailingAnchor.constraint(equalTo: titleField.trailingAnchor),
            saveButton.leadingAnchor.constraint(equalTo: titleField.leadingAnchor),
            saveButton.trailingAnchor.constraint(equalTo: titleField.trailingAnchor),
            bottomConstraint,
        ])

        // A tap outside the field dismisses the keyboard.
        let tap = UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing(_:)))
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)

        let center = NotificationCenter.default
        center.addObserver(
            self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification,
            object: nil)
        center.addObserver(
            self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification,
            object: nil)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Give the push animation time to finish before the keyboard comes up.
        perform(#selector(focusTitle), with: nil, afterDelay: 0.35)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NSObject.cancelPreviousPerformRequests(withTarget: self)
    }

    @objc func focusTitle() {
        titleField.becomeFirstResponder()
    }

    @objc private func titleChanged(_ sender: UITextField) {
        isValid = !(sender.text ?? "").trimmingCharacters(in: .whitespaces).isEmpty
        saveButton.isEnabled = isValid
    }

    @IBAction func save() {
        guard isValid, let title = titleField.text else { return }
        store.add(TaskItem(title: title, createdAt: Date()))
        navigationController?.popViewController(animated: true)
    }

    // MARK: Keyboard

    @objc func keyboardWillShow(_ notification: NSNotification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
        keyboardHeight = frame.height
        bottomConstraint.constant = -16 - max(0, frame.height - view.safeAreaInsets.bottom)
        UIView.animate(withDuration: duration) { self.view.layoutIfNeeded() }
    }

    @objc func keyboardWillHide(_ notification: NSNotification) {
        keyboardHeight = 0
        bottomConstraint.constant = -16
        UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
    }

    // MARK: UITextFieldDelegate

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if responds(to: #selector(save)) { save() }
        return true
    }

    /// What the settings screen binds its switch to.
    static let validityGetter = #selector(getter: ComposeViewController.isValid)
}
