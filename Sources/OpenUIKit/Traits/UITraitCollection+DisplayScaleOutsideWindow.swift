import Foundation

extension UITraitCollection {
    /// The scale a view outside any window measures and draws at, where its trait collection leaves
    /// `displayScale` unspecified (0): @2x, the scale of iPhone 8, the reference device. A choice (UIKit's own
    /// value for such a view is not known), kept in this one place: labels, text fields and text views measure
    /// text at it, `Snapshotter` draws such a view at it, and so does a `ViewImageConfig` that names no scale.
    package static let displayScaleOutsideWindow = Device.iPhone8.scale

    /// `displayScale`, or `displayScaleOutsideWindow` where it is unspecified: the scale text measures at.
    var effectiveDisplayScale: CGFloat {
        displayScale > 0 ? displayScale : Self.displayScaleOutsideWindow
    }
}
