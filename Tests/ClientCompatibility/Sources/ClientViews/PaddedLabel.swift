import UIKit

/// A label with padding, as apps write one: the text rect is asked for the inset bounds and outset again, the
/// text drawn in the inset rect, so Auto Layout, `sizeToFit()` and self-sizing cells size it with its padding
/// (no `intrinsicContentSize` override), as a badge or a chip is.
public final class PaddedLabel: UILabel {
    public var contentInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10) {
        didSet { invalidateIntrinsicContentSize() }
    }

    public override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let insetRect = bounds.inset(by: contentInsets)
        let textRect = super.textRect(forBounds: insetRect, limitedToNumberOfLines: numberOfLines)
        let outset = UIEdgeInsets(
            top: -contentInsets.top, left: -contentInsets.left, bottom: -contentInsets.bottom,
            right: -contentInsets.right)
        return textRect.inset(by: outset)
    }

    public override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: contentInsets))
    }

    /// A rounded chip with white text on `color`.
    public static func chip(_ text: String, color: UIColor) -> PaddedLabel {
        let label = PaddedLabel()
        label.text = text
        label.textColor = .white
        label.font = .systemFont(ofSize: 13, weight: .semibold)
        label.backgroundColor = color
        label.layer.cornerRadius = 8
        label.clipsToBounds = true
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }
}
