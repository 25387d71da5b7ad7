import XCTest

@testable import OpenUIKit

/// A view outside any window measures text at the reference iPhone 8's @2x (`displayScaleOutsideWindow`): as it
/// would in an iPhone 8 window, not as on a @3x phone.
final class DisplayScaleOutsideWindowTests: XCTestCase {
    private func textViews() -> [UIView] {
        let label = UILabel()
        label.text = "Outside"
        let field = UITextField()
        field.text = "Outside"
        let text = UITextView()
        text.isScrollEnabled = false
        text.text = "Outside"
        return [label, field, text]
    }

    private func sizes(in device: Device?) -> [CGSize] {
        let views = textViews()
        if let device {
            let window = UIWindow(device: device, orientation: .portrait)
            for view in views { window.addSubview(view) }
        }
        return views.map(\.intrinsicContentSize)
    }

    func testTextOutsideAWindowMeasuresAsOnTheReferencePhone() {
        XCTAssertEqual(UITraitCollection.displayScaleOutsideWindow, Device.iPhone8.scale)
        XCTAssertEqual(UITraitCollection().effectiveDisplayScale, UITraitCollection.displayScaleOutsideWindow)
        XCTAssertEqual(UITraitCollection(displayScale: 3).effectiveDisplayScale, 3)
        let outside = sizes(in: nil)
        XCTAssertEqual(outside, sizes(in: .iPhone8))
        // The 17 pt system font's line is 20.5 pt tall at @2x and 20.333 at @3x.
        XCTAssertNotEqual(outside[0].height, sizes(in: .iPhoneX)[0].height)
    }
}
