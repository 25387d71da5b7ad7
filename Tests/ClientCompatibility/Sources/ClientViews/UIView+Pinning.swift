import UIKit

/// App-wide spacing, main-actor isolated because it reads traits.
@MainActor
public func edgeSpacing(for view: UIView) -> CGFloat {
    view.traitCollection.horizontalSizeClass == .regular ? 24 : 12
}

extension UIView {
    /// Pins the view inside its superview, `edgeSpacing` from each edge. As in UIKit, an extension of
    /// `UIView` is main-actor isolated, so it calls the `@MainActor` helper without ceremony.
    @discardableResult
    public func pinInsideSuperview() -> [NSLayoutConstraint] {
        guard let superview else { return [] }
        let spacing = edgeSpacing(for: superview)
        translatesAutoresizingMaskIntoConstraints = false
        let constraints = [
            leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: spacing),
            trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -spacing),
            topAnchor.constraint(equalTo: superview.topAnchor, constant: spacing),
            bottomAnchor.constraint(equalTo: superview.bottomAnchor, constant: -spacing),
        ]
        NSLayoutConstraint.activate(constraints)
        return constraints
    }
}
