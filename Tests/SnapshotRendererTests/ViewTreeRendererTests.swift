import OpenUIKit
import SnapshotRenderer
import XCTest

/// Pixels of plain view trees laid out by the real engine on a device, drawn by the real renderer.
final class ViewTreeRendererTests: XCTestCase {
    private final class GuideViewController: UIViewController {
        let box = UIView()
        var configure: (UIViewController, UIView) -> Void = { _, _ in }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: view.readableContentGuide.topAnchor),
                box.bottomAnchor.constraint(equalTo: view.readableContentGuide.bottomAnchor),
                box.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            ])
            configure(self, box)
        }
    }

    private func render(
        on device: Device = .iPhone8, orientation: Orientation = .portrait, style: UIUserInterfaceStyle = .light,
        _ configure: @escaping (UIViewController, UIView) -> Void
    ) -> RGBAImage {
        let configuration = DeviceConfiguration(device: device, orientation: orientation, userInterfaceStyle: style)
        return try! Snapshotter.snapshot(
            of: {
                let controller = GuideViewController()
                controller.configure = configure
                return controller
            }, configuration: configuration
        ).image
    }

    private let white = RGBAImage.Pixel(red: 255, green: 255, blue: 255)
    private let red = RGBAImage.Pixel(red: 255, green: 0, blue: 0)

    func testAViewPinnedToTheReadableGuideCoversItsPixelsExactly() {
        // iPhone 8 portrait: readable guide (16, 20, 343, 647) (seed 000), so pixels (32…717, 40…1333) at @2x.
        let image = render { _, box in box.backgroundColor = .red }
        XCTAssertEqual(image.width, 750)
        XCTAssertEqual(image.height, 1334)
        XCTAssertEqual(image[32, 40], red)
        XCTAssertEqual(image[717, 1333], red)
        XCTAssertEqual(image[31, 40], white)
        XCTAssertEqual(image[32, 39], white)
        XCTAssertEqual(image[718, 600], white)
    }

    func testTheReadableColumnOnIPadProIs672PointsWide() {
        // iPad Pro 12.9" portrait: guide x 176, width 672 (uikit-facts §1.2) → pixels 352…1695 at @2x.
        let image = render(on: .iPadPro12_9) { _, box in box.backgroundColor = .red }
        XCTAssertEqual(image[352, 700], red)
        XCTAssertEqual(image[1695, 700], red)
        XCTAssertEqual(image[351, 700], white)
        XCTAssertEqual(image[1696, 700], white)
    }

    func testHiddenViewsAndTransparentViewsAreNotDrawn() {
        XCTAssertEqual(
            render { _, box in
                box.backgroundColor = .red
                box.isHidden = true
            }[300, 300], white)
        XCTAssertEqual(
            render { _, box in
                box.backgroundColor = .red
                box.alpha = 0.005
            }[300, 300], white)
    }

    func testAlphaBlendsOverTheBackground() {
        let image = render { _, box in
            box.backgroundColor = .black
            box.alpha = 0.5
        }
        XCTAssertEqual(Int(image[300, 300].red), 128, accuracy: 1)
    }

    func testClipsToBoundsCutsSubviews() {
        func overflowing(clips: Bool) -> RGBAImage {
            render { _, box in
                box.clipsToBounds = clips
                let child = UIView(frame: CGRect(x: -10, y: 0, width: 20, height: 20))
                child.backgroundColor = .red
                box.addSubview(child)
            }
        }
        // The child spans points 6…26 horizontally; the box starts at 16.
        XCTAssertEqual(overflowing(clips: false)[14, 45], red)
        XCTAssertEqual(overflowing(clips: true)[14, 45], white)
        XCTAssertEqual(overflowing(clips: true)[40, 45], red)
    }

    func testCornerRadiusRoundsTheBackgroundAndBordersAreDrawnInside() {
        let image = render { _, box in
            box.backgroundColor = .red
            box.layer.cornerRadius = 20
            box.layer.borderWidth = 2
            box.layer.borderColor = UIColor.blue.cgColor
        }
        XCTAssertEqual(image[33, 41], white, "the rounded corner leaves the box's corner pixel empty")
        XCTAssertEqual(image[32, 700], RGBAImage.Pixel(red: 0, green: 0, blue: 255), "border on the left edge")
        XCTAssertEqual(image[40, 700], red, "inside the 2-pt border")
    }

    func testDynamicColoursResolveForTheAppearance() {
        let light = render(style: .light) { controller, _ in controller.view.backgroundColor = .systemBackground }
        let dark = render(style: .dark) { controller, _ in controller.view.backgroundColor = .systemBackground }
        XCTAssertEqual(light[5, 5], white)
        XCTAssertEqual(dark[5, 5], RGBAImage.Pixel(red: 0, green: 0, blue: 0))
    }

    func testRenderingIsDeterministic() {
        let first = ImageEncoder().png(render { _, box in box.backgroundColor = .systemGray4 })
        let second = ImageEncoder().png(render { _, box in box.backgroundColor = .systemGray4 })
        XCTAssertEqual(first, second)
    }

    func testChromeDrawsTheHomeIndicatorAndTheTimeOnlyWhenAsked() {
        func render(chrome: Bool) -> RGBAImage {
            let configuration = DeviceConfiguration(device: .iPhone15Pro, showsChrome: chrome)
            let make = {
                let controller = UIViewController()
                controller.view.backgroundColor = .white
                return controller
            }
            return try! Snapshotter.snapshot(of: make, configuration: configuration).image
        }
        let plain = render(chrome: false)
        let chrome = render(chrome: true)
        // iPhone 15 Pro: 393 × 852 pt at @3x; the 134 × 5 pt indicator sits 8 pt above the bottom edge.
        let (x, y) = (393 * 3 / 2, (852 - 10) * 3)
        XCTAssertEqual(chrome[x, y], RGBAImage.Pixel(red: 0, green: 0, blue: 0))
        XCTAssertNotEqual(plain[x, y], chrome[x, y])
        var statusBarDiffers = false
        for py in 0..<(59 * 3) where !statusBarDiffers {
            for px in 0..<(120 * 3) where plain[px, py] != chrome[px, py] { statusBarDiffers = true }
        }
        XCTAssertTrue(statusBarDiffers, "the time is drawn in the status bar")
    }

    private final class LightContentController: UIViewController {
        var hidden = false
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        override var prefersStatusBarHidden: Bool { hidden }
        override func viewDidLoad() { view.backgroundColor = .black }
    }

    private func renderLightContent(hidden: Bool) throws -> RGBAImage {
        let make = { () -> UIViewController in
            let controller = LightContentController()
            controller.hidden = hidden
            return controller
        }
        return try Snapshotter.snapshot(
            of: make, configuration: DeviceConfiguration(device: .iPhone15Pro, showsChrome: true)
        ).image
    }

    /// A controller asking for light content gets a white time on its dark background; one hiding the
    /// status bar gets none.
    func testChromeFollowsTheStatusBarPreferences() throws {
        let shown = try renderLightContent(hidden: false)
        let hidden = try renderLightContent(hidden: true)
        var brightest = 0
        for py in 0..<(54 * 3) {
            for px in 0..<(120 * 3) { brightest = max(brightest, Int(shown[px, py].red)) }
        }
        XCTAssertEqual(brightest, 255, "the time is white")
        for py in 0..<(54 * 3) {
            for px in 0..<(393 * 3) where hidden[px, py] != RGBAImage.Pixel(red: 0, green: 0, blue: 0) {
                XCTFail("a hidden status bar draws nothing at (\(px), \(py))")
                return
            }
        }
    }
}
