import OpenUIKit

/// An inbox with no messages, as iOS 17 apps show it: the controller's `contentUnavailableConfiguration`,
/// set in `updateContentUnavailableConfiguration(using:)` from the empty preset with a tray image, a title,
/// a line of explanation and a filled Compose button, in a navigation controller with a large title.
final class EmptyInboxViewController: UIViewController {
    private var messages: [String] = []

    static func inNavigation() -> UIViewController {
        let navigation = UINavigationController(rootViewController: EmptyInboxViewController())
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.backgroundColor = .systemBackground
    }

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        guard messages.isEmpty else {
            contentUnavailableConfiguration = nil
            return
        }
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.image = UIImage(systemName: "tray")
        configuration.text = "No Messages"
        configuration.secondaryText = "Messages you receive will appear here. Start a conversation to say hello."
        var button = UIButton.Configuration.filled()
        button.title = "Compose"
        configuration.button = button
        configuration.buttonProperties.primaryAction = UIAction { [weak self] _ in
            self?.messages.append("Hello")
            self?.setNeedsUpdateContentUnavailableConfiguration()
        }
        contentUnavailableConfiguration = configuration
    }
}
