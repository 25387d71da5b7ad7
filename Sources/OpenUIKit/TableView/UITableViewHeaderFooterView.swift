import Foundation

/// A section header or footer: a `contentView` with a `textLabel` the table fills from
/// `titleForHeaderInSection` / `titleForFooterInSection`.
open class UITableViewHeaderFooterView: UIView {
    public let contentView: UIView
    open private(set) var reuseIdentifier: String?
    /// Created on first use, as in UIKit; a custom view that never reads it draws no label.
    open var textLabel: UILabel? {
        if let label = textLabelStorage { return label }
        let label = UILabel()
        label.numberOfLines = 0
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        textLabelStorage = label
        return label
    }
    private var textLabelStorage: UILabel?
    /// Set by the table: the vertical margins and the text's leading/trailing insets for its style.
    var textInsets = NSDirectionalEdgeInsets.zero

    public required init(reuseIdentifier: String?) {
        contentView = UIView(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    open func prepareForReuse() {}

    /// Height of the text with the margins, for a given width (self-sizing headers).
    func fittingHeight(width: CGFloat) -> CGFloat {
        guard let label = textLabelStorage, label.text?.isEmpty == false else { return 0 }
        let textWidth = max(0, width - textInsets.leading - textInsets.trailing)
        let height = label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
        return textInsets.top + height.rounded(.up) + textInsets.bottom
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        guard let label = textLabelStorage else { return }
        let width = max(0, bounds.width - textInsets.leading - textInsets.trailing)
        let height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height.rounded(.up)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let x = rtl ? bounds.width - textInsets.leading - width : textInsets.leading
        // Headers hug their bottom margin and footers their top one, so extra height opens above a header's
        // text and below a footer's.
        let y = isFooter ? textInsets.top : max(textInsets.top, bounds.height - textInsets.bottom - height)
        label.frame = CGRect(x: x, y: y, width: width, height: height)
    }

    var isFooter = false
}
