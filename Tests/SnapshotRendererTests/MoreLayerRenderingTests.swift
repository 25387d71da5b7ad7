import OpenUIKit
import SnapshotRenderer
import XCTest

/// Text, replicator, scroll, tiled and emitter layers and masks on free-standing layers, drawn by the real
/// renderer on an iPhone 8 (@2x) window with a white root view.
final class MoreLayerRenderingTests: XCTestCase {
    private let white = RGBAImage.Pixel(red: 255, green: 255, blue: 255)
    private let red = RGBAImage.Pixel(red: 255, green: 0, blue: 0)
    private let blue = RGBAImage.Pixel(red: 0, green: 0, blue: 255)

    private func dot(_ frame: CGRect, _ color: UIColor = .red) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color.cgColor
        return layer
    }

    /// The smallest rectangle of pixels in `area` (device pixels) that are not white.
    private func ink(_ image: RGBAImage, in area: CGRect) -> CGRect {
        var box = CGRect.null
        for y in Int(area.minY)..<Int(area.maxY) {
            for x in Int(area.minX)..<Int(area.maxX) where image[x, y] != white {
                box = box.union(CGRect(x: x, y: y, width: 1, height: 1))
            }
        }
        return box
    }

    // MARK: Text layers

    private final class DrawnText: UIView {
        var text = ""
        override func draw(_ rect: CGRect) {
            (text as NSString).draw(
                at: .zero, withAttributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red])
        }
    }

    /// At the screen's scale a text layer draws exactly what the string drawing does, from its top-left corner.
    func testATextLayerDrawsAsStringDrawingDoes() throws {
        let layered = try renderHostedView { root in
            let text = CATextLayer()
            text.frame = CGRect(x: 20, y: 20, width: 200, height: 40)
            text.string = "Hello, layers"
            text.fontSize = 20
            text.foregroundColor = UIColor.red.cgColor
            text.contentsScale = 2
            root.layer.addSublayer(text)
        }
        let drawn = try renderHostedView { root in
            let view = DrawnText(frame: CGRect(x: 20, y: 20, width: 200, height: 40))
            view.isOpaque = false
            view.text = "Hello, layers"
            root.addSubview(view)
        }
        XCTAssertEqual(layered, drawn)
        let box = ink(layered, in: CGRect(x: 0, y: 0, width: 500, height: 160))
        XCTAssertGreaterThanOrEqual(box.minX, 40)
        XCTAssertLessThan(box.minX, 46, "from the left edge")
        XCTAssertLessThan(box.maxY, 2 * 20 + 2 * 30, "from the top")
    }

    func testAlignmentPlacesTheLineInTheBounds() throws {
        func line(_ mode: CATextLayerAlignmentMode) throws -> CGRect {
            let image = try renderHostedView { root in
                let text = CATextLayer()
                text.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
                text.string = "Centre"
                text.fontSize = 20
                text.foregroundColor = UIColor.black.cgColor
                text.contentsScale = 2
                text.alignmentMode = mode
                root.layer.addSublayer(text)
            }
            return ink(image, in: CGRect(x: 0, y: 0, width: 600, height: 80))
        }
        let left = try line(.left)
        let center = try line(.center)
        let right = try line(.right)
        XCTAssertLessThan(left.minX, 6)
        XCTAssertEqual(center.midX, 300, accuracy: 4)
        XCTAssertGreaterThan(right.maxX, 592)
        XCTAssertEqual(try line(.natural), left)
        XCTAssertEqual(try line(.justified), left, "justified lines are drawn as natural ones")
    }

    func testWrappingAndTruncation() throws {
        func drawn(_ configure: @escaping (CATextLayer) -> Void) throws -> CGRect {
            let image = try renderHostedView { root in
                let text = CATextLayer()
                text.frame = CGRect(x: 0, y: 0, width: 120, height: 100)
                text.string = "A sentence long enough to wrap"
                text.fontSize = 17
                text.foregroundColor = UIColor.black.cgColor
                text.contentsScale = 2
                configure(text)
                root.layer.addSublayer(text)
            }
            return ink(image, in: CGRect(x: 0, y: 0, width: 400, height: 200))
        }
        let oneLine = try drawn { _ in }
        let wrapped = try drawn { $0.isWrapped = true }
        let truncated = try drawn { $0.truncationMode = .end }
        XCTAssertLessThan(oneLine.height, 2 * 24, "one line, clipped at the bounds")
        XCTAssertEqual(oneLine.maxX, 240, accuracy: 1, "running into the right edge")
        XCTAssertGreaterThan(wrapped.height, 2 * 40, "several lines")
        XCTAssertLessThan(truncated.height, 2 * 24)
        XCTAssertLessThan(truncated.maxX, 238, "ended with an ellipsis inside the bounds")
    }

    /// Core Animation's default contentsScale is 1: on a @2x screen the text is drawn at 1× and magnified.
    func testAnUnscaledTextLayerIsMagnified() throws {
        func render(scale: CGFloat?) throws -> RGBAImage {
            try renderHostedView { root in
                let text = CATextLayer()
                text.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
                text.string = "Blurry"
                text.fontSize = 20
                text.foregroundColor = UIColor.black.cgColor
                if let scale { text.contentsScale = scale }
                root.layer.addSublayer(text)
            }
        }
        let sharp = try render(scale: 2)
        let magnified = try render(scale: nil)
        XCTAssertNotEqual(sharp, magnified)
        let sharpBox = ink(sharp, in: CGRect(x: 0, y: 0, width: 400, height: 80))
        let magnifiedBox = ink(magnified, in: CGRect(x: 0, y: 0, width: 400, height: 80))
        XCTAssertEqual(sharpBox.midX, magnifiedBox.midX, accuracy: 4, "the same text in the same place")
    }

    func testAttributedStringsKeepTheirOwnColour() throws {
        let image = try renderHostedView { root in
            let text = CATextLayer()
            text.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
            text.string = NSAttributedString(
                string: "██", attributes: [.font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.blue])
            text.foregroundColor = UIColor.red.cgColor
            text.contentsScale = 2
            root.layer.addSublayer(text)
        }
        let box = ink(image, in: CGRect(x: 0, y: 0, width: 400, height: 120))
        XCTAssertFalse(box.isNull)
        let centre = image[Int(box.midX), Int(box.midY)]
        XCTAssertGreaterThan(centre.blue, 200)
        XCTAssertLessThan(centre.red, 60)
    }

    // MARK: Replicators

    /// A typing indicator: three dots, each 20 points right of the one before and fading.
    func testReplicatorInstancesStepByTheTransformAndColourOffsets() throws {
        let image = try renderHostedView { root in
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 10, y: 10, width: 100, height: 20)
            replicator.instanceCount = 3
            replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
            replicator.instanceAlphaOffset = -0.5
            replicator.addSublayer(self.dot(CGRect(x: 0, y: 0, width: 10, height: 10)))
            root.layer.addSublayer(replicator)
        }
        XCTAssertEqual(image[2 * 15, 2 * 15], red)
        let faded = image[2 * 35, 2 * 15]
        XCTAssertEqual(Int(faded.red), 255)
        XCTAssertEqual(Int(faded.green), 128, accuracy: 1, "the second at half alpha")
        XCTAssertEqual(image[2 * 55, 2 * 15], white, "the third at alpha 0")
        XCTAssertEqual(image[2 * 25, 2 * 15], white, "nothing between")
    }

    /// A spinner: a dot at the top, repeated a quarter turn at a time about the replicator's centre.
    func testReplicatorRotationsTurnAboutTheCentre() throws {
        let image = try renderHostedView { root in
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            replicator.instanceCount = 4
            replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            replicator.instanceColor = UIColor.blue.cgColor
            replicator.addSublayer(self.dot(CGRect(x: 45, y: 0, width: 10, height: 10), .white))
            root.layer.addSublayer(replicator)
        }
        for (x, y) in [(50, 5), (95, 50), (50, 95), (5, 50)] {
            XCTAssertEqual(image[2 * x, 2 * y], blue, "a white dot tinted blue at (\(x), \(y))")
        }
        XCTAssertEqual(image[2 * 50, 2 * 50], white)
    }

    func testAReplicatorBackedView() throws {
        final class Loader: UIView {
            override class var layerClass: AnyClass { CAReplicatorLayer.self }
        }
        let image = try renderHostedView { root in
            let loader = Loader(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            let replicator = loader.layer as! CAReplicatorLayer
            replicator.instanceCount = 2
            replicator.instanceTransform = CATransform3DMakeTranslation(50, 0, 0)
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            bar.backgroundColor = .red
            loader.addSubview(bar)
            root.addSubview(loader)
        }
        XCTAssertEqual(image[2 * 5, 2 * 5], red)
        XCTAssertEqual(image[2 * 55, 2 * 5], red, "the subview repeated")
        XCTAssertEqual(image[2 * 30, 2 * 5], white)
    }

    // MARK: Scroll, tiled and emitter layers, masks

    func testAScrollLayerShowsItsContentFromTheScrolledPoint() throws {
        let image = try renderHostedView { root in
            let scroller = CAScrollLayer()
            scroller.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            scroller.addSublayer(self.dot(CGRect(x: 60, y: 0, width: 10, height: 10)))
            scroller.scrollMode = .horizontally
            scroller.scroll(to: CGPoint(x: 50, y: 40))
            root.layer.addSublayer(scroller)
        }
        XCTAssertEqual(image[2 * 15, 2 * 5], red, "moved left by 50, not down")
        XCTAssertEqual(image[2 * 65, 2 * 5], white)
    }

    func testATiledLayerDrawsItsContentInOnePass() throws {
        final class Map: CATiledLayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(UIColor.blue.cgColor)
                ctx.fill(CGRect(x: 0, y: 0, width: 300, height: 300))
            }
        }
        let image = try renderHostedView { root in
            let map = Map()
            map.tileSize = CGSize(width: 64, height: 64)
            map.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
            root.layer.addSublayer(map)
        }
        XCTAssertEqual(image[2 * 10, 2 * 10], blue)
        XCTAssertEqual(image[2 * 290, 2 * 290], blue, "beyond the first tile")
    }

    func testAnEmittingEmitterIsRefusedAndAnIdleOneDrawn() throws {
        final class Confetti: UIView {
            override class var layerClass: AnyClass { CAEmitterLayer.self }
        }
        func render(birthRate: Float) throws -> RGBAImage {
            try renderHostedView { root in
                let confetti = Confetti(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                confetti.backgroundColor = .blue
                let emitter = confetti.layer as! CAEmitterLayer
                let cell = CAEmitterCell()
                cell.birthRate = 20
                cell.lifetime = 4
                cell.velocity = 100
                emitter.emitterCells = [cell]
                emitter.birthRate = birthRate
                root.addSubview(confetti)
            }
        }
        XCTAssertThrowsError(try render(birthRate: 1)) { error in
            XCTAssertTrue("\(error)".hasPrefix("<Confetti> has a CAEmitterLayer that emits particles"), "\(error)")
        }
        XCTAssertEqual(try render(birthRate: 0)[2 * 50, 2 * 50], blue, "waiting for a burst: a plain layer")
    }

    func testAMaskOnAFreeStandingLayer() throws {
        let image = try renderHostedView { root in
            let square = self.dot(CGRect(x: 0, y: 0, width: 100, height: 100))
            let circle = CAShapeLayer()
            circle.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
            square.mask = circle
            root.layer.addSublayer(square)
        }
        XCTAssertEqual(image[2 * 50, 2 * 50], red)
        XCTAssertEqual(image[2 * 3, 2 * 3], white, "the corner is outside the circle")
    }
}
