import UIKit

/// A comment composer as an iOS 15–17 app writes it: the input bar rides on the keyboard layout guide, the
/// share button spaces its image and title with edge insets, the border colour follows dark mode through a
/// trait change registration, and sharing opens the share sheet anchored for iPad with a medium detent.
public final class CommentComposerViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    public let inputBar = UIView()
    public let shareButton = UIButton(type: .system)
    public private(set) var borderStyles: [UIUserInterfaceStyle] = []
    public private(set) var dismissedSheets = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        inputBar.translatesAutoresizingMaskIntoConstraints = false
        inputBar.layer.borderWidth = 1
        view.addSubview(inputBar)
        shareButton.setTitle("Share", for: .normal)
        shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        shareButton.imageEdgeInsets = UIEdgeInsets(top: 0, left: -4, bottom: 0, right: 4)
        shareButton.titleEdgeInsets = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: -4)
        shareButton.translatesAutoresizingMaskIntoConstraints = false
        inputBar.addSubview(shareButton)
        NSLayoutConstraint.activate([
            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            inputBar.heightAnchor.constraint(equalToConstant: 52),
            shareButton.trailingAnchor.constraint(equalTo: inputBar.layoutMarginsGuide.trailingAnchor),
            shareButton.centerYAnchor.constraint(equalTo: inputBar.centerYAnchor),
        ])
        updateBorder()
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _: UITraitCollection) in
            self.updateBorder()
        }
    }

    private func updateBorder() {
        borderStyles.append(traitCollection.userInterfaceStyle)
        inputBar.layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
    }

    public func share() {
        let sheet = UIActivityViewController(activityItems: ["A comment"], applicationActivities: nil)
        sheet.excludedActivityTypes = [.assignToContact, .saveToCameraRoll]
        sheet.popoverPresentationController?.sourceView = shareButton
        sheet.sheetPresentationController?.detents = [.medium(), .large()]
        sheet.sheetPresentationController?.prefersGrabberVisible = true
        sheet.presentationController?.delegate = self
        present(sheet, animated: true)
    }

    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        dismissedSheets += 1
    }
}
