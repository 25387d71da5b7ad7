import UIKit

/// Confirming a destructive action as apps do: an alert with a cancel and a destructive action,
/// presented from whatever controller asks, and a full-screen editor dismissed when done.
public enum ConfirmDeletion {
    @MainActor
    public static func alert(itemName: String, onDelete: @escaping @MainActor () -> Void) -> UIAlertController {
        let alert = UIAlertController(
            title: "Delete \(itemName)?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in onDelete() }
        alert.addAction(delete)
        alert.preferredAction = delete
        return alert
    }

    @MainActor
    public static func presentEditor(from presenter: UIViewController) -> UIViewController {
        let editor = UINavigationController(rootViewController: UIViewController())
        editor.modalPresentationStyle = .fullScreen
        presenter.present(editor, animated: true)
        return editor
    }
}
