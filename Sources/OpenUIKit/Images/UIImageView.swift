import CPangoCairo
import Foundation

/// Shows an image in its bounds according to `contentMode`. Images from an asset catalog show the
/// variant for the view's traits; template images (and symbols) are drawn in `tintColor`.
open class UIImageView: UIView {
    open var image: UIImage? {
        didSet { if oldValue !== image { invalidateIntrinsicContentSize() } }
    }
    open var highlightedImage: UIImage? {
        didSet { if isHighlighted { invalidateIntrinsicContentSize() } }
    }
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { invalidateIntrinsicContentSize() } }
    }
    /// Applied to symbol images before they are measured and drawn.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Sized to the image, as UIKit's `init(image:)`; image views ignore touches by default.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The image that is drawn now: highlighted or not, the asset variant for the view's traits, the
    /// preferred symbol configuration applied.
    var displayedImage: UIImage? {
        let chosen = isHighlighted ? (highlightedImage ?? image) : image
        guard var shown = chosen?.resolved(for: traitCollection) else { return nil }
        if let preferredSymbolConfiguration, shown.isSymbolImage {
            shown = shown.withConfiguration(preferredSymbolConfiguration)
        }
        return shown
    }

    /// The image's size in points. Without an image there is no intrinsic size (UIKit's value is not
    /// documented; `noIntrinsicMetric` is the choice, listed in the README).
    open override var intrinsicContentSize: CGSize {
        guard let size = displayedImage?.size else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return size
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? .zero }

    /// Where the image is drawn in the bounds under the current content mode.
    var imageRect: CGRect? {
        guard let image = displayedImage else { return nil }
        return contentMode.rect(forContentOfSize: image.size, in: CGRect(origin: .zero, size: bounds.size))
    }

    /// Draws the image variant for the view's traits where its content mode puts it (the renderer has
    /// already clipped to the bounds when the view clips); template images in the tint colour.
    override func drawSystemContent(in ctx: CGContext, bounds: CGRect) {
        guard let image = displayedImage, let rect = imageRect else { return }
        cairo_save(ctx.cairo)
        // The image's rectangle is a layer's contents: its edges snap to pixels, not antialiased.
        cairo_set_antialias(ctx.cairo, CAIRO_ANTIALIAS_NONE)
        image.paint(in: rect, context: ctx, tintColor: tintColor, traits: traitCollection)
        cairo_restore(ctx.cairo)
    }
}
