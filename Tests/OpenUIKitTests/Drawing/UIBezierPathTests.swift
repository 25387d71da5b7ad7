import Foundation
import XCTest

@testable import OpenUIKit

final class UIBezierPathTests: XCTestCase {
    private func render(_ size: CGSize, _ actions: () -> Void) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in actions() }.cgImage!
    }

    func testOvalFillCoversTheCentreNotTheCorners() {
        let image = render(CGSize(width: 20, height: 20)) {
            UIColor.black.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
        }
        XCTAssertEqual(image.rgba(x: 10, y: 10).alpha, 255)
        XCTAssertEqual(image.rgba(x: 0, y: 0).alpha, 0)
        XCTAssertEqual(image.rgba(x: 19, y: 19).alpha, 0)
    }

    func testRoundedRectWithSomeCorners() {
        let path = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), byRoundingCorners: [.topLeft],
            cornerRadii: CGSize(width: 10, height: 10))
        let image = render(CGSize(width: 20, height: 20)) {
            UIColor.black.setFill()
            path.fill()
        }
        XCTAssertEqual(image.rgba(x: 0, y: 0).alpha, 0, "rounded corner")
        XCTAssertEqual(image.rgba(x: 19, y: 0).alpha, 255, "square corner")
        XCTAssertEqual(image.rgba(x: 0, y: 19).alpha, 255)
        XCTAssertEqual(path.bounds, CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    /// `clockwise: true` turns clockwise on screen (y down): from 0 to π/2 it passes through the bottom.
    func testArcDirectionOnScreen() {
        let path = UIBezierPath(
            arcCenter: CGPoint(x: 10, y: 10), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(path.currentPoint.x, 10, accuracy: 1e-9)
        XCTAssertEqual(path.currentPoint.y, 20, accuracy: 1e-9)
        XCTAssertGreaterThan(path.bounds.maxY, 19)
        XCTAssertGreaterThan(path.bounds.minY, 9, "stays in the lower half")
        let other = UIBezierPath(
            arcCenter: CGPoint(x: 10, y: 10), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertLessThan(other.bounds.minY, 1, "the long way round, through the top")
    }

    func testStrokeWidthAndAddClip() {
        let image = render(CGSize(width: 20, height: 20)) {
            let clip = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
            clip.addClip()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 10))
            line.addLine(to: CGPoint(x: 20, y: 10))
            line.lineWidth = 4
            UIColor.green.setStroke()
            line.stroke()
        }
        XCTAssertTrue(image.rgba(x: 5, y: 8) == (0, 255, 0, 255))
        XCTAssertTrue(image.rgba(x: 5, y: 11) == (0, 255, 0, 255))
        XCTAssertEqual(image.rgba(x: 5, y: 6).alpha, 0, "outside the 4-point line")
        XCTAssertEqual(image.rgba(x: 15, y: 10).alpha, 0, "outside the clip")
    }

    func testContainsUsesTheFillRule() {
        let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 10, height: 10)))
        XCTAssertTrue(ring.contains(CGPoint(x: 10, y: 10)))
        ring.usesEvenOddFillRule = true
        XCTAssertFalse(ring.contains(CGPoint(x: 10, y: 10)))
        XCTAssertTrue(ring.contains(CGPoint(x: 2.5, y: 10)))
    }

    func testDynamicColoursResolveForTheCurrentTraits() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        var image: CGImage!
        dark.performAsCurrent {
            image = render(CGSize(width: 2, height: 2)) {
                UIColor.label.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
            }
        }
        XCTAssertTrue(image.rgba(x: 0, y: 0) == (255, 255, 255, 255), "label is white in dark mode")
    }
}
