import UIKit

/// A form that moves its bottom button above the keyboard, fades a banner in, and taps the haptic
/// engine on save: the way apps write it, with block animations and the keyboard's notifications.
public final class KeyboardAwareViewController: UIViewController {
    public let saveButton = UIButton(type: .system)
    public let banner = UILabel()
    private var bottomConstraint: NSLayoutConstraint?
    private let haptics = UINotificationFeedbackGenerator()

    public override func viewDidLoad() {
        super.viewDidLoad()
        saveButton.setTitle("Save", for: .normal)
        saveButton.translatesAutoresizingMaskIntoConstraints = false
        banner.text = "Saved"
        banner.alpha = 0
        banner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(saveButton)
        view.addSubview(banner)
        let bottom = saveButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        bottomConstraint = bottom
        NSLayoutConstraint.activate([
            bottom,
            saveButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            banner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }

    /// What a `keyboardWillShowNotification` observer does with the notification's user info.
    public func keyboardWillShow(userInfo: [AnyHashable: Any]) {
        guard let frame = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
        bottomConstraint?.constant = -(frame.height - view.safeAreaInsets.bottom)
        UIView.animate(withDuration: duration) {
            self.view.layoutIfNeeded()
        }
    }

    public func didSave() {
        haptics.notificationOccurred(.success)
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveEaseOut],
            animations: { self.banner.alpha = 1 },
            completion: { _ in
                UIView.animate(withDuration: 0.3, delay: 2, options: [], animations: { self.banner.alpha = 0 })
            })
    }
}
