import OpenUIKit
import XCTest

/// A content controller whose view pins a probe view to its readable content guide.
final class ProbeViewController: UIViewController {
    let probe = UIView()

    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        probe.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(probe)
        NSLayoutConstraint.activate([
            probe.topAnchor.constraint(equalTo: view.readableContentGuide.topAnchor),
            probe.bottomAnchor.constraint(equalTo: view.readableContentGuide.bottomAnchor),
            probe.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            probe.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
        ])
    }
}

/// Keeps the windows it shows controllers in alive for the test (a view holds its superview weakly).
class BarLayoutTestCase: XCTestCase {
    private var windows: [UIWindow] = []

    override func tearDown() {
        windows.removeAll()
        super.tearDown()
    }

    /// Shows a controller in a laid-out window of the device.
    @discardableResult
    func present(_ vc: UIViewController, on device: Device, _ orientation: Orientation = .portrait) -> UIWindow {
        let window = UIWindow(device: device, orientation: orientation)
        windows.append(window)
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }
}

func XCTAssertInsets(
    _ actual: UIEdgeInsets, _ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat,
    _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(
        actual, UIEdgeInsets(top: top, left: left, bottom: bottom, right: right), message, file: file, line: line)
}
