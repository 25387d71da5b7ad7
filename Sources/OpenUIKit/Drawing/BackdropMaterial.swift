import Foundation

/// How a view shows what lies behind it (a blur effect's material), for the renderer's compositing: the pixels
/// already drawn under its (rounded) bounds, blurred by a Gaussian, then one flat tint over them, all under the
/// view's own background.
package struct BackdropMaterial {
    /// The blur's standard deviation, in points.
    package let blurRadius: CGFloat
    /// The straight-alpha sRGB tint painted over the blurred backdrop, components 0…1.
    package let tint: (red: Double, green: Double, blue: Double, alpha: Double)
}
