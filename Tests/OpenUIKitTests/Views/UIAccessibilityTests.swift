import XCTest

@testable import OpenUIKit

/// The accessibility properties views carry, with UIKit's defaults: plain views are not elements, labels are
/// static text, buttons are buttons.
final class UIAccessibilityTests: XCTestCase {
    func testDefaults() {
        let view = UIView()
        XCTAssertFalse(view.isAccessibilityElement)
        XCTAssertEqual(view.accessibilityTraits, .none)
        XCTAssertNil(view.accessibilityLabel)
        let label = UILabel()
        XCTAssertTrue(label.isAccessibilityElement)
        XCTAssertEqual(label.accessibilityTraits, .staticText)
        let button = UIButton(type: .system)
        XCTAssertTrue(button.isAccessibilityElement)
        XCTAssertEqual(button.accessibilityTraits, .button)
    }

    func testPropertiesKeepWhatTheAppSets() {
        let view = UIView()
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Avatar"
        view.accessibilityHint = "Opens the profile"
        view.accessibilityValue = "Online"
        view.accessibilityTraits = [.image, .button]
        view.accessibilityElementsHidden = true
        XCTAssertEqual(view.accessibilityLabel, "Avatar")
        XCTAssertEqual(view.accessibilityHint, "Opens the profile")
        XCTAssertEqual(view.accessibilityValue, "Online")
        XCTAssertTrue(view.accessibilityTraits.contains(.image))
        XCTAssertEqual(UIAccessibilityTraits.header.rawValue, 1 << 16)
        XCTAssertTrue(view.accessibilityElementsHidden)
    }
}
