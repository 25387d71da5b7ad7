import Foundation

/// A cell: content goes into `contentView`, which follows the cell's bounds.
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView: UIView
    open var isSelected = false
    open var isHighlighted = false
    open var backgroundView: UIView? {
        didSet { installBackground(oldValue, backgroundView, at: 0) }
    }
    open var selectedBackgroundView: UIView?

    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        setUpContentView()
    }

    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        setUpContentView()
    }

    private func setUpContentView() {
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    private func installBackground(_ old: UIView?, _ new: UIView?, at index: Int) {
        old?.removeFromSuperview()
        guard let new else { return }
        new.frame = bounds
        new.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(new, at: index)
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }
}
