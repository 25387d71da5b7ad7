import UIKit

extension NSLayoutConstraint {
    /// The constraint at `priority`, for building constraint arrays inline.
    public func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }

    /// The classic item form, as older layout code still writes it: `item.attribute == ratio × item.other`.
    public static func aspectRatio(of view: UIView, _ ratio: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: view, attribute: .width, relatedBy: .equal, toItem: view, attribute: .height, multiplier: ratio,
            constant: 0)
    }
}

/// A constraint subclass of the kind Interface Builder apps use (set as a constraint's custom class), with
/// UIKit's `init(coder:)` and a constant that follows a setting.
public final class CompactConstraint: NSLayoutConstraint {
    public var compactConstant: CGFloat = 0

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public func apply(compact: Bool, regular: CGFloat) {
        constant = compact ? compactConstant : regular
    }
}
