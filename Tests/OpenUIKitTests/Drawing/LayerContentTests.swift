import XCTest

@testable import OpenUIKit

/// `CALayer.drawContent(in:)`: what a layer draws between its background and its sublayers, drawn by OpenUIKit
/// itself into any context, with no renderer: the layer class's `draw(in:)`, the view's own content, then its
/// `draw(_:)`.
final class LayerContentTests: XCTestCase {
    private typealias RGBA = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

    private func draw(_ layer: CALayer, width: Int, height: Int, scale: CGFloat = 1) throws -> CGImage {
        let ctx = CGContext(pixelWidth: width, pixelHeight: height, scale: scale)
        try layer.drawContent(in: ctx)
        return try XCTUnwrap(ctx.makeImage(opaque: false))
    }

    private func XCTAssertPixel(
        _ pixel: RGBA, _ expected: RGBA, _ message: String = "", file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertTrue(pixel == expected, "\(pixel) is not \(expected) \(message)", file: file, line: line)
    }

    func testASwitchDrawsItsTrackAndKnob() throws {
        let toggle = UISwitch()
        toggle.isOn = true
        let image = try draw(toggle.layer, width: 51, height: 31)
        XCTAssertPixel(image.rgba(x: 10, y: 15), (0x34, 0xC7, 0x59, 255), "the on track, systemGreen")
        XCTAssertPixel(image.rgba(x: 36, y: 15), (255, 255, 255, 255), "the knob at the trailing end")
        XCTAssertPixel(image.rgba(x: 0, y: 0), (0, 0, 0, 0), "outside the capsule")
    }

    func testAPlainViewDrawsNothing() throws {
        let image = try draw(UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4)).layer, width: 4, height: 4)
        XCTAssertTrue(image.pixels.allSatisfy { $0 == 0 })
    }

    func testTheLayerClassDrawsFirstThenTheViewsDrawRect() throws {
        let view = HalfRedGradientView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let gradient = try XCTUnwrap(view.layer as? CAGradientLayer)
        gradient.colors = [UIColor.blue.cgColor, UIColor.blue.cgColor]
        let image = try draw(view.layer, width: 10, height: 10)
        XCTAssertPixel(image.rgba(x: 2, y: 5), (255, 0, 0, 255), "draw(_:) over the gradient")
        XCTAssertPixel(image.rgba(x: 7, y: 5), (0, 0, 255, 255), "the gradient")
        XCTAssertEqual(view.drawnStyle, .dark, "draw(_:) runs with the view's traits current")
    }

    func testALabelMeasuredAtAnotherScaleRefusesToDraw() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Hello"
        XCTAssertThrowsError(try draw(label.layer, width: 300, height: 60, scale: 3)) { error in
            XCTAssertEqual(
                (error as? UndrawableContent)?.reason, "measured its text at @2.0x, but it is drawn at @3.0x")
        }
        XCTAssertNoThrow(try draw(label.layer, width: 200, height: 40, scale: 2))
    }
}

private final class HalfRedGradientView: UIView {
    var drawnStyle: UIUserInterfaceStyle?

    override class var layerClass: AnyClass { CAGradientLayer.self }

    override init(frame: CGRect) {
        super.init(frame: frame)
        overrideUserInterfaceStyle = .dark
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func draw(_ rect: CGRect) {
        drawnStyle = UITraitCollection.current.userInterfaceStyle
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 10))
    }
}
