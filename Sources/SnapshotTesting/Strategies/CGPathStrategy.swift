import OpenUIKit

extension Snapshotting where Value == CGPath, Format == UIImage {
    /// The path filled in black at @1x, every pixel matching.
    public static var image: Snapshotting { image() }

    /// The path filled in black (non-zero winding) on a transparent image of its bounds, at `scale`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1) -> Snapshotting {
        Snapshotting<UIImage, UIImage>.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: scale
        )
        .pullback { (path: CGPath) in
            let bounds = path.boundingBox
            let format = UIGraphicsImageRendererFormat()
            format.scale = scale
            return UIGraphicsImageRenderer(size: bounds.size, format: format).image { context in
                context.cgContext.translateBy(x: -bounds.minX, y: -bounds.minY)
                context.cgContext.addPath(path)
                context.cgContext.setFillColor(UIColor.black.cgColor)
                context.cgContext.fillPath()
            }
        }
    }
}
