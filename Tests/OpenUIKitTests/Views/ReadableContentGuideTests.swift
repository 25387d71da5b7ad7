import OpenUIKit
import XCTest

/// readableContentGuide: inside the margins guide, same top/bottom, width min(margins width, readable width),
/// centred (Apple docs, uikit-facts §1.1); 672 pt at `.large` (useyourloaf, §1.2).
final class ReadableContentGuideTests: XCTestCase {
    private func readable(
        _ device: Device, _ orientation: Orientation = .portrait, category: UIContentSizeCategory? = nil
    ) -> CGRect {
        let vc = GuidePinningViewController { $0.readableContentGuide }
        _ = present(vc, on: device, orientation) { $0.traitOverrides.preferredContentSizeCategory = category }
        return vc.content.frame
    }

    /// useyourloaf: iPad Air 2 landscape, 672 wide and inset 176.
    func testIPadAir2Landscape() {
        XCTAssertRect(readable(.iPadAir2, .landscape), 176, 20, 672, 748)
    }

    func testPortraitPhonesAreLimitedByTheirMargins() {
        XCTAssertRect(readable(.iPhone8), 16, 20, 343, 647)
        XCTAssertRect(readable(.iPhone15Pro), 16, 59, 361, 852 - 93)
    }

    /// uikit-facts §1.2 (unnamed README, iPhone 11 Pro Max landscape): "readable content guide is smaller than layout
    /// margins guide". Margins 44 + 20 on each side leave 768; the guide is 672, centred.
    func testWideLandscapePhonesAreLimitedByTheReadableWidth() {
        XCTAssertRect(readable(.iPhone11ProMax, .landscape), 112, 0, 672, 414 - 21)
        // iPhone X landscape is compact width: margins 44 + 16 leave 692.
        XCTAssertRect(readable(.iPhoneX, .landscape), 70, 0, 672, 375 - 21)
    }

    func testIPadPro11BothOrientations() {
        XCTAssertRect(readable(.iPadPro11), 81, 24, 672, 1194 - 44)
        XCTAssertRect(readable(.iPadPro11, .landscape), 261, 24, 672, 834 - 44)
    }

    /// Other content size categories are an estimate (body size ratio, see LayoutMetrics.readableWidth).
    func testReadableWidthFollowsTheContentSizeCategory() {
        XCTAssertEqual(readable(.iPadPro12_9, .landscape, category: .extraSmall).width, (672 * 14 / 17).rounded())
        XCTAssertEqual(readable(.iPadPro12_9, .landscape, category: .extraLarge).width, (672 * 19 / 17).rounded())
        XCTAssertEqual(readable(.iPadPro12_9, .landscape, category: .accessibilityExtraExtraExtraLarge).width, 1326)
        let medium = readable(.iPadPro12_9, .landscape, category: .medium)
        XCTAssertEqual(medium.width, 632)
        XCTAssertEqual(medium.minX, (1366 - 632) / 2)
    }

    func testRightToLeftKeepsTheGuideCentred() {
        let vc = GuidePinningViewController { $0.readableContentGuide }
        _ = present(vc, on: .iPadPro12_9, .landscape) { $0.traitOverrides.layoutDirection = .rightToLeft }
        XCTAssertRect(vc.content.frame, 347, 24, 672, 980)
    }

    func testGuideIsInsideTheMarginsGuideOfAnOrdinaryView() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.readableContentGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: container.readableContentGuide.trailingAnchor),
            child.topAnchor.constraint(equalTo: container.readableContentGuide.topAnchor),
            child.bottomAnchor.constraint(equalTo: container.readableContentGuide.bottomAnchor),
        ])
        container.layoutIfNeeded()
        XCTAssertRect(child.frame, 164, 8, 672, 84)
        XCTAssertRect(container.readableContentGuide.layoutFrame, 164, 8, 672, 84)
        XCTAssertTrue(container.readableContentGuide.owningView === container)
        container.frame.size.width = 300
        container.layoutIfNeeded()
        XCTAssertRect(child.frame, 8, 8, 284, 84)
    }
}
