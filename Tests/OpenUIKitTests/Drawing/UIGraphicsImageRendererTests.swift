import Foundation
import XCTest

@testable import OpenUIKit

/// Renderer output read back pixel by pixel.
final class UIGraphicsImageRendererTests: XCTestCase {
    private func render(
        _ size: CGSize, scale: CGFloat = 1, opaque: Bool = false, _ actions: (UIGraphicsImageRendererContext) -> Void
    ) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = opaque
        return UIGraphicsImageRenderer(size: size, format: format).image(actions: actions).cgImage!
    }

    func testFillAndTransparentBackground() {
        let image = render(CGSize(width: 4, height: 4)) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        XCTAssertTrue(image.rgba(x: 0, y: 0) == (255, 0, 0, 255))
        XCTAssertTrue(image.rgba(x: 1, y: 1) == (255, 0, 0, 255))
        XCTAssertTrue(image.rgba(x: 2, y: 2) == (0, 0, 0, 0))
        XCTAssertTrue(image.rgba(x: 3, y: 0) == (0, 0, 0, 0))
    }

    /// UIKit's format defaults to the main screen's scale: here the key window's device (@3x on an iPhone 15 Pro).
    func testTheDefaultScaleIsTheMainScreens() {
        let window = present(UIViewController(), on: .iPhone15Pro)
        XCTAssertEqual(UIGraphicsImageRendererFormat().scale, 3)
        XCTAssertEqual(UIGraphicsImageRendererFormat().scale, UIScreen.main.scale)
        withExtendedLifetime(window) {}
    }

    func testScaleAndOpaqueFormat() {
        let image = render(CGSize(width: 3, height: 2), scale: 3, opaque: true) { _ in }
        XCTAssertEqual(image.width, 9)
        XCTAssertEqual(image.height, 6)
        XCTAssertTrue(image.rgba(x: 4, y: 3) == (0, 0, 0, 255), "an opaque format starts black")
        let uiImage = UIGraphicsImageRenderer(
            size: CGSize(width: 3, height: 2),
            format: {
                let f = UIGraphicsImageRendererFormat()
                f.scale = 3
                return f
            }()
        ).image { _ in }
        XCTAssertEqual(uiImage.size, CGSize(width: 3, height: 2))
        XCTAssertEqual(uiImage.scale, 3)
    }

    func testStrokeUsesTheStrokeColourAndCGContextState() {
        let image = render(CGSize(width: 10, height: 10)) { context in
            let cg = context.cgContext
            cg.setStrokeColor(UIColor.blue.cgColor)
            cg.setLineWidth(2)
            cg.stroke(CGRect(x: 1, y: 1, width: 8, height: 8))
            cg.saveGState()
            cg.setFillColor(UIColor.green.cgColor)
            cg.restoreGState()
            cg.fill(CGRect(x: 4, y: 4, width: 2, height: 2))  // black again after restore
        }
        XCTAssertTrue(image.rgba(x: 0, y: 5) == (0, 0, 255, 255))
        XCTAssertTrue(image.rgba(x: 1, y: 5) == (0, 0, 255, 255))
        XCTAssertTrue(image.rgba(x: 2, y: 5) == (0, 0, 0, 0))
        XCTAssertTrue(image.rgba(x: 4, y: 4) == (0, 0, 0, 255))
    }

    func testPNGDataDecodesToTheSamePixels() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 5, height: 5), format: format)
        let draw: (UIGraphicsImageRendererContext) -> Void = { _ in
            UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5).setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 5, height: 5)).fill()
        }
        let png = renderer.pngData(actions: draw)
        let decoded = try XCTUnwrap(UIImage(data: png))
        XCTAssertEqual(decoded.cgImage?.pixels, renderer.image(actions: draw).cgImage?.pixels)
    }

    func testGradientFillsTheClip() {
        let image = render(CGSize(width: 10, height: 1)) { context in
            let gradient = CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [UIColor.black.cgColor, UIColor.white.cgColor],
                locations: [0, 1])!
            context.cgContext.drawLinearGradient(
                gradient, start: .zero, end: CGPoint(x: 10, y: 0), options: [.drawsAfterEndLocation])
        }
        let reds = (0..<10).map { image.rgba(x: $0, y: 0).red }
        XCTAssertEqual(reds, reds.sorted(), "left to right, dark to light")
        XCTAssertLessThan(reds[0], 20)
        XCTAssertGreaterThan(reds[9], 235)
    }

    /// Core Graphics draws an image with its first row at the bottom of the rect, so in UIKit's flipped
    /// context it comes out upside down; `UIImage.draw(in:)` draws it upright.
    func testCGContextDrawIsFlippedAndUIImageDrawIsNot() {
        let source = render(CGSize(width: 2, height: 2)) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 1, width: 2, height: 1))
        }
        let flipped = render(CGSize(width: 2, height: 2)) { context in
            context.cgContext.draw(source, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        XCTAssertTrue(flipped.rgba(x: 0, y: 0) == (0, 0, 255, 255))
        XCTAssertTrue(flipped.rgba(x: 0, y: 1) == (255, 0, 0, 255))
        let upright = render(CGSize(width: 2, height: 2)) { _ in
            UIImage(cgImage: source).draw(in: CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        XCTAssertTrue(upright.rgba(x: 0, y: 0) == (255, 0, 0, 255))
        XCTAssertTrue(upright.rgba(x: 0, y: 1) == (0, 0, 255, 255))
    }
}
