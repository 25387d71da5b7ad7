import OpenUIKit
import XCTest

/// The classic (pre-configuration) layout hooks. Apple documents that title and image edge insets do not
/// enter `intrinsicContentSize`; the element is placed by the content alignment inside its inset rectangle,
/// so a centred one moves by half the difference of opposite insets (the common "spacing" idiom:
/// image −s/2 / +s/2, title +s/2 / −s/2 moves them s apart).
final class UIButtonEdgeInsetsTests: XCTestCase {
    private func shareButton() -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle("Share", for: .normal)
        button.setImage(UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }, for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.layoutIfNeeded()
        return button
    }

    func testCentredContentMovesByHalfTheInsetDifference() {
        let button = shareButton()
        let size = button.intrinsicContentSize
        let image = button.imageView!.frame
        let title = button.titleLabel!.frame
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: -4, bottom: 0, right: 4)
        button.titleEdgeInsets = UIEdgeInsets(top: 6, left: 4, bottom: 0, right: -4)
        button.layoutIfNeeded()
        XCTAssertEqual(button.imageView!.frame, image.offsetBy(dx: -4, dy: 0))
        XCTAssertEqual(button.titleLabel!.frame, title.offsetBy(dx: 4, dy: 3))
        XCTAssertEqual(button.intrinsicContentSize, size, "edge insets leave the size alone")
    }

    func testEdgeAlignedContentMovesByTheInsetOnItsSide() {
        let button = shareButton()
        button.contentHorizontalAlignment = .left
        button.layoutIfNeeded()
        let title = button.titleLabel!.frame
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30)
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel!.frame, title.offsetBy(dx: 10, dy: 0))
        button.contentHorizontalAlignment = .right
        button.titleEdgeInsets = .zero
        button.layoutIfNeeded()
        let right = button.titleLabel!.frame
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30)
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel!.frame, right.offsetBy(dx: -30, dy: 0))
    }

    private final class TitleBelowImageButton: UIButton {
        override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
            CGRect(x: contentRect.midX - 10, y: contentRect.minY, width: 20, height: 20)
        }

        override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
            let title = super.titleRect(forContentRect: contentRect)
            return CGRect(
                x: contentRect.midX - title.width / 2, y: contentRect.maxY - title.height, width: title.width,
                height: title.height)
        }
    }

    func testSubclassesPlaceTitleAndImageThroughTheHooks() {
        let button = TitleBelowImageButton(type: .system)
        button.setTitle("Share", for: .normal)
        button.setImage(UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }, for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 60)
        button.layoutIfNeeded()
        XCTAssertEqual(button.contentRect(forBounds: button.bounds), CGRect(x: 4, y: 4, width: 72, height: 52))
        XCTAssertEqual(button.imageView!.frame, CGRect(x: 30, y: 4, width: 20, height: 20))
        XCTAssertEqual(button.titleLabel!.frame.maxY, 56)
        XCTAssertEqual(button.titleLabel!.frame.midX, 40, accuracy: 0.001)
    }
}
