import Foundation

/// The view a bar shows for one `UIBarButtonItem`: its custom view, its image (a template in the tint colour
/// unless `.alwaysOriginal`), its system glyph, or its title in the tint colour. Spaces get no view.
final class BarButtonItemView: UIView {
    let item: UIBarButtonItem
    private(set) var label: UILabel?
    private var glyphView: BarGlyphView?
    private(set) var imageView: UIImageView?
    private var contentWidth: CGFloat = 0

    /// `traits` are the bar's: a landscape phone shows `landscapeImagePhone`, and an image taller than
    /// `barHeight` is scaled down to it, keeping its aspect ratio (UIKit: "scaled to fit").
    init(item: UIBarButtonItem, tint: UIColor, traits: UITraitCollection, barHeight: CGFloat) {
        self.item = item
        super.init(frame: .zero)
        let color: UIColor = item.isEnabled ? (item.tintColor ?? tint) : .tertiaryLabel
        if let custom = item.customView {
            addSubview(custom)
            contentWidth = custom.bounds.width
        } else if item.systemItem == nil, let image = item.displayedImage(compact: BarMetrics.usesMiniBars(traits)) {
            let view = UIImageView(image: image)
            view.tintColor = color
            view.contentMode = image.size.height > barHeight ? .scaleAspectFit : .center
            addSubview(view)
            imageView = view
            let scale = image.size.height > barHeight && image.size.height > 0 ? barHeight / image.size.height : 1
            contentWidth = (image.size.width * scale).rounded(.up)
        } else if let glyph = item.systemGlyph, item.title == nil {
            let view = BarGlyphView(glyph: glyph, size: BarMetrics.systemGlyphSize)
            view.glyphColor = color
            addSubview(view)
            glyphView = view
            contentWidth = BarMetrics.systemGlyphSize
        } else {
            let label = UILabel()
            label.text = item.title ?? item.systemTitle ?? ""
            label.font = item.style == .done ? BarMetrics.doneButtonFont : BarMetrics.buttonFont
            label.textColor = color
            addSubview(label)
            self.label = label
            contentWidth = label.intrinsicContentSize.width.rounded(.up)
        }
        if item.width > 0 { contentWidth = item.width }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    var preferredWidth: CGFloat { contentWidth }

    package override var drawingProblem: String? {
        (item as? SplitDisplayModeButtonItem)?.drawingProblem ?? super.drawingProblem
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        if let label {
            label.frame = b
        } else if let imageView {
            imageView.frame = b
        } else if let glyphView {
            let s = BarMetrics.systemGlyphSize
            glyphView.frame = CGRect(x: (b.width - s) / 2, y: (b.height - s) / 2, width: s, height: s)
        } else if let custom = item.customView {
            let size = custom.bounds.size
            custom.frame = CGRect(
                x: (b.width - size.width) / 2, y: ((b.height - size.height) / 2).rounded(), width: size.width,
                height: size.height)
        }
    }
}
