import Foundation
import OpenUIKit
import XCTest

/// UIKit's application keeps a visible window alive; OpenUIKit leaves that to whoever holds the window.
/// Tests that look only at the controller keep the last few windows here, as UIApplication would.
nonisolated(unsafe) private var visibleWindows: [UIWindow] = []

func keepVisible(_ window: UIWindow) {
    visibleWindows.append(window)
    if visibleWindows.count > 4 { visibleWindows.removeFirst() }
}

/// Puts `viewController` in a window for `device`, makes it visible and runs one layout pass.
func present(
    _ viewController: UIViewController, on device: Device, _ orientation: Orientation = .portrait,
    configure: (UIWindow) -> Void = { _ in }
) -> UIWindow {
    let window = UIWindow(device: device, orientation: orientation)
    configure(window)
    window.rootViewController = viewController
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    keepVisible(window)
    return window
}

/// The collection view among a controller's root view's subviews (the seeds' screens have one).
func collectionView(of controller: UIViewController) -> UICollectionView {
    controller.view.subviews.compactMap { $0 as? UICollectionView }.first!
}

func XCTAssertRect(
    _ actual: CGRect, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, accuracy: CGFloat = 0.001,
    _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    let ok =
        abs(actual.origin.x - x) <= accuracy && abs(actual.origin.y - y) <= accuracy
        && abs(actual.size.width - width) <= accuracy && abs(actual.size.height - height) <= accuracy
    XCTAssertTrue(ok, "\(actual) is not (\(x), \(y), \(width), \(height)) \(message)", file: file, line: line)
}

/// A view controller whose root view holds one view pinned to a guide of the root view.
final class GuidePinningViewController: UIViewController {
    let content = UIView()
    let guide: (UIView) -> UILayoutGuide

    init(guide: @escaping (UIView) -> UILayoutGuide) {
        self.guide = guide
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        let g = guide(view)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: g.topAnchor),
            content.bottomAnchor.constraint(equalTo: g.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: g.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: g.trailingAnchor),
        ])
    }
}
