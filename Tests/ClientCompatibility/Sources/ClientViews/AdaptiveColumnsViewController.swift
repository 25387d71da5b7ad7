import UIKit

/// A controller that picks its column count from its width, as apps do in `viewWillTransition(to:with:)`:
/// the count changes with the size it is told, and the layout follows alongside the transition.
public final class AdaptiveColumnsViewController: UIViewController {
    public private(set) var columns = 2
    public private(set) var transitions: [CGSize] = []
    public private(set) var laidOutAlongside = false
    public let stack = UIStackView()

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.heightAnchor.constraint(equalToConstant: 80),
        ])
        rebuildColumns()
    }

    public override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        super.viewWillTransition(to: size, with: coordinator)
        transitions.append(size)
        columns = size.width > size.height ? 4 : 2
        coordinator.animate(
            alongsideTransition: { _ in
                self.rebuildColumns()
                self.view.layoutIfNeeded()
                self.laidOutAlongside = true
            }, completion: nil)
    }

    private func rebuildColumns() {
        for view in stack.arrangedSubviews { view.removeFromSuperview() }
        for index in 0..<columns {
            let tile = UIView()
            tile.backgroundColor = index.isMultiple(of: 2) ? .systemTeal : .systemBlue
            stack.addArrangedSubview(tile)
        }
    }
}
