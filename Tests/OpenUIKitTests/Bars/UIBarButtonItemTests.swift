import XCTest

@testable import OpenUIKit

/// Image items in bars (UIKit: "If this image is too large to fit on the bar, it's scaled to fit"; the image is
/// drawn from its alpha in the tint colour), and the iOS 14 primary-action and menu initializers.
final class UIBarButtonItemTests: BarLayoutTestCase {
    private func image(_ width: CGFloat, _ height: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    private func navigation(right items: [UIBarButtonItem]) -> UINavigationController {
        let content = UIViewController()
        content.title = "Library"
        content.navigationItem.rightBarButtonItems = items
        return UINavigationController(rootViewController: content)
    }

    func testAnImageItemIsAsWideAsItsImageAndTintedAsATemplate() throws {
        let item = UIBarButtonItem(image: image(20, 20), style: .plain, target: nil, action: nil)
        let nav = navigation(right: [item])
        nav.navigationBar.tintColor = .systemRed
        present(nav, on: .iPhone8)
        let button = try XCTUnwrap(nav.navigationBar.rightButtons.first)
        XCTAssertEqual(button.frame, CGRect(x: 375 - 16 - 20, y: 0, width: 20, height: 44))
        let imageView = try XCTUnwrap(button.imageView)
        XCTAssertEqual(imageView.image?.renderingMode, .alwaysTemplate)
        XCTAssertEqual(imageView.tintColor, .systemRed)
        XCTAssertEqual(imageView.contentMode, .center, "an image that fits keeps its size")
        XCTAssertNil(button.label)
    }

    func testAnOriginalImageKeepsItsColours() throws {
        let item = UIBarButtonItem(
            image: image(20, 20).withRenderingMode(.alwaysOriginal), style: .plain, target: nil, action: nil)
        let nav = navigation(right: [item])
        present(nav, on: .iPhone8)
        let button = try XCTUnwrap(nav.navigationBar.rightButtons.first)
        XCTAssertEqual(button.imageView?.image?.renderingMode, .alwaysOriginal)
    }

    func testATallImageIsScaledToTheBar() throws {
        let item = UIBarButtonItem(image: image(30, 60), style: .plain, target: nil, action: nil)
        let nav = navigation(right: [item])
        present(nav, on: .iPhone8)
        let button = try XCTUnwrap(nav.navigationBar.rightButtons.first)
        XCTAssertEqual(button.frame.width, 22, "30 × 60 scaled to the 44-point bar")
        XCTAssertEqual(button.imageView?.contentMode, .scaleAspectFit)
    }

    func testLandscapePhonesUseTheLandscapeImage() throws {
        let portrait = image(24, 24)
        let landscape = image(18, 18)
        let item = UIBarButtonItem(
            image: portrait, landscapeImagePhone: landscape, style: .plain, target: nil, action: nil)
        let nav = navigation(right: [item])
        present(nav, on: .iPhone15Pro, .landscape)
        let button = try XCTUnwrap(nav.navigationBar.rightButtons.first)
        XCTAssertEqual(button.frame.width, 18)
        XCTAssertEqual(button.frame.height, 32, "the compact bar")
        let other = navigation(right: [
            UIBarButtonItem(image: portrait, landscapeImagePhone: landscape, style: .plain, target: nil, action: nil)
        ])
        present(other, on: .iPhone15Pro)
        XCTAssertEqual(other.navigationBar.rightButtons.first?.frame.width, 24)
    }

    func testTheImageWinsOverTheTitle() throws {
        let item = UIBarButtonItem(title: "Share", image: image(20, 20), target: nil, action: nil)
        let nav = navigation(right: [item])
        present(nav, on: .iPhone8)
        let button = try XCTUnwrap(nav.navigationBar.rightButtons.first)
        XCTAssertNotNil(button.imageView)
        XCTAssertNil(button.label)
        XCTAssertEqual(item.title, "Share", "the title stays for accessibility and overflow menus")
    }

    func testAToolbarImageItem() throws {
        let content = UIViewController()
        content.toolbarItems = [
            .flexibleSpace(), UIBarButtonItem(image: image(20, 20), style: .plain, target: nil, action: nil),
        ]
        let nav = UINavigationController(rootViewController: content)
        nav.setToolbarHidden(false, animated: false)
        present(nav, on: .iPhone8)
        let button = try XCTUnwrap(nav.toolbar.buttons.last)
        XCTAssertEqual(button.frame.maxX, 359)
        XCTAssertEqual(button.frame.width, 20)
        XCTAssertNotNil(button.imageView)
    }

    func testThePrimaryActionGivesTitleAndImage() {
        let glyph = image(20, 20)
        let action = UIAction(title: "Compose", image: glyph) { _ in }
        let item = UIBarButtonItem(primaryAction: action)
        XCTAssertEqual(item.title, "Compose")
        XCTAssertTrue(item.image === glyph)
        XCTAssertTrue(item.primaryAction === action)
        item.primaryAction = nil
        XCTAssertEqual(item.title, "Compose", "removing the action leaves title and image")
        let system = UIBarButtonItem(systemItem: .add, primaryAction: action)
        XCTAssertNil(system.title, "a system item keeps its own title and glyph")
        XCTAssertNil(system.image)
        XCTAssertEqual(system.systemItem, .add)
        let plain = UIBarButtonItem()
        XCTAssertNil(plain.title)
    }

    func testMenusKeepTheirElementsAndSelection() {
        let small = UIAction(title: "Small", state: .off) { _ in }
        let large = UIAction(title: "Large", state: .on) { _ in }
        let delete = UIAction(title: "Delete", attributes: .destructive) { _ in }
        let sizes = UIMenu(title: "Size", options: .singleSelection, children: [small, large])
        let menu = UIMenu(children: [sizes, delete])
        XCTAssertEqual(menu.selectedElements.map(\.title), ["Large"])
        XCTAssertEqual(menu.preferredElementSize, .automatic)
        let replaced = menu.replacingChildren([delete])
        XCTAssertEqual(replaced.identifier, menu.identifier)
        XCTAssertEqual(replaced.children.count, 1)
        XCTAssertTrue(delete.attributes.contains(.destructive))
        let item = UIBarButtonItem(title: "Sort", menu: menu)
        XCTAssertTrue(item.menu === menu)
        let button = UIButton(primaryAction: large)
        XCTAssertEqual(button.title(for: .normal), "Large")
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        XCTAssertTrue(button.menu === menu)
        let configured = UIButton(configuration: .filled(), primaryAction: small)
        XCTAssertEqual(configured.configuration?.title, "Small", "UIKit copies the action's title")
        let control = UIControl(frame: .zero, primaryAction: delete)
        XCTAssertEqual(control.allControlEvents, .primaryActionTriggered)
    }
}
