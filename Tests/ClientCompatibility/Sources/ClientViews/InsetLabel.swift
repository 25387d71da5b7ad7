import UIKit

/// A tag-like label with room around its text, as apps write one: the text drawn in the inset rectangle, and
/// the intrinsic size grown by the insets so that Auto Layout gives the label that room.
public final class InsetLabel: UILabel {
    public var insets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10) {
        didSet { invalidateIntrinsicContentSize() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemYellow
        layer.cornerRadius = 6
        layer.masksToBounds = true
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: insets)) }

    public override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
    }
}
