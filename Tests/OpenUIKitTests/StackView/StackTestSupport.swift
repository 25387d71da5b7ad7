import OpenUIKit
import XCTest

/// A leaf with a fixed intrinsic size (hugging 250, compression resistance 750 as any view).
final class StackBox: UIView {
    let size: CGSize

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override var intrinsicContentSize: CGSize { size }
}

/// A detached root (no screen scale, so nothing is rounded) holding `stack` at its top-left corner; `size` pins
/// the stack's width and height when given.
func host(_ stack: UIStackView, size: CGSize?, configure: (UIView) -> Void = { _ in }) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    configure(root)
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    var constraints = [
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        stack.topAnchor.constraint(equalTo: root.topAnchor),
    ]
    if let size {
        constraints += [
            stack.widthAnchor.constraint(equalToConstant: size.width),
            stack.heightAnchor.constraint(equalToConstant: size.height),
        ]
    }
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return root
}

/// The stack's generated constraints with `identifier`. Activation installs each constraint on its items'
/// nearest common ancestor, so one-item constraints (UISV-hiding, ambiguity suppression) sit on the item.
func generated(_ stack: UIStackView, _ identifier: String) -> [NSLayoutConstraint] {
    ([stack] + stack.arrangedSubviews).flatMap(\.constraints).filter { $0.identifier == identifier }
}
