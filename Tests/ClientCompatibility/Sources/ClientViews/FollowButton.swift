import UIKit

/// A follow button as iOS 15 apps write it: a configuration with an attributed title, restyled for
/// the selected state by its update handler, with a spinner while a request runs.
public enum FollowButton {
    @MainActor
    public static func make(isLoading: Bool = false) -> UIButton {
        var configuration = UIButton.Configuration.filled()
        var title = AttributedString("Follow")
        title.font = .preferredFont(forTextStyle: .headline)
        configuration.attributedTitle = title
        configuration.cornerStyle = .capsule
        configuration.showsActivityIndicator = isLoading
        let button = UIButton(configuration: configuration)
        button.configurationUpdateHandler = { button in
            var updated = button.configuration
            var text = AttributedString(button.isSelected ? "Following" : "Follow")
            text.font = .preferredFont(forTextStyle: .headline)
            updated?.attributedTitle = text
            updated?.baseBackgroundColor = button.isSelected ? .systemGray : nil
            button.configuration = updated
        }
        return button
    }
}
