import XCTest

@testable import OpenUIKit

final class UIColorHSBTests: XCTestCase {
    private func hsb(_ color: UIColor) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        var (h, s, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (-1, -1, -1, -1)
        XCTAssertTrue(color.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        return (h, s, b, a)
    }

    func testPrimariesAndGrey() {
        let red = hsb(UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(red.0, 0)
        XCTAssertEqual(red.1, 1)
        XCTAssertEqual(red.2, 1)
        XCTAssertEqual(hsb(UIColor(red: 0, green: 1, blue: 0, alpha: 0.5)).0, 1.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(hsb(UIColor(red: 0, green: 1, blue: 0, alpha: 0.5)).3, 0.5)
        XCTAssertEqual(hsb(UIColor(red: 0, green: 0, blue: 1, alpha: 1)).0, 2.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(hsb(UIColor(red: 1, green: 0, blue: 1, alpha: 1)).0, 5.0 / 6, accuracy: 1e-12)
        let grey = hsb(UIColor(white: 0.4, alpha: 1))
        XCTAssertEqual(grey.0, 0)
        XCTAssertEqual(grey.1, 0)
        XCTAssertEqual(grey.2, 0.4, accuracy: 1e-12)
        XCTAssertEqual(hsb(.black).1, 0, "no division by a zero brightness")
    }

    /// The inverse of `init(hue:saturation:brightness:alpha:)` over a grid of colours.
    func testRoundTripsThroughTheInitializer() {
        for hue in stride(from: 0.0, to: 1.0, by: 0.07) {
            for saturation in [0.2, 0.5, 1.0] {
                for brightness in [0.3, 0.8, 1.0] {
                    let color = UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: 0.7)
                    let back = hsb(color)
                    XCTAssertEqual(back.0, hue, accuracy: 1e-9)
                    XCTAssertEqual(back.1, saturation, accuracy: 1e-9)
                    XCTAssertEqual(back.2, brightness, accuracy: 1e-9)
                    XCTAssertEqual(back.3, 0.7)
                }
            }
        }
    }

    func testNilPointersAreSkipped() {
        var red: CGFloat = 0
        XCTAssertTrue(UIColor.blue.getRed(&red, green: nil, blue: nil, alpha: nil))
        XCTAssertTrue(UIColor.blue.getHue(nil, saturation: nil, brightness: nil, alpha: nil))
        var white: CGFloat = 0
        XCTAssertTrue(UIColor(white: 0.25, alpha: 1).getWhite(&white, alpha: nil))
        XCTAssertEqual(white, 0.25, accuracy: 1e-9)
    }
}
