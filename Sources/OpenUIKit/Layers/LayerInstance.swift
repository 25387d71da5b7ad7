import Foundation

/// One drawing of a layer's sublayers: a replicator's instance. `transform` maps the sublayers' space (the
/// layer's bounds coordinates), nil when it is not affine in the plane; `color` multiplies their colours.
package struct LayerInstance {
    package var transform: CGAffineTransform?
    package var color: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)?

    package static let plain = LayerInstance(transform: .identity, color: nil)

    package var isPlain: Bool { transform == .identity && color == nil }

    /// The map of the plane z = 0, when it is affine.
    static func planeMap(_ m: CATransform3D) -> CGAffineTransform? {
        guard abs(m.m14) + abs(m.m24) <= 1e-12 * abs(m.m44), m.m44 > 0 else { return nil }
        let w = m.m44
        return CGAffineTransform(
            a: m.m11 / w, b: m.m12 / w, c: m.m21 / w, d: m.m22 / w, tx: m.m41 / w, ty: m.m42 / w)
    }
}
