// swift-format-ignore-file: NoPlaygroundLiterals
// The literals are what these tests are about.
import Foundation
import XCTest

@testable import OpenUIKit

/// `#colorLiteral` and `#imageLiteral`, as Xcode's colour and image wells write them into app code.
final class ColorAndImageLiteralTests: XCTestCase {
    func testAColorLiteralIsAnSRGBUIColor() {
        let accent = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        XCTAssertTrue(type(of: accent) == UIColor.self, "with no type written, the literal is a UIColor")
        let rgba = accent.rgba(in: UITraitCollection())
        XCTAssertEqual(rgba.red, 0.2, accuracy: 1e-6)
        XCTAssertEqual(rgba.green, 0.4, accuracy: 1e-6)
        XCTAssertEqual(rgba.blue, 0.6, accuracy: 1e-6)
        XCTAssertEqual(rgba.alpha, 0.8, accuracy: 1e-6)
    }

    func testColorLiteralsWhereAColorIsExpected() {
        let view = UIView()
        view.backgroundColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        XCTAssertEqual(view.backgroundColor, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        let palette: [UIColor] = [
            #colorLiteral(red: 0, green: 0, blue: 0, alpha: 1), #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1),
        ]
        XCTAssertEqual(palette.count, 2)
    }

    /// `#imageLiteral(resourceName:)` is `UIImage(named:)` in the main bundle (here the test runner's
    /// folder, where the test puts a loose file for the time of the test).
    func testAnImageLiteralLoadsTheNamedImage() throws {
        let name = "literal-dot-\(UUID().uuidString)"
        let file = Bundle.main.bundleURL.appendingPathComponent("\(name)@2x.png")
        let dot = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        }
        try XCTUnwrap(dot.pngData()).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let literal = #imageLiteral(resourceName: name)
        XCTAssertEqual(literal.size, CGSize(width: 3, height: 2))
        XCTAssertEqual(literal.scale, 2)
        XCTAssertTrue(literal.cgImage!.rgba(x: 1, y: 1) == (0, 255, 0, 255))
    }
}
