import OpenUIKit
import SnapshotRenderer
import XCTest

/// Layer transforms as the renderer draws them: about the anchor point, with the superlayer's sublayer
/// transform, siblings ordered by `zPosition`, and perspective refused rather than drawn wrong. iPhone 8 (@2x),
/// white root view.
final class LayerTransformRenderingTests: XCTestCase {
    private let white = RGBAImage.Pixel(red: 255, green: 255, blue: 255)
    private let red = RGBAImage.Pixel(red: 255, green: 0, blue: 0)
    private let blue = RGBAImage.Pixel(red: 0, green: 0, blue: 255)

    private func layer(_ frame: CGRect, _ color: UIColor) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color.cgColor
        return layer
    }

    /// A 40 × 20 bar turned a quarter about its centre (40, 30) stands 20 × 40.
    func testARotatedLayerTurnsAboutItsCentre() throws {
        let image = try renderHostedView { root in
            let bar = self.layer(CGRect(x: 20, y: 20, width: 40, height: 20), .red)
            bar.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            root.layer.addSublayer(bar)
        }
        XCTAssertEqual(image[2 * 40, 2 * 12], red, "above the unturned bar")
        XCTAssertEqual(image[2 * 40, 2 * 48], red)
        XCTAssertEqual(image[2 * 22, 2 * 30], white, "where the unturned bar was")
        XCTAssertEqual(image[2 * 58, 2 * 30], white)
    }

    /// Scaled about an anchor point at the top-left corner: the corner stays at the position.
    func testAScaledLayerGrowsFromItsAnchorPoint() throws {
        let image = try renderHostedView { root in
            let square = CALayer()
            square.backgroundColor = UIColor.blue.cgColor
            square.anchorPoint = .zero
            square.position = CGPoint(x: 10, y: 10)
            square.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            square.transform = CATransform3DMakeScale(2, 2, 1)
            root.layer.addSublayer(square)
        }
        XCTAssertEqual(image[2 * 10 + 1, 2 * 10 + 1], blue)
        XCTAssertEqual(image[2 * 49, 2 * 49], blue)
        XCTAssertEqual(image[2 * 51, 2 * 51], white)
        XCTAssertEqual(image[2 * 9, 2 * 9], white)
    }

    /// The sublayer transform applies to the sublayers about the container's anchor point (its centre).
    func testSublayerTransformScalesTheSublayersAboutTheCentre() throws {
        let image = try renderHostedView { root in
            let container = CALayer()
            container.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            container.sublayerTransform = CATransform3DMakeScale(0.5, 0.5, 1)
            container.addSublayer(self.layer(CGRect(x: 0, y: 0, width: 100, height: 100), .red))
            root.layer.addSublayer(container)
        }
        XCTAssertEqual(image[2 * 24, 2 * 24], white)
        XCTAssertEqual(image[2 * 26, 2 * 26], red)
        XCTAssertEqual(image[2 * 74, 2 * 74], red)
        XCTAssertEqual(image[2 * 76, 2 * 76], white)
    }

    /// A higher `zPosition` draws on top whatever the order; equal ones keep their order.
    func testSiblingsDrawInZPositionOrder() throws {
        let image = try renderHostedView { root in
            let front = self.layer(CGRect(x: 10, y: 10, width: 40, height: 40), .red)
            front.zPosition = 1
            root.layer.addSublayer(front)
            root.layer.addSublayer(self.layer(CGRect(x: 30, y: 30, width: 40, height: 40), .blue))
            let raised = UIView(frame: CGRect(x: 100, y: 10, width: 40, height: 40))
            raised.backgroundColor = .red
            raised.layer.zPosition = 5
            root.addSubview(raised)
            let later = UIView(frame: CGRect(x: 120, y: 30, width: 40, height: 40))
            later.backgroundColor = .blue
            root.addSubview(later)
        }
        XCTAssertEqual(image[2 * 40, 2 * 40], red, "the layer with the higher zPosition covers the later one")
        XCTAssertEqual(image[2 * 60, 2 * 60], blue)
        XCTAssertEqual(image[2 * 130, 2 * 40], red, "subviews too")
        XCTAssertEqual(image[2 * 150, 2 * 60], blue)
    }

    /// A card turned half a turn about its vertical axis, at rest: its front is seen mirrored, and a
    /// single-sided back face is not drawn.
    func testACardFlippedAboutItsVerticalAxis() throws {
        let image = try renderHostedView { root in
            let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
            card.backgroundColor = .blue
            let stripe = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 60))
            stripe.backgroundColor = .red
            card.addSubview(stripe)
            card.layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            root.addSubview(card)
            let back = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 60))
            back.backgroundColor = .red
            back.layer.isDoubleSided = false
            back.layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            root.addSubview(back)
        }
        XCTAssertEqual(image[2 * 30, 2 * 50], blue, "the stripe left the left edge")
        XCTAssertEqual(image[2 * 110, 2 * 50], red, "and shows at the right")
        XCTAssertEqual(image[2 * 70, 2 * 130], white, "the back face is not drawn")
    }

    /// `transform3D` about z draws exactly as the same `transform` does.
    func testTransform3DAboutZDrawsAsTheAffineTransform() throws {
        func draw(_ set: @escaping (UIView) -> Void) throws -> RGBAImage {
            try renderHostedView { root in
                let view = UIView(frame: CGRect(x: 40, y: 40, width: 80, height: 30))
                view.backgroundColor = .red
                view.layer.cornerRadius = 6
                set(view)
                root.addSubview(view)
            }
        }
        let affine = try draw { $0.transform = CGAffineTransform(rotationAngle: 0.4) }
        let layered = try draw { $0.transform3D = CATransform3DMakeRotation(0.4, 0, 0, 1) }
        XCTAssertEqual(affine, layered)
    }

    /// A perspective turn cannot be drawn by Cairo: the snapshot fails and says why.
    func testPerspectiveIsRefusedWithAReason() {
        final class FlipCard: UIView {}
        var message: String?
        do {
            _ = try renderHostedView { root in
                let card = FlipCard(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
                var transform = CATransform3DIdentity
                transform.m34 = -1 / 500
                card.layer.transform = CATransform3DRotate(transform, .pi / 4, 0, 1, 0)
                root.addSubview(card)
            }
        } catch {
            message = "\(error)"
        }
        XCTAssertTrue(
            message?.hasPrefix("<FlipCard> has a CALayer whose transform projects it in perspective") ?? false,
            "\(message ?? "drawn")")
        XCTAssertTrue(message?.contains("cannot be drawn faithfully") ?? false)
    }

    /// A superlayer's perspective does not matter to sublayers that stay in its plane; it does once they turn.
    func testPerspectiveInTheSublayerTransform() throws {
        func render(turn: CGFloat) throws -> RGBAImage {
            try renderHostedView { root in
                let container = CALayer()
                container.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
                var perspective = CATransform3DIdentity
                perspective.m34 = -1 / 500
                container.sublayerTransform = perspective
                let tile = self.layer(CGRect(x: 50, y: 50, width: 100, height: 100), .red)
                tile.transform = CATransform3DMakeRotation(turn, 0, 1, 0)
                container.addSublayer(tile)
                root.layer.addSublayer(container)
            }
        }
        let flat = try render(turn: 0)
        XCTAssertEqual(flat[2 * 100, 2 * 100], red)
        XCTAssertEqual(flat[2 * 49, 2 * 100], white)
        XCTAssertThrowsError(try render(turn: 0.5))
    }
}
