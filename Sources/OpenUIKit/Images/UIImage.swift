import Foundation
import ImageCodec

/// UIKit's image: a bitmap (or a placeholder symbol) with a scale, an orientation and a rendering mode.
/// `size` is in points: the oriented pixel size divided by `scale`.
open class UIImage: NSObject, @unchecked Sendable {
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    public enum ResizingMode: Int, Sendable {
        case tile, stretch
    }

    /// What is drawn: decoded pixels, or the placeholder standing in for a system symbol.
    enum Content {
        case bitmap(CGImage)
        case symbol(SymbolPlaceholder)
    }

    let content: Content
    public let scale: CGFloat
    public let imageOrientation: Orientation
    public let renderingMode: RenderingMode
    public let capInsets: UIEdgeInsets
    public let resizingMode: ResizingMode
    /// The colour of `withTintColor(_:)`, used instead of the view's tint for template drawing.
    package let tint: UIColor?
    /// Template rendering intent from an asset catalog: `.automatic` images are drawn as templates.
    let prefersTemplate: Bool
    open internal(set) var imageAsset: UIImageAsset?
    /// The traits an asset-catalog variant was made for (scale, appearance, idiom).
    open internal(set) var traitCollection = UITraitCollection()

    init(
        content: Content, scale: CGFloat, orientation: Orientation, renderingMode: RenderingMode = .automatic,
        capInsets: UIEdgeInsets = .zero, resizingMode: ResizingMode = .tile, tint: UIColor? = nil,
        prefersTemplate: Bool = false, imageAsset: UIImageAsset? = nil
    ) {
        self.content = content
        self.scale = scale > 0 ? scale : 1
        imageOrientation = orientation
        self.renderingMode = renderingMode
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.tint = tint
        self.prefersTemplate = prefersTemplate
        self.imageAsset = imageAsset
        super.init()
    }

    /// `#imageLiteral(resourceName:)`: the image named so in the main bundle. As in UIKit, a name with no
    /// image stops the program, here with a message naming it. Required, as the literal protocol asks, so
    /// it is declared here and not in UIImage+Literals.swift.
    public required convenience init(imageLiteralResourceName name: String) {
        guard let image = UIImage(named: name) else {
            preconditionFailure(
                "#imageLiteral(resourceName: \"\(name)\"): the main bundle has no image named \"\(name)\"")
        }
        self.init(
            content: image.content, scale: image.scale, orientation: image.imageOrientation,
            renderingMode: image.renderingMode, prefersTemplate: image.prefersTemplate, imageAsset: image.imageAsset)
        traitCollection = image.traitCollection
    }

    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(content: .bitmap(cgImage), scale: scale, orientation: orientation)
    }

    /// An empty image (size zero), as `UIImage()`.
    public override convenience init() {
        self.init(content: .bitmap(CGImage(width: 0, height: 0, pixels: [], opaque: false)), scale: 1, orientation: .up)
    }

    /// A PNG or JPEG; `nil` for anything else, a damaged file, or one too large to decode.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    public convenience init?(data: Data, scale: CGFloat) {
        guard let decoded = try? ImageDecoder.decode(data) else { return nil }
        self.init(
            content: .bitmap(CGImage(decoded)), scale: scale,
            orientation: Orientation(exifValue: decoded.exifOrientation))
    }

    open var cgImage: CGImage? {
        if case .bitmap(let image) = content { return image }
        return nil
    }

    open var isSymbolImage: Bool {
        if case .symbol = content { return true }
        return false
    }

    /// The symbol configuration of a system image, nil for bitmaps.
    open var configuration: UIImage.Configuration? {
        if case .symbol(let symbol) = content { return symbol.configuration }
        return nil
    }

    /// The pixel size after orientation, before scale.
    var orientedPixelSize: CGSize {
        switch content {
        case .bitmap(let image):
            let (w, h) = (CGFloat(image.width), CGFloat(image.height))
            switch imageOrientation {
            case .up, .down, .upMirrored, .downMirrored: return CGSize(width: w, height: h)
            case .left, .right, .leftMirrored, .rightMirrored: return CGSize(width: h, height: w)
            }
        case .symbol(let symbol): return CGSize(width: symbol.size.width * scale, height: symbol.size.height * scale)
        }
    }

    open var size: CGSize {
        let pixels = orientedPixelSize
        return CGSize(width: pixels.width / scale, height: pixels.height / scale)
    }

    /// Whether drawing uses only the image's alpha, filled with a tint colour.
    var drawsAsTemplate: Bool {
        switch renderingMode {
        case .alwaysTemplate: true
        case .alwaysOriginal: tint != nil
        case .automatic: prefersTemplate || isSymbolImage || tint != nil
        }
    }

    private func copy(
        renderingMode: RenderingMode? = nil, capInsets: UIEdgeInsets? = nil, resizingMode: ResizingMode? = nil,
        tint: UIColor?? = nil, content: Content? = nil, imageAsset: UIImageAsset?? = nil
    ) -> UIImage {
        let image = UIImage(
            content: content ?? self.content, scale: scale, orientation: imageOrientation,
            renderingMode: renderingMode ?? self.renderingMode, capInsets: capInsets ?? self.capInsets,
            resizingMode: resizingMode ?? self.resizingMode, tint: tint ?? self.tint, prefersTemplate: prefersTemplate,
            imageAsset: imageAsset ?? self.imageAsset)
        image.traitCollection = traitCollection
        return image
    }

    /// The same image (content, traits, rendering) belonging to `asset` instead, for `UIImageAsset`.
    func copy(belongingTo asset: UIImageAsset?) -> UIImage { copy(imageAsset: .some(asset)) }

    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { copy(renderingMode: renderingMode) }

    /// An image drawn in `color` wherever it is opaque (`.alwaysOriginal`, so a view's tint does not
    /// replace it), as UIKit's `withTintColor(_:)`.
    open func withTintColor(_ color: UIColor) -> UIImage { copy(renderingMode: .alwaysOriginal, tint: .some(color)) }

    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode, tint: .some(color))
    }

    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        copy(capInsets: capInsets, resizingMode: resizingMode)
    }

    /// A symbol image with its configuration replaced; bitmaps are returned unchanged.
    open func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard case .symbol(let symbol) = content else { return self }
        let merged = symbol.configuration.applying(configuration)
        return copy(content: .symbol(SymbolPlaceholder(name: symbol.name, configuration: merged)))
    }

    /// The image of this asset that fits `traitCollection` (itself when it has no asset).
    func resolved(for traitCollection: UITraitCollection) -> UIImage {
        guard let imageAsset else { return self }
        let variant = imageAsset.image(with: traitCollection)
        guard variant !== self else { return self }
        // What the caller changed on the image it holds (rendering mode, tint) carries over to the variant.
        if renderingMode != variant.renderingMode || tint != nil {
            return variant.copy(renderingMode: renderingMode, tint: .some(tint))
        }
        return variant
    }

    /// PNG file bytes of the image as drawn upright (orientation applied), at its scale.
    open func pngData() -> Data? {
        guard let bitmap = uprightBitmap() else { return nil }
        return Data(ImageEncoder().png(bitmap.bitmap))
    }

    /// JPEG file bytes; `compressionQuality` 0 (smallest) … 1 (best).
    open func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let bitmap = uprightBitmap() else { return nil }
        return ImageEncoder().jpeg(bitmap.bitmap, quality: Double(compressionQuality)).map { Data($0) }
    }

    /// The pixels as they are displayed: bitmaps with orientation `.up` as they are, anything else drawn.
    private func uprightBitmap() -> CGImage? {
        if case .bitmap(let image) = content, imageOrientation == .up, !drawsAsTemplate {
            return image.width > 0 ? image : nil
        }
        let pixels = orientedPixelSize
        guard pixels.width >= 1, pixels.height >= 1 else { return nil }
        let context = CGContext(pixelWidth: Int(pixels.width), pixelHeight: Int(pixels.height), scale: scale)
        withCurrentContext(context) { draw(in: CGRect(origin: .zero, size: size)) }
        return context.makeImage(opaque: false)
    }
}
