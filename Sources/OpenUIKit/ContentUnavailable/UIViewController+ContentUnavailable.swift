import Foundation

/// A view controller's empty state: the configuration, the view showing it, and whether an update is due.
struct ContentUnavailableStorage {
    var configuration: UIContentConfiguration?
    var view: (UIView & UIContentView)?
    var needsUpdate = true
}

extension UIViewController {
    /// Puts the configuration's view over the controller's view, pinned to its edges, or hands the new
    /// configuration to the view already there when it supports it; nil takes the view away.
    func setContentUnavailableConfiguration(_ configuration: UIContentConfiguration?) {
        contentUnavailableStorage.configuration = configuration
        guard let configuration else {
            contentUnavailableStorage.view?.removeFromSuperview()
            contentUnavailableStorage.view = nil
            return
        }
        let state = contentUnavailableConfigurationState
        let updated = configuration.updated(for: state)
        if let existing = contentUnavailableStorage.view, existing.supports(updated) {
            existing.configuration = updated
            return
        }
        contentUnavailableStorage.view?.removeFromSuperview()
        let shown = updated.makeContentView()
        contentUnavailableStorage.view = shown
        shown.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(shown)
        NSLayoutConstraint.activate([
            shown.topAnchor.constraint(equalTo: view.topAnchor),
            shown.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            shown.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            shown.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    /// Runs the update the controller asked for (or its first one), then keeps the view on top.
    func updateContentUnavailableConfigurationIfNeeded() {
        if contentUnavailableStorage.needsUpdate {
            contentUnavailableStorage.needsUpdate = false
            updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
        }
        if let shown = contentUnavailableStorage.view, let view = viewIfLoaded, shown.superview === view,
            view.subviews.last !== shown
        {
            view.bringSubviewToFront(shown)
        }
    }
}
