import OpenUIKit
import SnapshotRenderer
import XCTest

/// Presented controllers in window snapshots: full-screen styles are drawn over the presenter; sheets
/// and alerts, not drawn yet, fail the snapshot with a reason instead of showing something else.
final class PresentationRenderingTests: XCTestCase {
    private final class Presenter: UIViewController {
        var makePresented: () -> UIViewController = { UIViewController() }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .red
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            present(makePresented(), animated: true)
        }
    }

    private func snapshot(presenting make: @escaping () -> UIViewController) throws -> RGBAImage {
        try Snapshotter.snapshot(
            of: {
                let presenter = Presenter()
                presenter.makePresented = make
                return presenter
            }, configuration: DeviceConfiguration(device: .iPhone8)
        ).image
    }

    func testOverFullScreenIsDrawnOverThePresenter() throws {
        let image = try snapshot {
            let overlay = UIViewController()
            overlay.modalPresentationStyle = .overFullScreen
            overlay.view.backgroundColor = .clear
            let card = UIView(frame: CGRect(x: 20, y: 200, width: 100, height: 100))
            card.backgroundColor = .blue
            overlay.view.addSubview(card)
            return overlay
        }
        XCTAssertEqual(image[2 * 50, 2 * 250], RGBAImage.Pixel(red: 0, green: 0, blue: 255))
        XCTAssertEqual(image[2 * 200, 2 * 400], RGBAImage.Pixel(red: 255, green: 0, blue: 0), "the presenter shows")
    }

    func testAlertsFailWithAReason() {
        XCTAssertThrowsError(
            try snapshot { UIAlertController(title: "Hello", message: nil, preferredStyle: .alert) }
        ) { error in
            XCTAssertTrue("\(error)".contains("alert"), "\(error)")
        }
    }
}

final class SystemControllerRenderingTests: XCTestCase {
    /// Even presented full screen, where the presentation itself is drawn, the photo picker's own interface
    /// is the system's: the snapshot fails and says so.
    func testPhotoPickerFailsWithAReason() {
        XCTAssertThrowsError(
            try Snapshotter.snapshot(
                of: {
                    let picker = UIImagePickerController()
                    picker.modalPresentationStyle = .fullScreen
                    return picker
                }, configuration: DeviceConfiguration(device: .iPhone8))
        ) { error in
            XCTAssertTrue("\(error)".contains("photo picker"), "\(error)")
        }
    }

    func testShareSheetFailsWithAReason() {
        final class Presenter: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                present(UIActivityViewController(activityItems: ["text"], applicationActivities: nil), animated: true)
            }
        }
        XCTAssertThrowsError(
            try Snapshotter.snapshot(of: { Presenter() }, configuration: DeviceConfiguration(device: .iPhone8))
        ) { error in
            XCTAssertTrue("\(error)".contains("UIActivityViewController"), "\(error)")
        }
    }
}

final class RefreshControlRenderingTests: XCTestCase {
    private final class ListController: UITableViewController {
        var refreshing = false
        override func viewDidLoad() {
            super.viewDidLoad()
            refreshControl = UIRefreshControl()
            if refreshing { refreshControl?.beginRefreshing() }
        }
    }

    /// At rest the control is out of sight: the table draws as without it.
    func testARestingControlIsInvisibleAndARefreshingOneFails() throws {
        let plain = try Snapshotter.snapshot(
            of: { UITableViewController(style: .plain) }, configuration: DeviceConfiguration(device: .iPhone8)
        ).image
        let resting = try Snapshotter.snapshot(
            of: { ListController(style: .plain) }, configuration: DeviceConfiguration(device: .iPhone8)
        ).image
        XCTAssertEqual(plain, resting)
        XCTAssertThrowsError(
            try Snapshotter.snapshot(
                of: {
                    let controller = ListController(style: .plain)
                    controller.refreshing = true
                    return controller
                }, configuration: DeviceConfiguration(device: .iPhone8))
        ) { error in
            XCTAssertTrue("\(error)".contains("UIRefreshControl"), "\(error)")
        }
    }
}
