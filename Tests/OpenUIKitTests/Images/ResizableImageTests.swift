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

    /// Issue 11: tiling a huge or infinite rect looped over every tile, visible or not, and never ended.
    /// Only the tiles inside the clip are laid now; what shows is the same pattern.
    func testTilingAHugeOrInfiniteRectEndsAndDrawsTheVisibleTiles() {
        let image = framed().resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        let rects = [
            CGRect(x: 0, y: 0, width: 1e308, height: 1e308),
            CGRect(x: 0, y: 0, width: 1e12, height: 1e12),
            CGRect(x: -1e15, y: -1e15, width: 2e15, height: 2e15),
            CGRect(x: 0, y: 0, width: CGFloat.infinity, height: CGFloat.infinity),
            CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10),
            CGRect.infinite,
        ]
        for rect in rects {
            let drawn = renderer(CGSize(width: 10, height: 10)).image { context in
                image.draw(in: rect)
                // The context still draws afterwards (no Cairo error state left behind).
                UIColor.white.setFill()
                context.fill(CGRect(x: 9, y: 9, width: 1, height: 1))
            }.cgImage!
            XCTAssertTrue(drawn.rgba(x: 9, y: 9) == (255, 255, 255, 255), "\(rect)")
            guard rect == CGRect(x: 0, y: 0, width: 1e12, height: 1e12) else { continue }
            // The caps sit at the rect's origin and the middle repeats from (1, 1) as in a small rect.
            XCTAssertTrue(drawn.rgba(x: 0, y: 0) == (255, 0, 0, 255))
            XCTAssertTrue(drawn.rgba(x: 1, y: 1) == (0, 255, 0, 255))
            XCTAssertTrue(drawn.rgba(x: 5, y: 7) == (0, 255, 0, 255))
            XCTAssertTrue(drawn.rgba(x: 2, y: 2) == (0, 0, 255, 255))
            XCTAssertTrue(drawn.rgba(x: 8, y: 3) == (0, 0, 255, 255))
        }
    }
}
