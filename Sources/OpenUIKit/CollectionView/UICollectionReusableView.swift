import Foundation

/// Base of cells, headers and footers: views a collection view recycles.
open class UICollectionReusableView: UIView {
    open internal(set) var reuseIdentifier: String?
    /// The attributes last applied by the collection view.
    var appliedAttributes: UICollectionViewLayoutAttributes?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// How `register(_:forCellWithReuseIdentifier:)` creates instances from a class: Swift needs a
    /// required initializer, and a convenience one is inherited by every subclass that overrides
    /// `init(frame:)` (or declares no initializer), so cell classes written for UIKit compile unchanged.
    public required convenience init(reusableViewWithFrame frame: CGRect) {
        self.init(frame: frame)
    }

    open func prepareForReuse() {}

    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Self-sizing (uikit-facts §4.4): the default measures with `systemLayoutSizeFitting(_:)`, that is
    /// at fitting priority 50 on both axes, starting from the estimated size; under a compositional
    /// layout, at required priority along the dimensions that are not estimated.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        if let fitting = layoutAttributes.fittingPriorities {
            attributes.size = systemLayoutSizeFitting(
                layoutAttributes.size, withHorizontalFittingPriority: fitting.horizontal,
                verticalFittingPriority: fitting.vertical)
        } else {
            attributes.size = systemLayoutSizeFitting(layoutAttributes.size)
        }
        return attributes
    }
}
