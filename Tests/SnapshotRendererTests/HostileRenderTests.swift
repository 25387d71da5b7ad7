import Foundation
import OpenUIKit
import SnapshotRenderer
import XCTest

/// Issue 11: values no screen can show fail the snapshot with the view and the property named; none
/// traps the test process.
final class HostileRenderTests: XCTestCase {
    private func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Before: a precondition on the scale 0 of a view outside any window killed the process.
    func testAViewWithoutAWindowRendersAtTwiceItsSize() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        view.backgroundColor = .red
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        label.text = "Hi"
        view.addSubview(label)
        let image = try Snapshotter.render(view, configuration: DeviceConfiguration(device: .iPhone15Pro))
        XCTAssertEqual([image.width, image.height], [60, 40])
        XCTAssertEqual(image[59, 0], RGBAImage.Pixel(red: 255, green: 0, blue: 0))
    }

    /// Before: a bare precondition.
    func testADisplayScaleOfZeroIsNamed() throws {
        let window = UIWindow(device: .iPhone8)
        window.traitOverrides.displayScale = 0
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let text = message { _ = try Snapshotter.render(window, configuration: DeviceConfiguration(device: .iPhone8)) }
        XCTAssertEqual(text, "<UIWindow> has display scale 0.0: it must be positive")
    }

    private func snapshot(_ configure: @escaping (UIView) -> Void) -> String? {
        message {
            _ = try Snapshotter.snapshot(
                of: {
                    let controller = UIViewController()
                    configure(controller.view)
                    return controller
                }, configuration: DeviceConfiguration(device: .iPhone8))
        }
    }

    /// Before: NaN and infinite frames reached Cairo, which drew nothing and said nothing.
    func testNonFiniteFramesAreNamed() {
        for (value, text) in [(CGFloat.nan, "nan"), (.infinity, "inf"), (-.infinity, "-inf")] {
            let result = snapshot { root in
                let child = UIView(frame: CGRect(x: value, y: 0, width: 10, height: 10))
                child.backgroundColor = .blue
                root.addSubview(child)
            }
            XCTAssertEqual(result, "<UIView> has frame.origin.x = \(text): it cannot be drawn")
        }
    }

    /// Before: `Int32` overflow passing the width to Pango, and `Int` of infinity for the line count.
    func testHugeAndNonFiniteLabelsDoNotTrap() {
        for frame in [
            CGRect(x: 0, y: 0, width: 1e9, height: 40), CGRect(x: 0, y: 0, width: 1e308, height: 1e308),
            CGRect(x: 0, y: 0, width: 100, height: CGFloat.infinity),
        ] {
            for size in [CGFloat(0), .nan, 1e308, 17] {
                let label = UILabel(frame: frame)
                label.font = UIFont.systemFont(ofSize: size)
                label.text = "A label far too wide"
                label.numberOfLines = 0
                _ = label.intrinsicContentSize
                _ = snapshot { $0.addSubview(label) }
            }
        }
    }

    /// Before: `Int(_:)` of infinity or 1e308 in the layout dump, the priority and colour descriptions.
    func testDescriptionsOfExtremeValuesDoNotTrap() {
        let view = UIView(frame: CGRect(x: 1e308, y: .infinity, width: -.infinity, height: .nan))
        view.backgroundColor = UIColor(red: .nan, green: .infinity, blue: -1, alpha: 1)
        XCTAssertTrue(view.recursiveDescription.contains("frame = (1e+308 inf; -inf nan)"), view.recursiveDescription)
        XCTAssertEqual(UILayoutPriority(.infinity).description, "inf")
        XCTAssertEqual(UILayoutPriority(1e30).description, "1e+30")
    }

    /// Before: `Int32` overflow of the surface size.
    func testASurfaceTooLargeToDrawIsRefused() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 1e6, height: 1e6))
        let text = try XCTUnwrap(
            message { _ = try Snapshotter.render(view, configuration: DeviceConfiguration(device: .iPhone8)) })
        XCTAssertTrue(text.contains("is 2000000.0 × 2000000.0 pixels, more than the limit"), text)
    }
}

/// Issue 32, item 8: a surface with no pixels (a view sized to nothing, as a controller's view pinned by its
/// own constraints was) force-unwrapped Cairo's nil data pointer and killed the process.
final class EmptySurfaceTests: XCTestCase {
    func testAnEmptySurfaceEncodesAndReadsWithoutTrapping() throws {
        for (width, height) in [(0.0, 812.0), (375.0, 0.0), (0.0, 0.0)] {
            let surface = try RasterSurface(width: width, height: height, scale: 3)
            XCTAssertEqual(surface.image().pixels.count, 0)
            XCTAssertFalse(ImageEncoder().png(surface).isEmpty, "\(width) × \(height)")
        }
    }

    /// A controller that pins its own view to 375 × 812 renders in a window as a scene does.
    func testAControllerPinningItsOwnViewRendersInAWindow() throws {
        let snapshot = try Snapshotter.snapshot(
            of: {
                let controller = UIViewController()
                controller.view.backgroundColor = .red
                controller.view.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    controller.view.widthAnchor.constraint(equalToConstant: 375),
                    controller.view.heightAnchor.constraint(equalToConstant: 812),
                ])
                return controller
            }, configuration: DeviceConfiguration(device: .iPhoneX))
        XCTAssertEqual([snapshot.image.width, snapshot.image.height], [1125, 2436])
        XCTAssertFalse(snapshot.png().isEmpty)
        XCTAssertEqual(snapshot.image[600, 1200], RGBAImage.Pixel(red: 255, green: 0, blue: 0))
    }
}
