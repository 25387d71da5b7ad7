import OpenUIKit
import SnapshotRenderer
import XCTest

/// `draw(_:)` and a custom layer's `draw(in:)` fill a backing store: `clear(_:)` there makes the layer's own
/// pixels transparent, so the layer's background and what lies behind show, as in UIKit.
final class BackingStoreRenderingTests: XCTestCase {
    /// A dimming overlay with a hole punched in it, the way coach marks are drawn.
    private final class HoleOverlay: UIView {
        var hole = CGRect.zero

        override init(frame: CGRect) {
            super.init(frame: frame)
            isOpaque = false
            backgroundColor = .clear
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.setFillColor(UIColor.black.cgColor)
            context.fill(bounds)
            context.clear(hole)
        }
    }

    private final class ClearingLayer: CALayer {
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(UIColor.blue.cgColor)
            ctx.fill(bounds)
            ctx.clear(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    private let red = RGBAImage.Pixel(red: 255, green: 0, blue: 0)
    private let black = RGBAImage.Pixel(red: 0, green: 0, blue: 0)
    private let green = RGBAImage.Pixel(red: 0, green: 255, blue: 0)
    private let blue = RGBAImage.Pixel(red: 0, green: 0, blue: 255)

    func testClearInDrawShowsWhatLiesBehindTheView() throws {
        let image = try renderHostedView(background: .red) { root in
            let overlay = HoleOverlay(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            overlay.hole = CGRect(x: 20, y: 20, width: 30, height: 30)
            root.addSubview(overlay)
        }
        XCTAssertEqual(image[2 * 15, 2 * 15], black, "the overlay's own drawing")
        XCTAssertEqual(image[2 * 45, 2 * 45], red, "the superview shows through the hole")
        XCTAssertEqual(image[2 * 30, 2 * 30], red)
        XCTAssertEqual(image[2 * 61, 2 * 61], black, "just past the hole")
    }

    func testClearShowsTheViewsOwnBackgroundColour() throws {
        let image = try renderHostedView(background: .red) { root in
            let overlay = HoleOverlay(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            overlay.backgroundColor = .green
            overlay.hole = CGRect(x: 20, y: 20, width: 30, height: 30)
            root.addSubview(overlay)
        }
        XCTAssertEqual(image[2 * 45, 2 * 45], green, "the layer's background lies under its content")
        XCTAssertEqual(image[2 * 15, 2 * 15], black)
    }

    /// Inside a translucent superview (drawn in a group of its own) the hole lines up all the same.
    func testClearInsideAGroupLinesUp() throws {
        let image = try renderHostedView(background: .white) { root in
            let container = UIView(frame: CGRect(x: 5, y: 5, width: 150, height: 150))
            container.backgroundColor = .red
            container.alpha = 0.99
            let overlay = HoleOverlay(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            overlay.hole = CGRect(x: 20, y: 20, width: 30, height: 30)
            container.addSubview(overlay)
            root.addSubview(container)
        }
        let inHole = image[2 * 50, 2 * 50]
        XCTAssertGreaterThan(inHole.red, 250)
        XCTAssertLessThan(inHole.green, 5)
        XCTAssertLessThan(image[2 * 30, 2 * 30].red, 5, "still the overlay's black outside the hole")
        let edge = image[2 * (15 + 20) + 1, 2 * 40]
        XCTAssertGreaterThan(edge.red, 250, "the hole starts exactly at its left edge")
        XCTAssertLessThan(image[2 * (15 + 20) - 1, 2 * 40].red, 5)
    }

    /// A blend mode Cairo would apply outside the shape, inside a translucent superview's group: the mix lines
    /// up with the shape and leaves the rest alone.
    private final class SourceInView: UIView {
        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 50))
            context.setBlendMode(.sourceIn)
            context.setFillColor(UIColor.green.cgColor)
            context.fill(CGRect(x: 50, y: 0, width: 50, height: 100))
        }
    }

    func testSourceInInsideAGroupBlendsOnlyUnderTheShape() throws {
        let image = try renderHostedView(background: .red) { root in
            let container = UIView(frame: CGRect(x: 5, y: 5, width: 150, height: 150))
            container.alpha = 0.999
            let view = SourceInView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            view.isOpaque = false
            container.addSubview(view)
            root.addSubview(container)
        }
        XCTAssertEqual(image[2 * 40, 2 * 40], blue, "outside the shape")
        XCTAssertEqual(image[2 * 90, 2 * 40], green, "inside it, where there was colour")
        XCTAssertEqual(image[2 * (15 + 50) + 1, 2 * 40], green, "from its left edge exactly")
        XCTAssertEqual(image[2 * (15 + 50) - 1, 2 * 40], blue)
        XCTAssertEqual(image[2 * 40, 2 * 90], red, "beneath the view, untouched")
    }

    func testClearInACustomLayersDrawing() throws {
        let image = try renderHostedView(background: .red) { root in
            let layer = ClearingLayer()
            layer.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
            root.layer.addSublayer(layer)
        }
        XCTAssertEqual(image[2 * 25, 2 * 25], red)
        XCTAssertEqual(image[2 * 40, 2 * 40], blue)
    }
}
