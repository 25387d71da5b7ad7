import OpenUIKit
import SnapshotRenderer
import XCTest

/// Split view controllers in snapshots: columns side by side with the hairline between them and the sidebar
/// background are drawn; the sidebar button and columns over the secondary one fail with a reason.
final class SplitViewRenderingTests: XCTestCase {
    private final class Filled: UIViewController {
        let color: UIColor
        init(_ color: UIColor) {
            self.color = color
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = color
        }
    }

    private func snapshot(_ configure: @escaping (UISplitViewController) -> Void) throws -> RGBAImage {
        try Snapshotter.snapshot(
            of: {
                let split = UISplitViewController(style: .doubleColumn)
                split.setViewController(Filled(.blue), for: .primary)
                split.setViewController(Filled(.red), for: .secondary)
                split.preferredDisplayMode = .oneBesideSecondary
                configure(split)
                return split
            }, configuration: DeviceConfiguration(device: .iPadPro11, orientation: .landscape)
        ).image
    }

    func testColumnsSideBySideWithTheHairline() throws {
        let image = try snapshot { $0.presentsWithGesture = false }
        XCTAssertEqual(image[2 * 100, 2 * 400], RGBAImage.Pixel(red: 0, green: 0, blue: 255))
        XCTAssertEqual(image[2 * 600, 2 * 400], RGBAImage.Pixel(red: 255, green: 0, blue: 0))
        // The last device pixel of the primary column: black at 30 % over blue (255 × 0.7, rounded).
        XCTAssertEqual(image[639, 2 * 400], RGBAImage.Pixel(red: 0, green: 0, blue: 179))
        XCTAssertEqual(image[640, 2 * 400], RGBAImage.Pixel(red: 255, green: 0, blue: 0))
    }

    func testSidebarBackgroundShowsThroughAClearPrimary() throws {
        let image = try snapshot {
            $0.presentsWithGesture = false
            $0.primaryBackgroundStyle = .sidebar
            $0.viewController(for: .primary)?.view.backgroundColor = .clear
        }
        XCTAssertEqual(image[2 * 100, 2 * 400], RGBAImage.Pixel(red: 0xF2, green: 0xF2, blue: 0xF7))
    }

    func testTheSidebarButtonAndOverlaysFailWithAReason() {
        XCTAssertThrowsError(try snapshot { _ in }) { error in
            XCTAssertTrue("\(error)".contains("display-mode (sidebar) button"), "\(error)")
        }
        XCTAssertThrowsError(
            try snapshot {
                $0.presentsWithGesture = false
                $0.preferredSplitBehavior = .overlay
            }
        ) { error in
            XCTAssertTrue("\(error)".contains("oneOverSecondary"), "\(error)")
        }
    }
}
