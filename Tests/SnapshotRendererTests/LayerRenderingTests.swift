import OpenUIKit
import SnapshotRenderer
import XCTest

/// Pixels of gradient, shape and free-standing layers, drawn by the real renderer on an iPhone 8 (@2x)
/// window with a white root view.
final class LayerRenderingTests: XCTestCase {
    private final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    private func render(_ build: @escaping (UIView) -> Void) throws -> RGBAImage {
        try renderHostedView(build)
    }

    private let white = RGBAImage.Pixel(red: 255, green: 255, blue: 255)
    private let red = RGBAImage.Pixel(red: 255, green: 0, blue: 0)
    private let blue = RGBAImage.Pixel(red: 0, green: 0, blue: 255)
    private let green = RGBAImage.Pixel(red: 0, green: 255, blue: 0)

    /// Top centre to bottom centre by default, colours held at the ends, the midpoint halfway.
    func testAxialGradientRunsTopToBottom() throws {
        let image = try render { root in
            let view = GradientView(frame: CGRect(x: 10, y: 10, width: 40, height: 100))
            (view.layer as! CAGradientLayer).colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            root.addSubview(view)
        }
        // Pixel centres sit half a pixel inside the 200-pixel-tall gradient.
        XCTAssertEqual(image[2 * 30, 2 * 10], RGBAImage.Pixel(red: 254, green: 0, blue: 1))
        XCTAssertEqual(image[2 * 30, 2 * 110 - 1], RGBAImage.Pixel(red: 1, green: 0, blue: 254))
        let middle = image[2 * 30, 2 * 60]
        XCTAssertEqual(Int(middle.red), 127, accuracy: 2)
        XCTAssertEqual(Int(middle.blue), 127, accuracy: 2)
        XCTAssertEqual(image[2 * 30, 2 * 112], white, "nothing outside the bounds")
    }

    func testLocationsAndDirectionAreHonoured() throws {
        let image = try render { root in
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 10, y: 10, width: 100, height: 20)
            gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            gradient.locations = [0.5, 0.6]
            gradient.startPoint = CGPoint(x: 0, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 0.5)
            root.layer.addSublayer(gradient)
        }
        XCTAssertEqual(image[2 * 50, 2 * 20], red, "held before the first location")
        XCTAssertEqual(image[2 * 80, 2 * 20], blue, "held after the last")
    }

    /// `insertSublayer(at: 0)` puts the layer under every subview; `addSublayer` over those added before.
    func testFreeStandingLayersInterleaveWithSubviews() throws {
        let image = try render { root in
            let under = CALayer()
            under.backgroundColor = UIColor.red.cgColor
            under.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            let subview = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
            subview.backgroundColor = .green
            root.addSubview(subview)
            root.layer.insertSublayer(under, at: 0)
            let over = CALayer()
            over.backgroundColor = UIColor.blue.cgColor
            over.frame = CGRect(x: 50, y: 50, width: 10, height: 10)
            root.layer.addSublayer(over)
        }
        XCTAssertEqual(image[2 * 10, 2 * 10], red)
        XCTAssertEqual(image[2 * 30, 2 * 30], green)
        XCTAssertEqual(image[2 * 55, 2 * 55], blue)
    }

    /// A ring stroked to a quarter: drawn along the first quarter of its path only.
    func testShapeLayerStrokesToStrokeEnd() throws {
        let image = try render { root in
            let ring = CAShapeLayer()
            ring.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 20, y: 100))
            path.addLine(to: CGPoint(x: 180, y: 100))
            ring.path = path
            ring.fillColor = nil
            ring.strokeColor = UIColor.blue.cgColor
            ring.lineWidth = 10
            ring.strokeEnd = 0.25
            root.layer.addSublayer(ring)
        }
        XCTAssertEqual(image[2 * 30, 2 * 100], blue)
        XCTAssertEqual(image[2 * 55, 2 * 100], blue)
        XCTAssertEqual(image[2 * 65, 2 * 100], white, "past a quarter of the 160-point line")
    }

    /// A quarter turn about the centre: a wide bar becomes a tall one around the same centre.
    func testTransformsAreDrawnAboutTheCentre() throws {
        let image = try render { root in
            let bar = UIView(frame: CGRect(x: 50, y: 90, width: 100, height: 20))
            bar.backgroundColor = .blue
            bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
            root.addSubview(bar)
        }
        XCTAssertEqual(image[2 * 100, 2 * 55], blue, "above the centre, inside the turned bar")
        XCTAssertEqual(image[2 * 100, 2 * 145], blue)
        XCTAssertEqual(image[2 * 60, 2 * 100], white, "the bar's old left end is empty")
    }

    /// A gradient mask fades a view out: full colour where the mask is opaque, none where it is clear.
    func testMasksShowTheViewWhereTheyDraw() throws {
        let image = try render { root in
            let panel = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            panel.backgroundColor = .blue
            let fade = CAGradientLayer()
            fade.frame = panel.bounds
            fade.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
            fade.locations = [0.5, 0.5]
            panel.layer.mask = fade
            root.addSubview(panel)
        }
        XCTAssertEqual(image[2 * 50, 2 * 20], blue, "the mask's opaque half")
        XCTAssertEqual(image[2 * 50, 2 * 80], white, "its clear half")
    }

    func testConicGradientsFailLoudly() {
        XCTAssertThrowsError(
            try render { root in
                let gradient = CAGradientLayer()
                gradient.type = .conic
                gradient.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                root.layer.addSublayer(gradient)
            }
        ) { error in
            XCTAssertTrue("\(error)".contains("conic"), "\(error)")
        }
    }
}
