import OpenUIKit
import SnapshotRenderer
import XCTest

/// A `CGImage` as a layer's `contents`, placed by `contentsGravity`, `contentsRect`, `contentsScale` and
/// `contentsCenter`, drawn by the real renderer on an iPhone 8 (@2x) window with a white root view. The test
/// image has four 10-pixel quadrants: red top-left, green top-right, blue bottom-left, black bottom-right.
final class LayerContentsRenderingTests: XCTestCase {
    private let white = RGBAImage.Pixel(red: 255, green: 255, blue: 255)
    private let red = RGBAImage.Pixel(red: 255, green: 0, blue: 0)
    private let green = RGBAImage.Pixel(red: 0, green: 255, blue: 0)
    private let blue = RGBAImage.Pixel(red: 0, green: 0, blue: 255)
    private let black = RGBAImage.Pixel(red: 0, green: 0, blue: 0)

    private static func image(width: Int, height: Int, _ paint: (CGContext) -> Void) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image {
            paint($0.cgContext)
        }
        return image.cgImage!
    }

    private static let quadrants = image(width: 20, height: 20) { ctx in
        for (color, rect) in [
            (UIColor.red, CGRect(x: 0, y: 0, width: 10, height: 10)),
            (UIColor.green, CGRect(x: 10, y: 0, width: 10, height: 10)),
            (UIColor.blue, CGRect(x: 0, y: 10, width: 10, height: 10)),
            (UIColor.black, CGRect(x: 10, y: 10, width: 10, height: 10)),
        ] {
            ctx.setFillColor(color.cgColor)
            ctx.fill(rect)
        }
    }

    /// The window's pixels with a layer at (10, 10) set up by `configure`.
    private func render(_ frame: CGSize = CGSize(width: 100, height: 50), _ configure: @escaping (CALayer) -> Void)
        throws -> RGBAImage
    {
        try renderHostedView { root in
            let layer = CALayer()
            layer.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: frame)
            configure(layer)
            root.layer.addSublayer(layer)
        }
    }

    /// The device pixel at layer point (`x`, `y`).
    private func at(_ image: RGBAImage, _ x: CGFloat, _ y: CGFloat) -> RGBAImage.Pixel {
        image[Int(2 * (10 + x)), Int(2 * (10 + y))]
    }

    func testResizeStretchesTheImageUprightOverTheBounds() throws {
        let image = try render { $0.contents = Self.quadrants }
        XCTAssertEqual(at(image, 25, 12), red)
        XCTAssertEqual(at(image, 75, 12), green)
        XCTAssertEqual(at(image, 25, 37), blue)
        XCTAssertEqual(at(image, 75, 37), black)
        XCTAssertEqual(at(image, 105, 25), white, "nothing outside the bounds")
    }

    func testResizeAspectFitsAndCentres() throws {
        let image = try render {
            $0.contents = Self.quadrants
            $0.contentsGravity = .resizeAspect
        }
        XCTAssertEqual(at(image, 20, 25), white)
        XCTAssertEqual(at(image, 30, 10), red)
        XCTAssertEqual(at(image, 70, 10), green)
        XCTAssertEqual(at(image, 30, 40), blue)
        XCTAssertEqual(at(image, 80, 25), white)
    }

    func testResizeAspectFillCoversAndMasksToBoundsClips() throws {
        let image = try render {
            $0.contents = Self.quadrants
            $0.contentsGravity = .resizeAspectFill
            $0.masksToBounds = true
        }
        // 100 × 100 points centred on a 50-point-high layer: rows 25…75 of the image show.
        XCTAssertEqual(at(image, 25, 5), red)
        XCTAssertEqual(at(image, 25, 45), blue)
        XCTAssertEqual(at(image, 75, 45), black)
        XCTAssertEqual(at(image, 25, -5), white, "clipped to the bounds")
        let unclipped = try render {
            $0.contents = Self.quadrants
            $0.contentsGravity = .resizeAspectFill
        }
        XCTAssertEqual(at(unclipped, 25, -5), red, "contents overflow the bounds unless it masks")
    }

    func testCenterKeepsTheNaturalSizeInPointsOfContentsScale() throws {
        let image = try render {
            $0.contents = Self.quadrants
            $0.contentsGravity = .center
            $0.contentsScale = 2
        }
        // 20 pixels at scale 2: 10 × 10 points at (45, 20).
        XCTAssertEqual(at(image, 46, 21), red)
        XCTAssertEqual(at(image, 54, 21), green)
        XCTAssertEqual(at(image, 46, 29), blue)
        XCTAssertEqual(at(image, 54, 29), black)
        XCTAssertEqual(at(image, 43, 25), white)
        XCTAssertEqual(at(image, 50, 32), white)
    }

    func testVerticalGravitiesAreNamedByTheAxisAsOnIOS() throws {
        // Core Animation's "top" is the maximum y: the bottom edge on an iOS screen.
        let topRight = try render(CGSize(width: 100, height: 60)) {
            $0.contents = Self.quadrants
            $0.contentsGravity = .topRight
        }
        XCTAssertEqual(at(topRight, 85, 45), red)
        XCTAssertEqual(at(topRight, 95, 55), black)
        XCTAssertEqual(at(topRight, 85, 5), white)
        let bottomLeft = try render(CGSize(width: 100, height: 60)) {
            $0.contents = Self.quadrants
            $0.contentsGravity = .bottomLeft
        }
        XCTAssertEqual(at(bottomLeft, 5, 5), red)
        XCTAssertEqual(at(bottomLeft, 15, 15), black)
        XCTAssertEqual(at(bottomLeft, 5, 45), white)
        let left = try render(CGSize(width: 100, height: 60)) {
            $0.contents = Self.quadrants
            $0.contentsGravity = .left
        }
        XCTAssertEqual(at(left, 5, 25), red, "centred vertically: rows 20…40")
        XCTAssertEqual(at(left, 5, 35), blue)
        XCTAssertEqual(at(left, 5, 15), white)
    }

    func testContentsRectPicksAPartFromTheImagesTopLeft() throws {
        let topRight = try render {
            $0.contents = Self.quadrants
            $0.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)
        }
        for (x, y) in [(5, 5), (50, 25), (95, 45)] as [(CGFloat, CGFloat)] {
            XCTAssertEqual(at(topRight, x, y), green)
        }
        let bottomHalf = try render {
            $0.contents = Self.quadrants
            $0.contentsRect = CGRect(x: 0, y: 0.5, width: 1, height: 0.5)
        }
        XCTAssertEqual(at(bottomHalf, 25, 5), blue)
        XCTAssertEqual(at(bottomHalf, 75, 45), black)
    }

    func testContentsCenterStretchesOnlyTheMiddle() throws {
        // 30 pixels: a 10-pixel red frame around blue.
        let framed = Self.image(width: 30, height: 30) { ctx in
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
            ctx.setFillColor(UIColor.blue.cgColor)
            ctx.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        }
        let image = try render(CGSize(width: 100, height: 60)) {
            $0.contents = framed
            $0.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        }
        XCTAssertEqual(at(image, 5, 30), red, "the left edge keeps its 10 points")
        XCTAssertEqual(at(image, 15, 30), blue, "the middle stretches from 10 to 90")
        XCTAssertEqual(at(image, 85, 30), blue)
        XCTAssertEqual(at(image, 95, 30), red)
        XCTAssertEqual(at(image, 50, 5), red)
        XCTAssertEqual(at(image, 50, 55), red)
        let stretched = try render(CGSize(width: 100, height: 60)) { $0.contents = framed }
        XCTAssertEqual(at(stretched, 15, 30), red, "without a centre the frame stretches to a third")
    }

    func testNearestMagnificationKeepsPixelsSharp() throws {
        let pair = Self.image(width: 2, height: 1) { ctx in
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            ctx.setFillColor(UIColor.blue.cgColor)
            ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        let sharp = try render {
            $0.contents = pair
            $0.magnificationFilter = .nearest
        }
        XCTAssertEqual(at(sharp, 45, 25), red)
        XCTAssertEqual(at(sharp, 55, 25), blue)
        let smooth = try render { $0.contents = pair }
        XCTAssertNotEqual(at(smooth, 45, 25), red, "the linear filter blends near the middle")
    }

    func testContentsReplaceACustomLayersDrawingButNotAShapes() throws {
        final class Drawn: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(UIColor.yellow.cgColor)
                ctx.fill(bounds)
            }
        }
        let custom = try renderHostedView { root in
            let layer = Drawn()
            layer.frame = CGRect(x: 10, y: 10, width: 100, height: 50)
            layer.contents = Self.quadrants
            root.layer.addSublayer(layer)
        }
        XCTAssertEqual(at(custom, 25, 12), red, "contents, not draw(in:)")
        let shape = try renderHostedView { root in
            let layer = CAShapeLayer()
            layer.frame = CGRect(x: 10, y: 10, width: 100, height: 50)
            layer.contents = Self.quadrants
            layer.path = CGPath(rect: CGRect(x: 50, y: 0, width: 50, height: 50), transform: nil)
            layer.fillColor = UIColor.yellow.cgColor
            root.layer.addSublayer(layer)
        }
        XCTAssertEqual(at(shape, 25, 12), red, "contents under the shape")
        XCTAssertEqual(at(shape, 75, 12), RGBAImage.Pixel(red: 255, green: 255, blue: 0), "the shape over them")
    }

    func testAViewsLayerShowsContentsUnderItsSubviews() throws {
        let image = try renderHostedView { root in
            let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
            view.layer.contents = Self.quadrants
            let cover = UIView(frame: CGRect(x: 50, y: 25, width: 50, height: 25))
            cover.backgroundColor = .white
            view.addSubview(cover)
            root.addSubview(view)
        }
        XCTAssertEqual(at(image, 25, 12), red)
        XCTAssertEqual(at(image, 75, 12), green)
        XCTAssertEqual(at(image, 75, 37), white, "the subview covers them")
    }

    // MARK: Display

    private final class ImageDisplayLayer: CALayer {
        var displays = 0
        override func display() {
            displays += 1
            contents = LayerContentsRenderingTests.quadrants
        }
    }

    func testADisplayOverrideThatSetsContentsShowsThemWhenTheLayerNeedsDisplay() throws {
        var layers: [ImageDisplayLayer] = []
        let image = try renderHostedView { root in
            let layer = ImageDisplayLayer()
            layer.frame = CGRect(x: 10, y: 10, width: 100, height: 50)
            layer.setNeedsDisplay()
            root.layer.addSublayer(layer)
            layers.append(layer)
        }
        XCTAssertEqual(at(image, 25, 12), red)
        XCTAssertEqual(at(image, 75, 37), black)
        XCTAssertEqual(layers.first?.displays, 1, "once, however often the layer is drawn")
        XCTAssertFalse(layers.first?.needsDisplay() ?? true)
        let undisplayed = try renderHostedView { root in
            let layer = ImageDisplayLayer()
            layer.frame = CGRect(x: 10, y: 10, width: 100, height: 50)
            root.layer.addSublayer(layer)
        }
        XCTAssertEqual(at(undisplayed, 25, 12), white, "never asked to display, as in Core Animation")
    }

    private final class DisplayingDelegate: NSObject, CALayerDelegate {
        func display(_ layer: CALayer) { layer.contents = LayerContentsRenderingTests.quadrants }
    }

    func testADelegatesDisplaySetsTheContents() throws {
        let delegate = DisplayingDelegate()
        let image = try renderHostedView { root in
            let layer = CALayer()
            layer.frame = CGRect(x: 10, y: 10, width: 100, height: 50)
            layer.delegate = delegate
            layer.setNeedsDisplay()
            root.layer.addSublayer(layer)
        }
        XCTAssertEqual(at(image, 75, 12), green)
        withExtendedLifetime(delegate) {}
    }

    private final class DrawingDelegate: NSObject, CALayerDelegate {
        func draw(_ layer: CALayer, in ctx: CGContext) {
            ctx.setFillColor(UIColor.blue.cgColor)
            ctx.fill(layer.bounds)
        }
    }

    func testTheDefaultDrawingAsksTheDelegateToDraw() throws {
        let delegate = DrawingDelegate()
        let image = try renderHostedView { root in
            let layer = CALayer()
            layer.frame = CGRect(x: 10, y: 10, width: 100, height: 50)
            layer.delegate = delegate
            layer.setNeedsDisplay()
            root.layer.addSublayer(layer)
        }
        XCTAssertEqual(at(image, 50, 25), blue)
        XCTAssertEqual(at(image, 105, 25), white)
        withExtendedLifetime(delegate) {}
    }
}
