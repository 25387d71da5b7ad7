import OpenUIKit
import SnapshotRenderer
import XCTest

/// Bar pixels: the flat material colour under the status bar, the one-pixel hairline, the back chevron and the
/// bar button in the tint colour, the selected tab in the tint and the badge in red.
final class BarDrawingTests: XCTestCase {
    private func render(_ make: @escaping () -> UIViewController, style: UIUserInterfaceStyle = .light) throws
        -> RGBAImage
    {
        try Snapshotter.snapshot(
            of: make,
            configuration: DeviceConfiguration(device: .iPhone8, orientation: .portrait, userInterfaceStyle: style)
        ).image
    }

    private func materialNavigation() -> UIViewController {
        let root = UIViewController()
        root.title = "Library"
        let detail = UIViewController()
        detail.title = "Chapter"
        detail.view.backgroundColor = .systemBackground
        let material = UINavigationBarAppearance()
        material.configureWithDefaultBackground()
        detail.navigationItem.scrollEdgeAppearance = material
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        let nav = UINavigationController(rootViewController: root)
        nav.pushViewController(detail, animated: false)
        return nav
    }

    func testMaterialHairlineAndTintedButtons() throws {
        let image = try render(materialNavigation)
        // #F9F9F9 from the top of the screen (under the status bar) to the bar's bottom at 64 pt = 128 px.
        XCTAssertEqual(image[4, 2], RGBAImage.Pixel(red: 249, green: 249, blue: 249))
        XCTAssertEqual(image[200, 126], RGBAImage.Pixel(red: 249, green: 249, blue: 249))
        // The hairline: one pixel row just below the bar, black at 30 % over the white page (255 × 0.7 = 178.5).
        XCTAssertEqual(image[200, 128], RGBAImage.Pixel(red: 179, green: 179, blue: 179))
        XCTAssertEqual(image[200, 129], RGBAImage.Pixel(red: 255, green: 255, blue: 255))
        // The plus glyph's horizontal stroke crosses the centre of its 22-pt box at the trailing margin.
        let plus = image[718 - 22, 84]
        XCTAssertEqual(plus, RGBAImage.Pixel(red: 0, green: 122, blue: 255))
        // The chevron's tip: some tinted pixel in the chevron box at x 8…21 pt, y 31.5…52.5 pt.
        var tinted = false
        for x in 16..<42 {
            for y in 64..<104 where image[x, y] == RGBAImage.Pixel(red: 0, green: 122, blue: 255) { tinted = true }
        }
        XCTAssertTrue(tinted, "the back chevron is drawn in the tint colour")
    }

    func testDarkMaterial() throws {
        let image = try render(materialNavigation, style: .dark)
        XCTAssertEqual(image[4, 2], RGBAImage.Pixel(red: 29, green: 29, blue: 29))
    }

    func testSelectedTabAndBadge() throws {
        let image = try render {
            let first = UIViewController()
            first.view.backgroundColor = .systemBackground
            first.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
            let second = UIViewController()
            second.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 1)
            second.tabBarItem.badgeValue = "1"
            let tabs = UITabBarController()
            tabs.viewControllers = [first, second]
            return tabs
        }
        // Three dots of the ellipsis on the icon's centre line; the middle one at the item's centre.
        // Item 0 spans 0…187.5 pt; the icon block is centred vertically in the 49-pt bar at 618 pt.
        var blue = 0
        var gray = 0
        var red = 0
        for y in (618 * 2)..<(667 * 2) {
            for x in 0..<750 {
                let p = image[x, y]
                if p == RGBAImage.Pixel(red: 0, green: 122, blue: 255) { blue += 1 }
                if p == RGBAImage.Pixel(red: 142, green: 142, blue: 147) { gray += 1 }
                if p == RGBAImage.Pixel(red: 255, green: 59, blue: 48) { red += 1 }
            }
        }
        XCTAssertGreaterThan(blue, 50, "the selected item is tinted")
        XCTAssertGreaterThan(gray, 50, "the other is systemGray")
        XCTAssertGreaterThan(red, 200, "the badge is systemRed")
    }

    /// A 20-pt square in black: drawn as a template, it takes the item's colour.
    private func square(_ color: UIColor = .black) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
    }

    /// Tab images are templates in the tab's colour (tint when selected, systemGray otherwise) unless they are
    /// `.alwaysOriginal`; a selected image shows only while its item is selected.
    func testTabImagesAreTintedTemplatesUnlessOriginal() throws {
        let image = try render {
            let tabs = UITabBarController()
            let first = UIViewController()
            first.tabBarItem = UITabBarItem(title: "One", image: self.square(), tag: 0)
            let second = UIViewController()
            second.tabBarItem = UITabBarItem(
                title: "Two", image: self.square(.red).withRenderingMode(.alwaysOriginal), tag: 1)
            let third = UIViewController()
            third.tabBarItem = UITabBarItem(title: "Three", image: self.square(), selectedImage: self.square(.red))
            tabs.viewControllers = [first, second, third]
            return tabs
        }
        // Items are 125 pt wide; count each colour in each item's part of the 49-pt bar at 618 pt.
        func count(_ pixel: RGBAImage.Pixel, item: Int) -> Int {
            var n = 0
            for y in (618 * 2)..<(667 * 2) {
                for x in (item * 250)..<((item + 1) * 250) where image[x, y] == pixel { n += 1 }
            }
            return n
        }
        let blue = RGBAImage.Pixel(red: 0, green: 122, blue: 255)
        let gray = RGBAImage.Pixel(red: 142, green: 142, blue: 147)
        let red = RGBAImage.Pixel(red: 255, green: 0, blue: 0)
        // A 20-pt square is 40 × 40 = 1,600 pixels at @2x.
        XCTAssertGreaterThanOrEqual(count(blue, item: 0), 1_600, "the selected template image takes the tint")
        XCTAssertGreaterThanOrEqual(count(red, item: 1), 1_600, "an original image keeps its colours")
        XCTAssertGreaterThanOrEqual(count(gray, item: 2), 1_600, "unselected, the plain image in systemGray")
        XCTAssertEqual(count(red, item: 2), 0, "the selected image only while selected")
    }
}
