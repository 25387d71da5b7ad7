import Foundation

/// How a layer's transform (with its superlayer's `sublayerTransform`, its anchor point and depth) maps the
/// layer's plane into its superlayer's, as the renderer draws it: in the layer's untransformed frame
/// coordinates, origin at the frame's top-left. Core Animation flattens every layer into its superlayer's
/// plane, so each layer's map is a projective map of the plane; Cairo draws only affine ones.
package enum LayerPlaneTransform: Equatable {
    case identity
    /// `transform` turned about `anchor`: the layer's own affine transform with nothing else involved.
    case aboutAnchor(CGPoint, CGAffineTransform)
    /// Any other map that stays affine in the plane.
    case affine(CGAffineTransform)
    /// Nothing to draw: a single-sided layer seen from the back, or the plane collapsed behind the viewer.
    case hidden
    /// A perspective projection (the plane turned out of the screen under an `m34`): not affine.
    case projective
}

extension CALayer {
    package var planeTransform: LayerPlaneTransform {
        let t = transform
        let size = bounds.size
        let anchor = CGPoint(x: anchorPoint.x * size.width, y: anchorPoint.y * size.height)
        let parentTransform = superlayer?.sublayerTransform ?? CATransform3DIdentity
        // The common case, drawn with the calls `UIView.transform` always had: an affine transform of the plane
        // about the anchor, under a superlayer without a sublayer transform.
        if CATransform3DIsIdentity(parentTransform), t.m14 == 0, t.m24 == 0, t.m44 == 1,
            anchorPointZ == 0 || (t.m31 == 0 && t.m32 == 0)
        {
            let m = CATransform3DGetAffineTransform(t)
            if m.isIdentity { return .identity }
            return faces(m) ? .aboutAnchor(anchor, m) : .hidden
        }
        // Frame-local plane → superlayer's bounds space (through its sublayer transform) → frame-local again.
        let origin = CGPoint(x: position.x - anchor.x, y: position.y - anchor.y)
        var m = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ)
        m = CATransform3DConcat(m, t)
        m = CATransform3DConcat(
            m, CATransform3DMakeTranslation(anchor.x + origin.x, anchor.y + origin.y, anchorPointZ + zPosition))
        if let parent = superlayer, !CATransform3DIsIdentity(parentTransform) {
            let pb = parent.bounds
            let pivot = CGPoint(
                x: pb.minX + parent.anchorPoint.x * pb.width, y: pb.minY + parent.anchorPoint.y * pb.height)
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(-pivot.x, -pivot.y, 0))
            m = CATransform3DConcat(m, parentTransform)
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(pivot.x, pivot.y, 0))
        }
        m = CATransform3DConcat(m, CATransform3DMakeTranslation(-origin.x, -origin.y, 0))
        // Points of the plane have z = 0: x' = (x·m11 + y·m21 + m41) / w, w = x·m14 + y·m24 + m44.
        let reach = max(abs(size.width), abs(size.height), 1)
        guard (abs(m.m14) + abs(m.m24)) * reach <= 1e-9 * abs(m.m44) else { return .projective }
        guard m.m44 > 0 else { return .hidden }
        let w = m.m44
        let affine = CGAffineTransform(
            a: m.m11 / w, b: m.m12 / w, c: m.m21 / w, d: m.m22 / w, tx: m.m41 / w, ty: m.m42 / w)
        return faces(affine) ? (affine.isIdentity ? .identity : .affine(affine)) : .hidden
    }

    /// Whether the layer shows: its front faces the viewer unless the map mirrors the plane, and a double-sided
    /// layer shows its back (mirrored) too.
    private func faces(_ m: CGAffineTransform) -> Bool {
        isDoubleSided || m.a * m.d - m.b * m.c >= 0
    }

    /// A transform Cairo cannot draw: the snapshot fails with this rather than draw it wrong.
    var transformProblem: String? {
        let t = transform
        let values = t.rows.flatMap { $0 } + sublayerTransform.rows.flatMap { $0 } + [anchorPointZ, zPosition]
        if values.contains(where: { !$0.isFinite }) {
            return
                "has a \(type(of: self)) whose transform, sublayerTransform, anchorPointZ or zPosition is not finite: it cannot be drawn"
        }
        guard planeTransform == .projective else { return nil }
        return
            "has a \(type(of: self)) whose transform projects it in perspective (m34 with a turn out of the screen's plane, here m34 = \(t.m34), superlayer's sublayerTransform.m34 = \(superlayer?.sublayerTransform.m34 ?? 0)): Cairo draws only affine transforms, so it cannot be drawn faithfully"
    }
}
