import Foundation
import XCTest

@testable import OpenUIKit

/// Cap insets keep the corners at their size and stretch (or repeat) the edges and the middle.
final class ResizableImageTests: XCTestCase {
    private func renderer(_ size: CGSize) -> UIGraphicsImageRenderer {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format)
    }

    /// 4×4 points: a one-point red frame, a blue 2×2 middle whose top-left point is green.
    private func framed() -> UIImage {
        renderer(CGSize(width: 4, height: 4)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 1, y: 1, width: 2, height: 2))
            UIColor.green.setFill()
            context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        }
    }

    private func draw(_ image: UIImage, in size: CGSize) -> CGImage {
        renderer(size).image { _ in image.draw(in: CGRect(origin: .zero, size: size)) }.cgImage!
    }

    func testStretchKeepsTheCapsAndScalesTheMiddle() {
        let image = framed().resizableImage(
            withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: .stretch)
        XCTAssertEqual(image.resizingMode, .stretch)
        let drawn = draw(image, in: CGSize(width: 42, height: 42))
        XCTAssertTrue(drawn.rgba(x: 0, y: 0) == (255, 0, 0, 255), "corner cap")
        XCTAssertTrue(drawn.rgba(x: 20, y: 0) == (255, 0, 0, 255), "top edge stays one point thick")
        XCTAssertTrue(drawn.rgba(x: 20, y: 1) != (255, 0, 0, 255))
        XCTAssertTrue(drawn.rgba(x: 41, y: 41) == (255, 0, 0, 255))
        // The middle is stretched 20 times, filtered: green dominates its first half, blue its second.
        let green = drawn.rgba(x: 11, y: 11)
        XCTAssertTrue(green.green > 200 && green.blue < 60, "\(green)")
        let blue = drawn.rgba(x: 31, y: 31)
        XCTAssertTrue(blue.blue > 200 && blue.green < 60, "\(blue)")
    }

    func testTileRepeatsTheMiddle() {
        let image = framed().resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        XCTAssertEqual(image.resizingMode, .tile)
        let drawn = draw(image, in: CGSize(width: 10, height: 10))
        // The 2×2 middle repeats from (1, 1): green at odd coordinates, blue beside it.
        XCTAssertTrue(drawn.rgba(x: 1, y: 1) == (0, 255, 0, 255))
        XCTAssertTrue(drawn.rgba(x: 3, y: 3) == (0, 255, 0, 255))
        XCTAssertTrue(drawn.rgba(x: 5, y: 7) == (0, 255, 0, 255))
        XCTAssertTrue(drawn.rgba(x: 2, y: 2) == (0, 0, 255, 255))
        XCTAssertTrue(drawn.rgba(x: 9, y: 5) == (255, 0, 0, 255), "right cap")
    }
}
