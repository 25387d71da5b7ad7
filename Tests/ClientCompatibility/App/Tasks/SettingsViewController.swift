import UIKit

/// Preferences: whether finished tasks stay in the list. The class and its action keep the
/// Objective-C names the app's old code and its UI tests use.
@objc(TSKSettingsViewController)
final class SettingsViewController: UIViewController {
    private let showDoneSwitch = UISwitch()
    private let showDoneLabel = UILabel()
    @objc dynamic var showsFinishedTasks = true
    private(set) var toggleCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        title = String(localized: "Settings")

        showDoneLabel.text = String(localized: "Show Finished Tasks")
        showDoneLabel.font = .preferredFont(forTextStyle: .body)
        showDoneSwitch.isOn = showsFinishedTasks
        showDoneSwitch.addTarget(self, action: #selector(didToggle(_:)), for: .valueChanged)

        let row = UIStackView(arrangedSubviews: [showDoneLabel, showDoneSwitch])
        row.translatesAutoresizingMaskIntoConstraints = false
        row.spacing = 8
        row.alignment = .center
        view.addSubview(row)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            row.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    @objc(switchDidToggle:)
    func didToggle(_ sender: UISwitch) {
        toggleCount += 1
        showsFinishedTasks = sender.isOn
    }

    /// Views the settings hide while syncing; the selector is the property's setter, as
    /// `UIView.appearance()` style code passes it around.
    static let hidingSelector = #selector(setter: UIView.isHidden)
    static let toggleSelector = #selector(SettingsViewController.didToggle(_:))
}
