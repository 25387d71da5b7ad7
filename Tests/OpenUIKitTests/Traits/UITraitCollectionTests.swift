import OpenUIKit
import XCTest

final class UITraitCollectionTests: XCTestCase {
    func testContentSizeCategories() {
        XCTAssertEqual(UIContentSizeCategory.allSizes.count, 12)
        XCTAssertTrue(UIContentSizeCategory.extraSmall < .large)
        XCTAssertTrue(UIContentSizeCategory.unspecified < .extraSmall)
        XCTAssertTrue(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertFalse(UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        XCTAssertEqual(UIContentSizeCategory.large.bodyPointSize, 17)
        XCTAssertEqual(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.bodyPointSize, 53)
    }

    func testMergingAndContainment() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(displayScale: 3),
            UITraitCollection(horizontalSizeClass: .regular),
        ])
        XCTAssertEqual(merged.horizontalSizeClass, .regular)
        XCTAssertEqual(merged.displayScale, 3)
        XCTAssertEqual(merged.verticalSizeClass, .unspecified)
        XCTAssertTrue(merged.containsTraits(in: UITraitCollection(displayScale: 3)))
        XCTAssertFalse(merged.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        XCTAssertEqual(merged, UITraitCollection(traitsFrom: [merged]))
    }

    func testPerWindowOverridesReachViewsAndControllers() {
        let vc = UIViewController()
        let window = present(vc, on: .iPhone8) {
            $0.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
            $0.traitOverrides.horizontalSizeClass = .regular
        }
        XCTAssertEqual(vc.traitCollection.preferredContentSizeCategory, .accessibilityLarge)
        XCTAssertEqual(vc.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(vc.traitCollection.displayScale, 2)
        XCTAssertEqual(vc.systemMinimumLayoutMargins.leading, 20)
        window.traitOverrides = UITraitOverrides()
        XCTAssertEqual(vc.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(vc.traitCollection.preferredContentSizeCategory, .large)
    }

    func testDetachedViewsHaveUnspecifiedTraits() {
        let view = UIView()
        XCTAssertEqual(view.traitCollection.horizontalSizeClass, .unspecified)
        XCTAssertEqual(view.traitCollection.displayScale, 0)
        XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .leftToRight)
    }

    func testSemanticContentAttribute() {
        let window = UIWindow(device: .iPhone8)
        window.traitOverrides.layoutDirection = .rightToLeft
        let view = UIView()
        window.addSubview(view)
        XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        view.semanticContentAttribute = .playback
        XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .leftToRight)
        view.semanticContentAttribute = .forceLeftToRight
        XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .leftToRight)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft), .rightToLeft)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .spatial), .leftToRight)
    }
}
