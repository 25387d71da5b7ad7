import Foundation

/// Where the engine's root sits (UIKit's `UIView-Encapsulated-Layout-*`): its origin, and its size unless the
/// engine measures a fitting size, where the size is the unknown.
struct RootPinConstraints {
    let left: NSLayoutConstraint
    let top: NSLayoutConstraint
    let width: NSLayoutConstraint?
    let height: NSLayoutConstraint?

    init(root: UIView, pinsSize: Bool) {
        func pin(_ attribute: NSLayoutConstraint.Attribute, _ name: String, _ constant: CGFloat) -> NSLayoutConstraint {
            let c = InternalLayoutConstraint(
                item: root, attribute: attribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: constant)
            c.identifier = name
            return c
        }
        left = pin(.left, "UIView-Encapsulated-Layout-Left", 0)
        top = pin(.top, "UIView-Encapsulated-Layout-Top", 0)
        width = pinsSize ? pin(.width, "UIView-Encapsulated-Layout-Width", root.bounds.width) : nil
        height = pinsSize ? pin(.height, "UIView-Encapsulated-Layout-Height", root.bounds.height) : nil
    }

    var all: [NSLayoutConstraint] { [left, top] + [width, height].compactMap { $0 } }
}
