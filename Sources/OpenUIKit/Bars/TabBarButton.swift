import Foundation

/// One item of a tab bar (UIKit's `UITabBarButton`): the image or glyph, the title under it or beside it, the
/// badge.
final class TabBarButton: UIView {
    let item: UITabBarItem
    let glyphView: BarGlyphView?
    let imageView: UIImageView?
    let titleLabel = UILabel()
    private(set) var badgeView: UIView?
    private(set) var badgeLabel: UILabel?
    var sideBySide = false

    init(item: UITabBarItem, color: UIColor, isSelected: Bool) {
        self.item = item
        if let image = item.displayedImage(selected: isSelected) {
            let view = UIImageView(image: image)
            view.tintColor = color
            imageView = view
        } else {
            imageView = nil
        }
        if imageView == nil, let glyph = item.glyph {
            let view = BarGlyphView(glyph: glyph, size: BarMetrics.stackedTabIconSize)
            view.glyphColor = color
            glyphView = view
        } else {
            glyphView = nil
        }
        super.init(frame: .zero)
        if let glyphView { addSubview(glyphView) }
        if let imageView { addSubview(imageView) }
        titleLabel.text = item.title
        titleLabel.textColor = color
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        if let value = item.badgeValue {
            let badge = UIView()
            badge.backgroundColor = item.badgeColor ?? BarMetrics.badgeColor
            let label = UILabel()
            label.text = value
            label.font = BarMetrics.badgeFont
            label.textColor = .white
            label.textAlignment = .center
            badge.addSubview(label)
            addSubview(badge)
            badgeView = badge
            badgeLabel = label
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    private var iconSize: CGFloat { sideBySide ? BarMetrics.inlineTabIconSize : BarMetrics.stackedTabIconSize }

    /// Width the item needs: the wider of icon and title stacked; icon, gap and title side by side.
    func naturalWidth(sideBySide: Bool) -> CGFloat {
        titleLabel.font = sideBySide ? BarMetrics.inlineTabTitleFont : BarMetrics.stackedTabTitleFont
        let title = titleLabel.intrinsicContentSize.width.rounded(.up)
        return sideBySide ? BarMetrics.inlineTabIconSize + 6 + title : max(BarMetrics.stackedTabIconSize, title)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        titleLabel.font = sideBySide ? BarMetrics.inlineTabTitleFont : BarMetrics.stackedTabTitleFont
        let titleSize = titleLabel.intrinsicContentSize
        let titleWidth = min(titleSize.width.rounded(.up), b.width)
        let titleHeight = titleSize.height.rounded(.up)
        let icon = iconSize
        var iconFrame: CGRect
        if sideBySide {
            let total = icon + 6 + titleWidth
            let startX = ((b.width - total) / 2).rounded()
            let iconX = rtl ? startX + total - icon : startX
            iconFrame = CGRect(x: iconX, y: ((b.height - icon) / 2).rounded(), width: icon, height: icon)
            let titleX = rtl ? startX : startX + icon + 6
            titleLabel.frame = CGRect(
                x: titleX, y: ((b.height - titleHeight) / 2).rounded(), width: titleWidth, height: titleHeight)
        } else {
            // Icon and title as one block centred vertically, 2 pt apart.
            let top = ((b.height - icon - 2 - titleHeight) / 2).rounded()
            iconFrame = CGRect(x: ((b.width - icon) / 2).rounded(), y: top, width: icon, height: icon)
            titleLabel.frame = CGRect(
                x: ((b.width - titleWidth) / 2).rounded(), y: top + icon + 2, width: titleWidth, height: titleHeight)
        }
        let adjustment = item.titlePositionAdjustment
        titleLabel.frame = titleLabel.frame.offsetBy(dx: adjustment.horizontal, dy: adjustment.vertical)
        glyphView?.frame = iconFrame
        if let imageView, let size = imageView.image?.size {
            // The image at its own size, centred on the icon's place; a larger one is scaled down to fit.
            imageView.contentMode = size.width > icon || size.height > icon ? .scaleAspectFit : .center
            imageView.frame = iconFrame
        }
        if let badgeView, let badgeLabel {
            let textSize = badgeLabel.intrinsicContentSize
            let side = BarMetrics.badgeMinimumSize
            let width = max(side, textSize.width.rounded(.up) + 10)
            // Stacked, the badge hangs off the icon's top trailing corner; side by side it follows the title
            // (a choice: there it would cover the title's first letters).
            let frame: CGRect
            if sideBySide {
                let title = titleLabel.frame
                let x = rtl ? title.minX - 4 - width : title.maxX + 4
                frame = CGRect(x: x, y: ((b.height - side) / 2).rounded(), width: width, height: side)
            } else {
                let x = rtl ? iconFrame.minX - width + 6 : iconFrame.maxX - 6
                frame = CGRect(x: x, y: iconFrame.minY - 3, width: width, height: side)
            }
            badgeView.frame = frame
            badgeView.layer.cornerRadius = side / 2
            badgeLabel.frame = CGRect(x: 0, y: 0, width: width, height: side)
        }
    }
}
