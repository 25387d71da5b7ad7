import Foundation
import XCTest

@testable import OpenUIKit

/// Loose `name`, `name@2x`, `name@3x` files: the scale comes from the suffix and the variant from the
/// trait collection's display scale.
final class ImageScaleSuffixTests: XCTestCase {
    private func gray(_ image: UIImage?) -> UInt8? { image?.cgImage?.rgba(x: 0, y: 0).red }

    func testEachScaleIsChosenForItsDisplay() throws {
        let folder = try ImageFolder(self)
        try folder.png("dot.png", side: 10, gray: 10)
        try folder.png("dot@2x.png", side: 20, gray: 20)
        try folder.png("dot@3x.png", side: 30, gray: 30)
        for scale in [1, 2, 3] {
            let image = UIImage(
                named: "dot", in: folder.bundle, compatibleWith: UITraitCollection(displayScale: CGFloat(scale)))
            XCTAssertEqual(image?.scale, CGFloat(scale))
            XCTAssertEqual(image?.size, CGSize(width: 10, height: 10), "same point size at every scale")
            XCTAssertEqual(gray(image), UInt8(scale * 10))
        }
    }

    func testMissingScaleTakesTheNearestLargerOne() throws {
        let folder = try ImageFolder(self)
        try folder.png("dot.png", side: 10, gray: 10)
        try folder.png("dot@3x.png", side: 30, gray: 30)
        let image = UIImage(named: "dot", in: folder.bundle, compatibleWith: UITraitCollection(displayScale: 2))
        XCTAssertEqual(image?.scale, 3)
        XCTAssertEqual(image?.size, CGSize(width: 10, height: 10))
        // Only smaller ones: the largest of them.
        let folder2 = try ImageFolder(self)
        try folder2.png("solo.png", side: 10, gray: 10)
        try folder2.png("solo@2x.png", side: 20, gray: 20)
        XCTAssertEqual(
            UIImage(named: "solo", in: folder2.bundle, compatibleWith: UITraitCollection(displayScale: 3))?.scale, 2)
    }

    func testNameWithExtensionAndContentsOfFile() throws {
        let folder = try ImageFolder(self)
        try folder.png("photo@2x.png", side: 20, gray: 99)
        let byName = UIImage(named: "photo.png", in: folder.bundle, compatibleWith: UITraitCollection(displayScale: 2))
        XCTAssertEqual(byName?.scale, 2)
        let byPath = UIImage(contentsOfFile: folder.url.appendingPathComponent("photo@2x.png").path)
        XCTAssertEqual(byPath?.scale, 2)
        XCTAssertEqual(byPath?.size, CGSize(width: 10, height: 10))
    }

    func testImageViewShowsTheVariantForItsOwnScale() throws {
        let folder = try ImageFolder(self)
        try folder.png("dot@2x.png", side: 20, gray: 20)
        try folder.png("dot@3x.png", side: 30, gray: 30)
        let image = try XCTUnwrap(UIImage(named: "dot", in: folder.bundle, compatibleWith: nil))
        let window = UIWindow(device: .iPhone8, orientation: .portrait)  // @2x
        let view = UIImageView(image: image)
        window.addSubview(view)
        XCTAssertEqual(gray(view.displayedImage), 20)
        let window3 = UIWindow(device: .iPhone15Pro, orientation: .portrait)  // @3x
        window3.addSubview(view)
        XCTAssertEqual(gray(view.displayedImage), 30)
    }
}
