import OpenUIKit
import SnapshotRenderer
import XCTest

/// Blur and vibrancy pixels, and the search states that fail the snapshot, drawn by the real renderer on an
/// iPhone 8 (@2x) window. Tints and the blur's σ (10 pt) are `VisualEffectMetrics`' documented choices.
final class VisualEffectRenderingTests: XCTestCase {
    private func render(
        style: UIUserInterfaceStyle = .light, _ build: @escaping (UIView) -> Void
    ) throws -> RGBAImage {
        try renderHostedView(style: style, build)
    }

    /// Red left of x = 100, blue right of it, under an effect view from x = 40 to 160.
    private func stripes(under effect: UIVisualEffect, in root: UIView) -> UIVisualEffectView {
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 400))
        left.backgroundColor = .red
        let right = UIView(frame: CGRect(x: 100, y: 0, width: 275, height: 400))
        right.backgroundColor = .blue
        root.addSubview(left)
        root.addSubview(right)
        let effectView = UIVisualEffectView(effect: effect)
        effectView.frame = CGRect(x: 40, y: 100, width: 120, height: 100)
        root.addSubview(effectView)
        return effectView
    }

    private func assertNear(
        _ pixel: RGBAImage.Pixel, _ red: Double, _ green: Double, _ blue: Double, tolerance: Double = 1.5,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(Double(pixel.red), red, accuracy: tolerance, "\(pixel)", file: file, line: line)
        XCTAssertEqual(Double(pixel.green), green, accuracy: tolerance, "\(pixel)", file: file, line: line)
        XCTAssertEqual(Double(pixel.blue), blue, accuracy: tolerance, "\(pixel)", file: file, line: line)
    }

    func testBlurMixesTheBackdropUnderTheViewOnlyThenTints() throws {
        let image = try render { root in _ = self.stripes(under: UIBlurEffect(style: .systemMaterial), in: root) }
        // Outside the effect view nothing is blurred.
        XCTAssertEqual(image[2 * 98, 2 * 50], RGBAImage.Pixel(red: 255, green: 0, blue: 0))
        XCTAssertEqual(image[2 * 102, 2 * 50], RGBAImage.Pixel(red: 0, green: 0, blue: 255))
        // Far from the edge (4σ) the backdrop is its own colour, under white at 0.72.
        assertNear(image[2 * 55, 2 * 150], 255, 0.72 * 255, 0.72 * 255)
        assertNear(image[2 * 150, 2 * 150], 0.72 * 255, 0.72 * 255, 255, tolerance: 3)
        // On the edge the two colours mix half and half.
        let edge = image[2 * 100, 2 * 150]
        XCTAssertEqual(Double(edge.red), Double(edge.blue), accuracy: 8, "\(edge)")
        XCTAssertEqual(Double(edge.red), 0.28 * 127.5 + 0.72 * 255, accuracy: 8, "\(edge)")
        // Blurred, not cut: 10 pt either side of the edge are mixes too.
        XCTAssertGreaterThan(image[2 * 90, 2 * 150].blue, image[2 * 55, 2 * 150].blue)
        XCTAssertGreaterThan(image[2 * 110, 2 * 150].red, image[2 * 150, 2 * 150].red)
    }

    func testDarkMaterialOverAPlainBackdropIsItsTint() throws {
        let image = try render { root in
            let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialDark))
            effectView.frame = CGRect(x: 20, y: 100, width: 200, height: 80)
            root.addSubview(effectView)
        }
        // 28 × 0.75 + 255 × 0.25, the dark systemMaterial tint over white (a blurred plain backdrop is plain).
        let expected = 28 * 0.75 + 255 * 0.25
        assertNear(image[2 * 120, 2 * 140], expected, expected, 30 * 0.75 + 255 * 0.25)
        assertNear(image[2 * 21, 2 * 101], expected, expected, 30 * 0.75 + 255 * 0.25)
    }

    func testAdaptiveMaterialFollowsTheAppearance() throws {
        let image = try render(style: .dark) { root in
            root.backgroundColor = .black
            let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
            effectView.frame = CGRect(x: 20, y: 100, width: 200, height: 80)
            root.addSubview(effectView)
        }
        assertNear(image[2 * 120, 2 * 140], 28 * 0.88, 28 * 0.88, 30 * 0.88)
    }

    func testRoundedCornersClipTheBlur() throws {
        let image = try render { root in
            let effectView = self.stripes(under: UIBlurEffect(style: .systemUltraThinMaterial), in: root)
            effectView.layer.cornerRadius = 20
            effectView.clipsToBounds = true
        }
        XCTAssertEqual(image[2 * 41, 2 * 101], RGBAImage.Pixel(red: 255, green: 0, blue: 0), "outside the corner")
        assertNear(image[2 * 60, 2 * 150], 255, 0.35 * 255, 0.35 * 255)
    }

    func testVibrantContentTakesTheStyleColour() throws {
        let image = try render { root in
            let blur = UIBlurEffect(style: .systemMaterialDark)
            let blurView = UIVisualEffectView(effect: blur)
            blurView.frame = CGRect(x: 20, y: 100, width: 200, height: 80)
            let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .label))
            vibrancy.frame = blurView.bounds
            let square = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
            square.backgroundColor = .red
            vibrancy.contentView.addSubview(square)
            blurView.contentView.addSubview(vibrancy)
            root.addSubview(blurView)
        }
        // The red square draws as its shape in label's dark colour (white), not red.
        XCTAssertEqual(image[2 * 45, 2 * 125], RGBAImage.Pixel(red: 255, green: 255, blue: 255))
    }

    func testBlurUnderAlphaFailsWithAReason() {
        XCTAssertThrowsError(
            try render { root in
                let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
                container.alpha = 0.5
                let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
                effectView.frame = CGRect(x: 20, y: 20, width: 100, height: 100)
                container.addSubview(effectView)
                root.addSubview(container)
            }
        ) { error in
            XCTAssertTrue("\(error)".contains("alpha below 1"), "\(error)")
        }
    }

    private final class SearchingController: UITableViewController {
        var active = false
        var placement = UINavigationItem.SearchBarPlacement.automatic
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Contacts"
            let search = UISearchController(searchResultsController: nil)
            navigationItem.searchController = search
            navigationItem.preferredSearchBarPlacement = placement
            search.isActive = active
        }
    }

    private func searchSnapshot(active: Bool, placement: UINavigationItem.SearchBarPlacement) throws -> RGBAImage {
        try Snapshotter.snapshot(
            of: {
                let content = SearchingController(style: .plain)
                content.active = active
                content.placement = placement
                return UINavigationController(rootViewController: content)
            }, configuration: DeviceConfiguration(device: .iPhone8)
        ).image
    }

    func testSearchBarInTheNavigationBarIsDrawn() throws {
        let image = try searchSnapshot(active: false, placement: .stacked)
        // The field's fill (tertiarySystemFill over the bar): grey, at the field's leading end, past the magnifier.
        let pixel = image[2 * 300, 2 * (20 + 44 + 26)]
        XCTAssertLessThan(pixel.red, 250)
        XCTAssertEqual(pixel.red, pixel.green)
    }

    func testSearchFieldBackgroundColourKeepsTheRoundedShape() throws {
        let image = try render { root in
            root.backgroundColor = .black
            let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 375, height: 56))
            bar.searchBarStyle = .minimal
            bar.searchTextField.backgroundColor = .white
            root.addSubview(bar)
        }
        // The field spans x 8…367, y 110…146 with corners of radius 10.
        XCTAssertEqual(image[2 * 200, 2 * 112], RGBAImage.Pixel(red: 255, green: 255, blue: 255))
        XCTAssertEqual(image[2 * 8, 2 * 110], RGBAImage.Pixel(red: 0, green: 0, blue: 0), "outside the corner")
    }

    func testActiveSearchControllerFailsWithAReason() {
        XCTAssertThrowsError(try searchSnapshot(active: true, placement: .automatic)) { error in
            XCTAssertTrue("\(error)".contains("active UISearchController"), "\(error)")
        }
    }

    func testInlinePlacementFailsWithAReason() {
        XCTAssertThrowsError(try searchSnapshot(active: false, placement: .inline)) { error in
            XCTAssertTrue("\(error)".contains(".inline"), "\(error)")
        }
    }
}
