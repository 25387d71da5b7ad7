import Foundation
import XCTest

@testable import OpenUIKit

/// The pre-iOS 10 image context functions, as apps that draw thumbnails and badges still call them.
final class UIGraphicsImageContextTests: XCTestCase {
    func testDrawingIntoABegunContextGivesItsImage() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 2)
        defer { UIGraphicsEndImageContext() }
        let context = try XCTUnwrap(UIGraphicsGetCurrentContext())
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let image = try XCTUnwrap(UIGraphicsGetImageFromCurrentImageContext())
        XCTAssertEqual(image.size, CGSize(width: 4, height: 2))
        XCTAssertEqual(image.scale, 2)
        let pixels = try XCTUnwrap(image.cgImage)
        XCTAssertEqual(pixels.width, 8)
        XCTAssertTrue(pixels.rgba(x: 3, y: 3) == (255, 0, 0, 255))
        XCTAssertTrue(pixels.rgba(x: 4, y: 0) == (0, 0, 0, 0), "a context that is not opaque starts transparent")
    }

    /// `UIGraphicsBeginImageContext(size)` is `…WithOptions(size, false, 1.0)` (Apple's documentation of
    /// UIGraphicsBeginImageContext).
    func testBeginImageContextIsOpaqueFalseAtScaleOne() throws {
        UIGraphicsBeginImageContext(CGSize(width: 3, height: 5))
        let image = try XCTUnwrap(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        XCTAssertEqual(image.scale, 1)
        XCTAssertEqual(image.cgImage?.width, 3)
        XCTAssertEqual(image.cgImage?.height, 5)
    }

    /// Scale 0 is the main screen's: the key window's device.
    func testScaleZeroIsTheMainScreens() throws {
        let window = present(UIViewController(), on: .iPhone15Pro)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), true, 0)
        let image = try XCTUnwrap(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        XCTAssertEqual(image.scale, 3)
        XCTAssertTrue(image.cgImage!.rgba(x: 5, y: 5) == (0, 0, 0, 255), "an opaque context starts black")
        withExtendedLifetime(window) {}
    }

    func testContextsNestAndEndInOrder() throws {
        XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext(), "no context: no image")
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), false, 1)
        let outer = UIGraphicsGetCurrentContext()
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 1)
        XCTAssertFalse(UIGraphicsGetCurrentContext() === outer)
        XCTAssertEqual(UIGraphicsGetImageFromCurrentImageContext()?.size, CGSize(width: 2, height: 2))
        UIGraphicsEndImageContext()
        XCTAssertTrue(UIGraphicsGetCurrentContext() === outer)
        XCTAssertEqual(UIGraphicsGetImageFromCurrentImageContext()?.size, CGSize(width: 1, height: 1))
        UIGraphicsEndImageContext()
        XCTAssertNil(UIGraphicsGetCurrentContext())
        UIGraphicsEndImageContext()  // with nothing begun: nothing happens
    }

    /// The same stack as the renderer's: an image renderer drawing inside a begun context leaves it current,
    /// and a pushed context that is not an image context has no image.
    func testOneStackWithTheRendererAndPushedContexts() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 1)
        let begun = UIGraphicsGetCurrentContext()
        let badge = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { renderer in
            XCTAssertTrue(UIGraphicsGetCurrentContext() === renderer.cgContext)
            XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext(), "the renderer's context is not an image context")
        }
        XCTAssertEqual(badge.size, CGSize(width: 1, height: 1))
        XCTAssertTrue(UIGraphicsGetCurrentContext() === begun)
        // UIKit's drawing functions draw into the begun context.
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = try XCTUnwrap(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        XCTAssertTrue(image.cgImage!.rgba(x: 0, y: 0) == (0, 0, 255, 255))
    }

    func testEmptyAndNonFiniteSizesDoNotCrash() {
        for size in [CGSize.zero, CGSize(width: CGFloat.nan, height: 4), CGSize(width: -3, height: CGFloat.infinity)] {
            UIGraphicsBeginImageContextWithOptions(size, false, 1)
            XCTAssertNotNil(UIGraphicsGetImageFromCurrentImageContext())
            UIGraphicsEndImageContext()
        }
        XCTAssertNil(UIGraphicsGetCurrentContext())
    }
}
