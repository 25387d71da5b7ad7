import OpenUIKit
import XCTest

/// Appearance proxies: values set on `appearance()` reach views when they move to a window. The proxies
/// live for the whole process, as in UIKit, so each test styles its own class.
final class UIAppearanceTests: XCTestCase {
    private final class BadgeLabel: UILabel {}
    private final class CaptionLabel: UILabel {}
    private final class Card: UIView {}
    private final class Tile: UIView {}
    private final class Panel: UIView {}
    private final class StyledController: UIViewController {}

    func testProxyValuesReachViewsWhenTheyMoveToAWindow() {
        BadgeLabel.appearance().textColor = .systemRed
        BadgeLabel.appearance().font = .boldSystemFont(ofSize: 12)
        let badge = BadgeLabel()
        XCTAssertEqual(badge.textColor, .label, "not before it is in a window")
        let controller = UIViewController()
        let window = present(controller, on: .iPhone8)
        controller.view.addSubview(badge)
        XCTAssertEqual(badge.textColor, .systemRed)
        XCTAssertEqual(badge.font, .boldSystemFont(ofSize: 12))
        XCTAssertEqual(UILabel().textColor, .label, "other labels are not styled")
        _ = window
    }

    func testValuesSetOnTheViewWin() {
        Card.appearance().backgroundColor = .systemGray
        let chosen = Card()
        chosen.backgroundColor = .systemGreen
        let plain = Card()
        let controller = UIViewController()
        _ = present(controller, on: .iPhone8)
        controller.view.addSubview(chosen)
        controller.view.addSubview(plain)
        XCTAssertEqual(chosen.backgroundColor, .systemGreen)
        XCTAssertEqual(plain.backgroundColor, .systemGray)
    }

    /// A containment proxy applies inside its containers only, and wins over the plain one.
    func testContainedProxiesApplyInsideTheirContainersOnly() {
        Tile.appearance().tintColor = .systemOrange
        Tile.appearance(whenContainedInInstancesOf: [Panel.self]).tintColor = .systemPurple
        Tile.appearance(whenContainedInInstancesOf: [StyledController.self]).backgroundColor = .systemYellow
        let controller = StyledController()
        _ = present(controller, on: .iPhone8)
        let panel = Panel()
        let inPanel = Tile()
        let outside = Tile()
        panel.addSubview(inPanel)
        controller.view.addSubview(panel)
        controller.view.addSubview(outside)
        XCTAssertEqual(inPanel.tintColor, .systemPurple)
        XCTAssertEqual(outside.tintColor, .systemOrange)
        XCTAssertEqual(outside.backgroundColor, .systemYellow)
        let elsewhere = Tile()
        let other = UIViewController()
        _ = present(other, on: .iPhone8)
        other.view.addSubview(elsewhere)
        XCTAssertNil(elsewhere.backgroundColor)
        XCTAssertTrue(Tile.appearance() === Tile.appearance(), "one proxy per class and containment")
    }

    func testEachViewTakesTheAppearanceOnce() {
        CaptionLabel.appearance().textColor = .systemBlue
        let caption = CaptionLabel()
        let controller = UIViewController()
        _ = present(controller, on: .iPhone8)
        controller.view.addSubview(caption)
        caption.textColor = .label
        caption.removeFromSuperview()
        controller.view.addSubview(caption)
        XCTAssertEqual(caption.textColor, .label)
    }
}
