import Foundation
import ImageCodec

/// The format of an image renderer: scale (pixels per point) and whether the image is opaque.
open class UIGraphicsImageRendererFormat: NSObject {
    /// UIKit's default is the main screen's scale (`UIScreen.main`: the key window's device, iPhone 8's
    /// @2x without one); `init(for:)` takes the trait collection's scale.
    open var scale: CGFloat = UIScreen.main.scale
    open var opaque = false
    open var preferredRange: Range = .standard

    public enum Range: Int, Sendable {
        case unspecified = -1
        case automatic = 0
        case `extended`, standard
    }

    public override init() { super.init() }

    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }
}

/// The context handed to an image renderer's actions.
open class UIGraphicsImageRendererContext: NSObject {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat
    private let size: CGSize

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, size: CGSize) {
        self.cgContext = cgContext
        self.format = format
        self.size = size
    }

    /// The image drawn so far.
    open var currentImage: UIImage {
        UIImage(cgImage: cgContext.makeImage(opaque: format.opaque)!, scale: format.scale, orientation: .up)
    }

    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws into a bitmap of `size` points at the format's scale. An opaque format starts black, as
/// UIKit's does when the actions leave pixels unpainted; otherwise it starts transparent.
open class UIGraphicsImageRenderer: NSObject {
    public let format: UIGraphicsImageRendererFormat
    private let size: CGSize

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.format = format
        super.init()
    }

    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.init(size: bounds.size, format: format)
    }

    private func render(_ actions: (UIGraphicsImageRendererContext) -> Void) -> CGImage {
        let scale = format.scale > 0 ? format.scale : 2
        // Empty or non-finite sizes give a 1×1 image rather than a crash (UIKit logs and returns an empty image).
        func pixels(_ v: CGFloat) -> Int {
            guard v.isFinite, v > 0 else { return 1 }
            return max(1, min(Int((v * scale).rounded(.up)), ImageSizePolicy.maximumSide))
        }
        let context = CGContext(pixelWidth: pixels(size.width), pixelHeight: pixels(size.height), scale: scale)
        if format.opaque {
            context.setFillColor(.black)
            context.fill(CGRect(origin: .zero, size: size))
        }
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format, size: size)
        withCurrentContext(context) { actions(rendererContext) }
        return context.makeImage(opaque: format.opaque)!
    }

    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        UIImage(cgImage: render(actions), scale: format.scale > 0 ? format.scale : 2, orientation: .up)
    }

    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    open func jpegData(
        withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void
    )
        -> Data
    {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}
