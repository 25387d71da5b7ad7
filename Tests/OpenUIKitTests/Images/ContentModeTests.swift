import Foundation
import XCTest

@testable import OpenUIKit

/// Where every content mode puts a 40×20 image in a 100×100 image view (UIKit's `contentMode`
/// documentation; facts "UIImageView" row in uikit-facts-breadth.md).
final class ContentModeTests: XCTestCase {
    private let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { _ in }

    func testEveryContentMode() {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.image = image
        let expected: [(UIView.ContentMode, CGRect)] = [
            (.scaleToFill, CGRect(x: 0, y: 0, width: 100, height: 100)),
            (.redraw, CGRect(x: 0, y: 0, width: 100, height: 100)),
            (.scaleAspectFit, CGRect(x: 0, y: 25, width: 100, height: 50)),
            (.scaleAspectFill, CGRect(x: -50, y: 0, width: 200, height: 100)),
            (.center, CGRect(x: 30, y: 40, width: 40, height: 20)),
            (.top, CGRect(x: 30, y: 0, width: 40, height: 20)),
            (.bottom, CGRect(x: 30, y: 80, width: 40, height: 20)),
            (.left, CGRect(x: 0, y: 40, width: 40, height: 20)),
            (.right, CGRect(x: 60, y: 40, width: 40, height: 20)),
            (.topLeft, CGRect(x: 0, y: 0, width: 40, height: 20)),
            (.topRight, CGRect(x: 60, y: 0, width: 40, height: 20)),
            (.bottomLeft, CGRect(x: 0, y: 80, width: 40, height: 20)),
            (.bottomRight, CGRect(x: 60, y: 80, width: 40, height: 20)),
        ]
        for (mode, rect) in expected {
            view.contentMode = mode
            XCTAssertEqual(view.imageRect, rect, "\(mode)")
        }
    }

    func testInitWithImageSizesTheViewAndIntrinsicSizeIsTheImageSize() {
        let view = UIImageView(image: image)
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 40, height: 20))
        XCTAssertFalse(view.isUserInteractionEnabled)
        view.image = nil
        XCTAssertEqual(
            view.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    func testHighlightedImageReplacesTheImage() {
        let other = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in }
        let view = UIImageView(image: image, highlightedImage: other)
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 40, height: 20))
        view.isHighlighted = true
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 8, height: 8))
    }

    func testAutoLayoutUsesTheImageSize() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIImageView(image: image)
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        ])
        container.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 10, width: 40, height: 20))
    }
}
