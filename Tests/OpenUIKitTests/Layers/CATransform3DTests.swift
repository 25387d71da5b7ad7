import Foundation
import TestSupport
import XCTest

@testable import OpenUIKit

/// The `CATransform3D` algebra: Core Animation's row-vector convention, checked on fixed cases and as
/// properties over seeded random transforms.
final class CATransform3DTests: XCTestCase {
    private func apply(_ t: CATransform3D, _ p: (CGFloat, CGFloat, CGFloat)) -> (CGFloat, CGFloat, CGFloat) {
        let x = p.0 * t.m11 + p.1 * t.m21 + p.2 * t.m31 + t.m41
        let y = p.0 * t.m12 + p.1 * t.m22 + p.2 * t.m32 + t.m42
        let z = p.0 * t.m13 + p.1 * t.m23 + p.2 * t.m33 + t.m43
        let w = p.0 * t.m14 + p.1 * t.m24 + p.2 * t.m34 + t.m44
        return (x / w, y / w, z / w)
    }

    private func assertClose(
        _ a: CATransform3D, _ b: CATransform3D, accuracy: CGFloat = 1e-9, _ message: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let scale = max(1, (a.rows + b.rows).flatMap { $0 }.map(abs).max()!)
        for (x, y) in zip(a.rows.flatMap { $0 }, b.rows.flatMap { $0 }) where abs(x - y) > accuracy * scale {
            XCTFail("\(a) is not \(b) \(message)", file: file, line: line)
            return
        }
    }

    private func randomTransform(_ g: inout SeededGenerator) -> CATransform3D {
        func unit(_ g: inout SeededGenerator) -> CGFloat { CGFloat(g.int(-1000...1000)) / 1000 }
        var t = CATransform3DIdentity
        for _ in 0..<g.int(1...4) {
            switch g.int(0...3) {
            case 0: t = CATransform3DTranslate(t, 100 * unit(&g), 100 * unit(&g), 100 * unit(&g))
            case 1: t = CATransform3DScale(t, 0.5 + abs(unit(&g)) * 2, 0.5 + abs(unit(&g)) * 2, 0.5 + abs(unit(&g)))
            case 2: t = CATransform3DRotate(t, .pi * unit(&g), unit(&g), unit(&g), unit(&g) + 0.01)
            default: t.m34 = -abs(unit(&g)) / 500
            }
        }
        return t
    }

    func testIdentityAndItsPredicates() {
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DIdentity))
        XCTAssertFalse(CATransform3DIsIdentity(CATransform3D()), "the memberwise zero is not the identity")
        XCTAssertTrue(CATransform3DIsAffine(CATransform3DIdentity))
        XCTAssertTrue(CATransform3DEqualToTransform(CATransform3DMakeScale(2, 3, 4), CATransform3DMakeScale(2, 3, 4)))
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 0, 1, 0)))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        XCTAssertFalse(CATransform3DIsAffine(perspective))
        XCTAssertTrue(CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 0, 0, 1)))
        XCTAssertEqual(CATransform3DMakeRotation(1, 0, 0, 0), CATransform3DIdentity, "a zero axis turns nothing")
    }

    /// Translation lives in m41…m43 and points are row vectors; Translate/Scale/Rotate put their step first.
    func testRowVectorConventionAndOrderOfSteps() {
        let t = CATransform3DMakeTranslation(10, 20, 30)
        XCTAssertEqual([t.m41, t.m42, t.m43], [10, 20, 30])
        let scaledThenMoved = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 2), 1, 0, 0)
        let p = apply(scaledThenMoved, (1, 1, 0))
        XCTAssertEqual(p.0, 4, accuracy: 1e-12, "moved by 1 first, then scaled by 2")
        XCTAssertEqual(p.1, 2, accuracy: 1e-12)
        let quarter = apply(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), (1, 0, 0))
        XCTAssertEqual(quarter.0, 0, accuracy: 1e-12)
        XCTAssertEqual(quarter.1, 1, accuracy: 1e-12, "x turns toward y, as CGAffineTransform(rotationAngle:)")
        let aboutY = apply(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), (1, 0, 0))
        XCTAssertEqual(aboutY.2, -1, accuracy: 1e-12, "right-handed about y: x turns toward -z")
    }

    func testAffineRoundTrips() {
        let m = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 3).translatedBy(x: 5, y: -4)
        let t = CATransform3DMakeAffineTransform(m)
        XCTAssertTrue(CATransform3DIsAffine(t))
        XCTAssertEqual(CATransform3DGetAffineTransform(t), m)
        let turned = CATransform3DMakeRotation(0.7, 0, 0, 1)
        let affine = CATransform3DGetAffineTransform(turned)
        let expected = CGAffineTransform(rotationAngle: 0.7)
        for (x, y) in [(affine.a, expected.a), (affine.b, expected.b), (affine.c, expected.c), (affine.d, expected.d)] {
            XCTAssertEqual(x, y, accuracy: 1e-15)
        }
    }

    func testASingularTransformInvertsToItself() {
        let flat = CATransform3DMakeScale(1, 0, 1)
        XCTAssertEqual(CATransform3DInvert(flat), flat)
    }

    func testConcatIsAssociative() {
        var g = SeededGenerator(seed: 30)
        for _ in 0..<200 {
            let (a, b, c) = (randomTransform(&g), randomTransform(&g), randomTransform(&g))
            assertClose(
                CATransform3DConcat(CATransform3DConcat(a, b), c), CATransform3DConcat(a, CATransform3DConcat(b, c)))
        }
    }

    func testInverseTimesTransformIsTheIdentity() {
        var g = SeededGenerator(seed: 31)
        for _ in 0..<200 {
            let t = randomTransform(&g)
            let inverse = CATransform3DInvert(t)
            assertClose(CATransform3DConcat(inverse, t), CATransform3DIdentity, accuracy: 1e-8, "\(t)")
            assertClose(CATransform3DConcat(t, inverse), CATransform3DIdentity, accuracy: 1e-8, "\(t)")
        }
    }

    /// Turning by a then by b about one axis is turning by a + b; the turn keeps lengths and the axis.
    func testRotationsAboutOneAxisCompose() {
        var g = SeededGenerator(seed: 32)
        for _ in 0..<200 {
            let axis = (
                CGFloat(g.int(-100...100)) / 10, CGFloat(g.int(-100...100)) / 10, CGFloat(g.int(1...100)) / 10
            )
            let a = CGFloat(g.int(-6283...6283)) / 1000
            let b = CGFloat(g.int(-6283...6283)) / 1000
            let twice = CATransform3DRotate(
                CATransform3DMakeRotation(a, axis.0, axis.1, axis.2), b, axis.0, axis.1, axis.2)
            assertClose(twice, CATransform3DMakeRotation(a + b, axis.0, axis.1, axis.2))
            let onAxis = apply(twice, axis)
            XCTAssertEqual(onAxis.0, axis.0, accuracy: 1e-9)
            XCTAssertEqual(onAxis.1, axis.1, accuracy: 1e-9)
            XCTAssertEqual(onAxis.2, axis.2, accuracy: 1e-9)
            let p = apply(twice, (1, 2, 3))
            XCTAssertEqual((p.0 * p.0 + p.1 * p.1 + p.2 * p.2).squareRoot(), CGFloat(14).squareRoot(), accuracy: 1e-9)
        }
    }

    /// UIKit keeps the view's transform and its layer's in step.
    func testViewTransformAndLayerTransformAreOne() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        XCTAssertEqual(view.layer.transform, CATransform3DMakeScale(2, 3, 1))
        XCTAssertEqual(view.transform3D, view.layer.transform)
        view.layer.transform = CATransform3DMakeTranslation(5, 6, 0)
        XCTAssertEqual(view.transform, CGAffineTransform(translationX: 5, y: 6))
        view.transform3D = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        XCTAssertEqual(view.layer.transform, view.transform3D)
        XCTAssertEqual(view.transform, CATransform3DGetAffineTransform(view.transform3D), "the affine part")
        XCTAssertTrue(view.recursiveDescription.contains("transform3D = [0.5, 0, -0.866"), view.recursiveDescription)
        view.layer.setAffineTransform(.identity)
        XCTAssertTrue(view.transform.isIdentity)
        XCTAssertTrue(CATransform3DIsIdentity(view.transform3D))

        let layer = CALayer()
        layer.setAffineTransform(CGAffineTransform(rotationAngle: 1))
        XCTAssertEqual(layer.affineTransform(), CGAffineTransform(rotationAngle: 1))
        XCTAssertEqual(CALayer(layer: layer).transform, layer.transform, "presentation copies keep it")
    }

    /// What the renderer is handed: the plane map of a layer, about its anchor point.
    func testPlaneTransforms() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        XCTAssertEqual(layer.planeTransform, .identity)
        layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        guard case .aboutAnchor(let anchor, let turn) = layer.planeTransform else {
            return XCTFail("\(layer.planeTransform)")
        }
        let flipped = CGAffineTransform(translationX: -anchor.x, y: -anchor.y).concatenating(turn)
            .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
        XCTAssertEqual(flipped.a, -1, accuracy: 1e-12, "turned about y: mirrored in the plane")
        XCTAssertEqual(flipped.tx, 40, accuracy: 1e-9, "about the anchor point, the centre")
        layer.isDoubleSided = false
        XCTAssertEqual(layer.planeTransform, .hidden, "the back of a single-sided layer is not drawn")
        var perspective = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        perspective.m34 = -1 / 500
        layer.transform = CATransform3DConcat(CATransform3DMakeRotation(.pi / 4, 0, 1, 0), perspective)
        XCTAssertEqual(layer.planeTransform, .projective)
        XCTAssertNotNil(layer.drawingProblem)
        var flat = CATransform3DIdentity
        flat.m34 = -1 / 500
        layer.transform = flat
        XCTAssertEqual(layer.planeTransform, .identity, "m34 alone does not move the plane z = 0")
    }
}
