import Foundation
import XCTest

@testable import OpenUIKit

/// Every `CGBlendMode` against its definition: the PDF blend functions for the separable and non-separable
/// modes (which Apple's documentation cites), Apple's premultiplied formulas for the Porter-Duff ones. A
/// destination colour fills the whole image, the source is filled over its left half only: the left shows the
/// mix, the right must stay the destination (Core Graphics blends only where the shape covers).
final class CGBlendModeTests: XCTestCase {
    private typealias RGBA = BlendFormula.RGBA

    private static let pairs: [(source: RGBA, destination: RGBA)] = [
        (RGBA(0.2, 0.6, 1.0, 1), RGBA(0.8, 0.4, 0.2, 1)),
        (RGBA(0.2, 0.6, 1.0, 0.6), RGBA(0.8, 0.4, 0.2, 1)),
        (RGBA(1.0, 0.2, 0.4, 0.6), RGBA(0.2, 0.8, 0.6, 0.6)),
        (RGBA(0.6, 0.6, 0.2, 1), RGBA(0.4, 0.2, 0.8, 0.6)),
    ]

    private func draw(_ mode: CGBlendMode, source: RGBA, destination: RGBA) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { context in
            let cg = context.cgContext
            cg.setFillColor(red: destination.r, green: destination.g, blue: destination.b, alpha: destination.a)
            cg.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            cg.setBlendMode(mode)
            cg.setFillColor(red: source.r, green: source.g, blue: source.b, alpha: source.a)
            cg.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }.cgImage!
    }

    private func assertPixel(
        _ image: CGImage, x: Int, is expected: RGBA, _ message: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let pixel = image.rgba(x: x, y: 1)
        let wanted = expected.bytes
        let alphaOff = abs(Int(pixel.alpha) - Int(wanted.3))
        XCTAssertLessThanOrEqual(alphaOff, 2, "\(message): alpha \(pixel) is not \(wanted)", file: file, line: line)
        guard wanted.3 > 0 else { return }
        // Straight colour read back from 8-bit premultiplied pixels: the error grows as alpha shrinks.
        let tolerance = 2 + 255 / Int(max(wanted.3, 1))
        for (got, want) in [(pixel.red, wanted.0), (pixel.green, wanted.1), (pixel.blue, wanted.2)] {
            XCTAssertLessThanOrEqual(
                abs(Int(got) - Int(want)), tolerance, "\(message): \(pixel) is not \(wanted)", file: file, line: line)
        }
    }

    func testEveryModeMatchesItsDefinitionInsideTheShapeAndLeavesTheRestAlone() {
        let modes: [CGBlendMode] = [
            .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight, .hardLight,
            .difference, .exclusion, .hue, .saturation, .color, .luminosity, .clear, .copy, .sourceIn, .sourceOut,
            .sourceAtop, .destinationOver, .destinationIn, .destinationOut, .destinationAtop, .xor, .plusDarker,
            .plusLighter,
        ]
        XCTAssertEqual(modes.count, 28, "every case of CGBlendMode")
        for mode in modes {
            for (index, pair) in Self.pairs.enumerated() {
                let image = draw(mode, source: pair.source, destination: pair.destination)
                let expected = BlendFormula.result(mode, source: pair.source, destination: pair.destination)
                assertPixel(image, x: 0, is: expected, "\(mode) pair \(index) inside")
                assertPixel(image, x: 3, is: pair.destination, "\(mode) pair \(index) outside")
            }
        }
    }

    /// A stroke blends through its own coverage only, also in the modes Cairo applies outside the shape.
    func testStrokesInUnboundedModesLeaveTheRestAlone() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        for mode in [CGBlendMode.sourceIn, .sourceOut, .destinationIn, .destinationAtop, .plusDarker] {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
                let cg = context.cgContext
                cg.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
                cg.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                cg.setBlendMode(mode)
                cg.setStrokeColor(red: 1, green: 1, blue: 0, alpha: 1)
                cg.setLineWidth(2)
                cg.strokeLineSegments(between: [CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 5)])
            }.cgImage!
            let expected = BlendFormula.result(mode, source: RGBA(1, 1, 0, 1), destination: RGBA(0, 0, 1, 1)).bytes
            let on = image.rgba(x: 5, y: 4)
            XCTAssertTrue(on == (expected.0, expected.1, expected.2, expected.3), "\(mode) on the line: \(on)")
            XCTAssertTrue(image.rgba(x: 5, y: 1) == (0, 0, 255, 255), "\(mode) off the line")
        }
    }

    func testPlusDarkerOfOpaqueColoursIsApplesFormula() {
        // R = max(0, 1 - ((1 - D) + (1 - S))) per byte: 204 + 102 - 255 = 51, 102 + 230 - 255 = 77, 51 + 51 - 255 < 0.
        let s: UInt32 = 0xFF_CC_66_33
        let d: UInt32 = 0xFF_66_E6_33
        XCTAssertEqual(CGContext.plusDarker(s, d), 0xFF_33_4D_00)
        XCTAssertEqual(CGContext.plusDarker(0, d), d, "a transparent source leaves the destination")
    }

    /// `clear(_:)` makes the rectangle transparent in an image context; the rest keeps its colour.
    func testClearMakesTheRectTransparent() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.cgContext.clear(CGRect(x: 2, y: 2, width: 4, height: 4))
        }.cgImage!
        XCTAssertTrue(image.rgba(x: 6, y: 6) == (0, 0, 0, 0))
        XCTAssertTrue(image.rgba(x: 4, y: 4) == (0, 0, 0, 0))
        XCTAssertTrue(image.rgba(x: 11, y: 11) == (0, 0, 0, 0))
        XCTAssertTrue(image.rgba(x: 12, y: 12) == (255, 255, 255, 255))
        XCTAssertTrue(image.rgba(x: 2, y: 2) == (255, 255, 255, 255))
    }
}
