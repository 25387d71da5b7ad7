import XCTest

@testable import OpenUIKit

final class UIFontDescriptorTests: XCTestCase {
    /// The common recipe for a bold text style: it stays bold and still scales with the text size.
    func testBoldTextStyleKeepsItsWeightWhenItScales() throws {
        let descriptor = try XCTUnwrap(
            UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).withSymbolicTraits(.traitBold))
        let font = UIFont(descriptor: descriptor, size: 0)
        XCTAssertEqual(font.pointSize, 17)
        XCTAssertTrue(font.fontDescriptor.symbolicTraits.contains(.traitBold))
        let ax5 = font.adjusted(
            for: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        XCTAssertEqual(ax5.pointSize, 53, "body at AX5 (uikit-facts §1.3)")
        XCTAssertTrue(ax5.fontDescriptor.symbolicTraits.contains(.traitBold))
    }

    /// Faces that are not pinned are refused as UIKit refuses a face it lacks.
    func testUnpinnedFacesAreRefused() {
        let descriptor = UIFont.systemFont(ofSize: 15).fontDescriptor
        XCTAssertNil(descriptor.withSymbolicTraits(.traitItalic))
        XCTAssertNil(descriptor.withDesign(.rounded))
        XCTAssertNotNil(descriptor.withDesign(.default))
        let semibold = descriptor.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold]]
        )
        XCTAssertEqual(UIFont(descriptor: semibold, size: 20), UIFont.systemFont(ofSize: 20, weight: .semibold))
        XCTAssertEqual(UIFont(descriptor: descriptor.withSize(11), size: 0).pointSize, 11)
    }
}
