import OpenUIKit

extension Snapshotting where Value == UIBezierPath, Format == UIImage {
    /// The path filled in black at @1x, every pixel matching.
    public static var image: Snapshotting { image() }

    /// The path filled in black on a transparent image of its bounds, at `scale`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1) -> Snapshotting {
        Snapshotting<CGPath, UIImage>.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: scale
        )
        .pullback { (path: UIBezierPath) in path.cgPath }
    }
}
